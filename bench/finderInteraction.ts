/**
 * Benchmark of the finder's questionnaire: on a fresh load of the finder, a mouse click on
 * 'Maison individuelle' (the first question's answer) up to question 2, measured by the interaction
 * clock (bench/lib/interactionClock.ts) on the phone profile at the benchmark's CPU slowdown. Each
 * sample is a new visit in a new browser context (the finder keeps a questionnaire's progress),
 * after two warm-ups.
 * `npm run bench` calls `finderInteraction`; run alone it serves a build itself:
 *
 *   npm run build:demo && npx node bench/finderInteraction.ts
 *
 * Settings when run alone: BENCH_RUNS (default 20), BENCH_DIST (the build to serve, default
 * dist-demo/: the demo build, whose API answers in the page).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { CPU_SLOWDOWN, withPhonePage } from './lib/cpuSlowdown.ts';
import { buildOf, type FormTimings } from './lib/formInteraction.ts';
import {
  measureInteraction,
  waitUntilQuiet,
  WARM_UPS,
  type InteractionSample,
  type SampleResult,
} from './lib/interactionClock.ts';
import { interactionTable, rowVerdict } from './lib/interactionRows.ts';
import { launchChromium, ROOT, startPreview } from './lib/run.ts';

export const FINDER_PATH = '/evaluer-le-psi-dun-rupteur/';
export const FINDER_ROW = "finder: 'Maison individuelle' → question 2";
const FIRST_ANSWER = 'Maison individuelle';

/** One fresh visit (a new browser context: the finder keeps a questionnaire's progress). */
function timeFirstAnswer(browser: Browser, url: string): Promise<SampleResult> {
  return withPhonePage(browser, async (page) => {
    const answer = page
      .locator('section[aria-labelledby="finder-question"]')
      .locator('button')
      .filter({ hasText: new RegExp(`^\\s*${FIRST_ANSWER}\\s*$`) });
    try {
      await page.goto(url, { waitUntil: 'load' });
      await answer.waitFor({ state: 'visible', timeout: 30_000 });
      await waitUntilQuiet(page);
    } catch (error) {
      return {
        failed: `the finder's first question not reached (${(error as Error).message.split('\n')[0]})`,
      };
    }
    return measureInteraction(page, () => answer.click());
  });
}

/** `runs` fresh visits of the finder, each timing the first answer's click to question 2. */
export async function finderInteraction(
  browser: Browser,
  url: string,
  runs = 20,
): Promise<FormTimings> {
  const samples: InteractionSample[] = [];
  const failures: string[] = [];
  for (let run = 0; run < runs + WARM_UPS; run += 1) {
    const result = await timeFirstAnswer(browser, url);
    if (run < WARM_UPS) continue;
    if ('failed' in result) failures.push(result.failed);
    else samples.push(result);
  }
  return { samples, failures };
}

async function main() {
  const preview = await startPreview(resolve(ROOT, process.env.BENCH_DIST ?? 'dist-demo'));
  const browser = await launchChromium();
  try {
    const result = await finderInteraction(
      browser,
      preview.url('general', FINDER_PATH),
      Number(process.env.BENCH_RUNS ?? 20),
    );
    const row = { name: FINDER_ROW, build: buildOf(), specDelayMs: 0, ...result };
    console.log(`CPU ×${CPU_SLOWDOWN}, phone profile\n\n${interactionTable([row])}`);
    if (rowVerdict(row).verdict !== 'met') process.exitCode = 1;
  } finally {
    await browser.close();
    await preview.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
