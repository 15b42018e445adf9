/**
 * Benchmark of the carbon simulator: the time from a field change in step 2 ('Votre plancher': a
 * favourite configuration chosen, which fills the floor's other fields) to the updated fields
 * painted (the clock: bench/lib/settledChange.ts). Skipped, with the reason, when the page cannot
 * reach step 2.
 *
 * Run alone on a build already made (BENCH_DIST, default dist-demo; for dist-real, start the mock
 * server it points at first): `npx node bench/carbonInteraction.ts`; BENCH_RUNS samples,
 * BENCH_CPU_SLOWDOWN as in the benchmark.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium, median, ROOT, startPreview } from './lib/run.ts';
import { CPU_SLOWDOWN, slowDown } from './lib/cpuSlowdown.ts';
import { timeAlternatingChanges } from './lib/settledChange.ts';

export const SIMULATOR_PATH = '/simuler-mon-empreinte-carbone/';
/** Two favourite configurations of the concrete beam-and-block system, chosen in turn. */
const CHOICES = ['Maison individuelle – plancher d’étage', 'Logement collectif – plancher courant'];

export type CarbonTimings = { samples: number[] } | { skipped: string };

export async function carbonInteraction(
  browser: Browser,
  url: string,
  runs = 20,
): Promise<CarbonTimings> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await slowDown(page);
  try {
    await page.goto(url, { waitUntil: 'load' });
    try {
      const zip = page.getByRole('textbox', { name: /Code postal du chantier/ });
      await zip.waitFor({ timeout: 20_000 });
      await zip.fill('69003');
      await page.getByRole('textbox', { name: /Nom du projet/ }).fill('Banc d’essai');
      await page.getByRole('button', { name: 'Continuer' }).click();
      await page.getByRole('heading', { name: 'Votre plancher' }).waitFor({ timeout: 20_000 });
      await page.getByText('Poutrelles et entrevous béton', { exact: true }).click();
      await page
        .locator('label')
        .filter({ hasText: CHOICES[0]! })
        .first()
        .waitFor({ timeout: 10_000 });
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      return { skipped: `the simulator's step 2 could not be reached (${reason})` };
    }
    const samples = await timeAlternatingChanges(page, CHOICES, runs);
    if (samples.length === 0) return { skipped: 'choosing a configuration changed nothing' };
    return { samples };
  } finally {
    await page.close();
  }
}

async function main() {
  const preview = await startPreview(resolve(ROOT, process.env.BENCH_DIST ?? 'dist-demo'));
  const browser = await launchChromium();
  try {
    const result = await carbonInteraction(
      browser,
      preview.url('carbon', SIMULATOR_PATH),
      Number(process.env.BENCH_RUNS ?? 20),
    );
    if ('skipped' in result) console.log(`carbon timing skipped: ${result.skipped}`);
    else
      console.log(
        `carbon step 2 field change → updated fields painted, CPU ×${CPU_SLOWDOWN}: ` +
          `median ${median(result.samples).toFixed(1)} ms over ${result.samples.length} runs ` +
          `(min ${Math.min(...result.samples).toFixed(1)}, max ${Math.max(...result.samples).toFixed(1)})`,
      );
  } finally {
    await browser.close();
    await preview.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
