/**
 * Benchmark of the floor configurator: the time from a field change in step 2 ('Votre plancher':
 * a load case chosen) to the updated fields painted (the clock: bench/lib/settledChange.ts).
 * Returns null, with the reason, when the page cannot reach
 * step 2 (the configurator is still being built).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium, median, ROOT, startPreview } from './lib/run.ts';
import { CPU_SLOWDOWN, slowDown } from './lib/cpuSlowdown.ts';
import { timeAlternatingChanges } from './lib/settledChange.ts';

export const CONFIGURATOR_PATH = '/configurer-un-plancher/';
/** Two load cases of step 2, chosen in turn (each sets other default loads). */
const CHOICES = ['Logement – cloisons maçonnées', 'Logement – cloisons légères'];

export type ConfiguratorTimings = { samples: number[] } | { skipped: string };

export async function configuratorInteraction(
  browser: Browser,
  url: string,
  runs = 20,
): Promise<ConfiguratorTimings> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await slowDown(page);
  try {
    await page.goto(url, { waitUntil: 'load' });
    try {
      await page.getByRole('heading', { name: 'Votre projet' }).waitFor({ timeout: 20_000 });
      await page.getByRole('textbox', { name: /Code postal du chantier/ }).fill('69003');
      await page.getByRole('textbox', { name: /Nom de la configuration/ }).fill('Banc d’essai');
      await page.getByRole('button', { name: 'Continuer' }).click();
      await page.getByRole('heading', { name: 'Votre plancher' }).waitFor({ timeout: 20_000 });
      await page
        .locator('label')
        .filter({ hasText: 'Plancher bas sur vide sanitaire' })
        .first()
        .click();
      await page
        .locator('label')
        .filter({ hasText: CHOICES[0]! })
        .first()
        .waitFor({ timeout: 10_000 });
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      return { skipped: `the configurator's step 2 could not be reached (${reason})` };
    }
    const samples = await timeAlternatingChanges(page, CHOICES, runs);
    if (samples.length === 0) return { skipped: 'choosing a load case changed nothing in step 2' };
    return { samples };
  } finally {
    await page.close();
  }
}

/**
 * `node bench/configuratorInteraction.ts`: this timing alone, on a build already made (BENCH_DIST,
 * default dist-demo; for dist-real, start the mock server it points at first), BENCH_RUNS samples,
 * BENCH_CPU_SLOWDOWN as in the benchmark.
 */
async function main() {
  const preview = await startPreview(resolve(ROOT, process.env.BENCH_DIST ?? 'dist-demo'));
  const browser = await launchChromium();
  try {
    const result = await configuratorInteraction(
      browser,
      preview.url('floor', CONFIGURATOR_PATH),
      Number(process.env.BENCH_RUNS ?? 20),
    );
    if ('skipped' in result) console.log(`configurator timing skipped: ${result.skipped}`);
    else
      console.log(
        `configurator step 2 field change → updated fields painted, CPU ×${CPU_SLOWDOWN}: ` +
          `median ${median(result.samples).toFixed(1)} ms over ${result.samples.length} runs ` +
          `(min ${Math.min(...result.samples).toFixed(1)}, max ${Math.max(...result.samples).toFixed(1)})`,
      );
  } finally {
    await browser.close();
    await preview.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
