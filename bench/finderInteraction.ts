/**
 * Benchmark of the finder's questionnaire in Chromium against the production build: the time from
 * a click on an answer to the next question painted (the question's heading changed, then the next
 * animation frame). `npm run bench` calls `finderInteraction`; run alone it serves a build itself:
 *
 *   npm run build:demo && npx node bench/finderInteraction.ts
 *
 * Settings when run alone: BENCH_RUNS (questionnaires answered, default 5), BENCH_DIST (the build
 * to serve, default dist-demo/: the demo build, whose API answers in the page). Target: median
 * under 100 ms.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium, median, ROOT, startPreview } from './lib/run.ts';
import { slowDown } from './lib/cpuSlowdown.ts';

export const FINDER_PATH = '/evaluer-le-psi-dun-rupteur/';

/** Answers the questionnaire `runs` times; returns every click-to-next-question time (ms). */
export async function finderInteraction(
  browser: Browser,
  url: string,
  runs = 5,
): Promise<number[]> {
  const timings: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await slowDown(page);
    try {
      await page.goto(url);
      await page.locator('#finder-question').waitFor({ state: 'visible', timeout: 20_000 });
      for (let step = 0; step < 10; step += 1) {
        const hasQuestion = await page
          .locator('section[aria-labelledby="finder-question"] button')
          .count();
        if (!hasQuestion || /#\/\d+\//.test(page.url())) break;
        // Click and measure in the page: from the click to the frame after the new question shows.
        const elapsed = await page.evaluate(
          () =>
            new Promise<number | null>((done) => {
              const heading = document.querySelector('#finder-question');
              const previous = heading?.textContent;
              const button = document.querySelector<HTMLButtonElement>(
                'section[aria-labelledby="finder-question"] button',
              );
              if (!button) return done(null);
              const start = performance.now();
              const check = () => {
                if (/#\/\d+\//.test(window.location.hash)) return done(null);
                const now = document.querySelector('#finder-question');
                if (now && now.textContent !== previous && now.isConnected) {
                  requestAnimationFrame(() => done(performance.now() - start));
                } else requestAnimationFrame(check);
              };
              button.click();
              requestAnimationFrame(check);
            }),
        );
        if (elapsed === null) break;
        timings.push(elapsed);
      }
    } finally {
      await context.close();
    }
  }
  return timings;
}

async function main() {
  const preview = await startPreview(resolve(ROOT, process.env.BENCH_DIST ?? 'dist-demo'));
  const browser = await launchChromium();
  try {
    const timings = await finderInteraction(
      browser,
      preview.url('general', FINDER_PATH),
      Number(process.env.BENCH_RUNS ?? 5),
    );
    console.log(`answer click to next question painted: ${timings.length} samples`);
    console.log(
      `median ${median(timings).toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms`,
    );
  } finally {
    await browser.close();
    await preview.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
