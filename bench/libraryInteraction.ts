/**
 * Benchmark of the PSI library's interaction, a script, not a test: the time from a filter change
 * (a value ticked or unticked in the filter panel) to the results painted, with every rupteur tab
 * open (long lists are virtualised: the rows in view are painted), in Chromium against the
 * production build. `npm run bench` calls `libraryInteraction`; run alone it serves a build itself
 * (with its embedded mock backend: the search then runs in the page's own thread).
 *
 * The clock runs in the page: it starts right before the click and stops at the first frame after
 * the new count is in the page and no search is in progress, so the browser-driver's round trips
 * are not counted. The search itself is counted.
 *
 * Run alone (after `npm run build:demo`, or with BENCH_DIST pointing at another build):
 *   npx node bench/libraryInteraction.ts   (Node 24 of the dev dependencies: no transpiler)
 * Settings: BENCH_DIST (default dist-demo), BENCH_RUNS (default 20). Target: median under 100 ms.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium, median, ROOT, startPreview } from './lib/run.ts';
import { slowDown } from './lib/cpuSlowdown.ts';

export const LIBRARY_PATH = '/bibliotheque';
const TARGET_MS = 100;

export interface LibraryTimings {
  /** Filter click to results painted (ms), after two warm-up runs. */
  samples: number[];
  /** Of which the search request (ms). */
  networkSamples: number[];
  /** The most PSI rows painted at once. */
  painted: number;
}

/** Opens the library at `url` and times `runs` filter changes. */
export async function libraryInteraction(
  browser: Browser,
  url: string,
  runs = 20,
): Promise<LibraryTimings> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await slowDown(page);
  try {
    await page.goto(url, { waitUntil: 'load' });
    // Plancher intermédiaire + façade: 138 PSI values over 10 rupteurs.
    await page.getByRole('checkbox', { name: 'Plancher intermédiaire' }).check();
    await page.getByTestId('library-count').waitFor();
    await page.getByRole('checkbox', { name: 'Plancher / mur de façade' }).check();
    await page
      .getByRole('button', { name: 'Retirer Type de liaison : Plancher / mur de façade' })
      .waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const openers = page.getByRole('button', { name: /^Ouvrir / });
    while ((await openers.count()) > 0) await openers.first().click();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

    const samples: number[] = [];
    const networkSamples: number[] = [];
    let painted = 0;
    for (let run = 0; run < runs + 2; run += 1) {
      // Alternates between adding and removing 'Béton banché' (a wall type).
      const { ms, network, values } = await page.evaluate(async () => {
        const box = [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].find(
          (input) => input.parentElement?.textContent?.trim() === 'Béton banché',
        )!;
        const before = document.querySelector('[data-testid=library-count]')?.textContent;
        const started = performance.now();
        box.click();
        await new Promise<void>((done) => {
          const check = () => {
            const count = document.querySelector('[data-testid=library-count]')?.textContent;
            if (count !== before && !document.querySelector('[aria-busy="true"]')) done();
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        });
        // The frame that shows the change.
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
        const searches = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/filters/bibliotheque'));
        const last = searches[searches.length - 1];
        return {
          ms: performance.now() - started,
          network: last && last.startTime >= started ? last.duration : Number.NaN,
          values: document.querySelectorAll('[data-rupteur] [role=listitem], [data-rupteur] li')
            .length,
        };
      });
      if (run >= 2) {
        // two warm-up runs
        samples.push(ms);
        networkSamples.push(network);
      }
      painted = Math.max(painted, values);
    }
    return { samples, networkSamples, painted };
  } finally {
    await page.close();
  }
}

async function main() {
  const preview = await startPreview(resolve(ROOT, process.env.BENCH_DIST ?? 'dist-demo'));
  const browser = await launchChromium();
  try {
    const { samples, networkSamples, painted } = await libraryInteraction(
      browser,
      preview.url('general', LIBRARY_PATH),
      Number(process.env.BENCH_RUNS ?? 20),
    );
    const result = median(samples);
    console.log(
      `library filter change → results painted: median ${result.toFixed(1)} ms over ${samples.length} runs ` +
        `(min ${Math.min(...samples).toFixed(1)}, max ${Math.max(...samples).toFixed(1)}; up to ${painted} PSI rows painted; ` +
        `target < ${TARGET_MS} ms: ${result < TARGET_MS ? 'met' : 'missed'}); ` +
        `of which the search request: median ${median(networkSamples).toFixed(1)} ms`,
    );
  } finally {
    await browser.close();
    await preview.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
