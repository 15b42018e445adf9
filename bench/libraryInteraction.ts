/**
 * Benchmark of the PSI library's interaction, a script, not a test: the time from a filter change
 * (a value ticked or unticked in the filter panel, scrolled into view as a user's click would) to
 * the results painted, with every rupteur tab open (only the values in view are in the page), in
 * Chromium against the production build. `npm run bench` calls `libraryInteraction`; run alone it serves a build itself
 * (with its embedded mock backend: the search then runs in the page's own thread).
 *
 * The clock runs in the page: it starts right before the click and stops at the first frame after
 * the new count is in the page and no search is in progress, so the browser-driver's round trips
 * are not counted. The search itself is counted.
 *
 * Then the same interaction on a library ten times today's size (BENCH_LIBRARY_SCALE, default 10;
 * 1 skips it): when the build talks to the standalone mock server, its provider state
 * 'the PSI library at ten times its size' (docs/api/scale.md) serves each PSI value ten times, and
 * the server is reset after. A build with its embedded mock backend has no such server: the run at
 * scale is then reported as skipped, with why.
 *
 * Run alone (after `npm run build:demo`, or with BENCH_DIST pointing at another build):
 *   npx node bench/libraryInteraction.ts   (Node 24 of the dev dependencies: no transpiler)
 * For the build for a real backend: `npm run build:e2e-real`, the standalone mock server on 8788
 * (`MOCK_SERVER_PORT=8788 npm run mock-server`), then `BENCH_DIST=dist-real npx node bench/libraryInteraction.ts`.
 * Settings: BENCH_DIST (default dist-demo), BENCH_RUNS (default 20), BENCH_CPU_SLOWDOWN (default 1;
 * 4 is the Lighthouse mobile model), BENCH_LIBRARY_SCALE (default 10).
 * Targets (`targets` of the result; run alone, the exit code is 1 when one is missed): median under
 * 100 ms and maximum under 200 ms at today's size, median under 100 ms at ten times its size.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, median, ROOT, startPreview } from './lib/run.ts';
import { CPU_SLOWDOWN, slowDown } from './lib/cpuSlowdown.ts';

export const LIBRARY_PATH = '/bibliotheque';
/** The targets (issue 24 §3): median and maximum at today's size, median at ten times its size. */
export const LIBRARY_TARGETS_MS = { median: 100, max: 200, scaledMedian: 100 };
/** BENCH_LIBRARY_SCALE: how many times today's library the run at scale serves (1: no such run). */
export const LIBRARY_SCALE = Math.max(
  1,
  Math.round(Number(process.env.BENCH_LIBRARY_SCALE ?? 10)) || 1,
);
/** The mock server's provider state of the library at scale (mock-server/states/scaleStates.ts). */
export const LIBRARY_SCALE_STATE = 'the PSI library at ten times its size';
const SEARCH_PATH = '/api/filters/bibliotheque';

export interface LibraryTimings {
  /** Filter click to results painted (ms), after two warm-up runs. */
  samples: number[];
  /** Of which the search request (ms). */
  networkSamples: number[];
  /** The most PSI rows painted at once. */
  painted: number;
}

export interface LibraryTarget {
  name: string;
  measuredMs: number;
  targetMs: number;
  met: boolean;
}

export interface LibraryResult extends LibraryTimings {
  /** The CPU slowdown the timings ran at (BENCH_CPU_SLOWDOWN). */
  cpuSlowdown: number;
  /**
   * The same interaction on the library `factor` times its size; `skipped` says why it did not run
   * (no standalone mock server behind the build); null when BENCH_LIBRARY_SCALE is 1.
   */
  atScale: (LibraryTimings & { factor: number }) | { factor: number; skipped: string } | null;
  /** Each target with what was measured: the benchmark fails when one is not met. */
  targets: LibraryTarget[];
}

export interface LibraryOptions {
  /** How many times today's library the run at scale serves (default BENCH_LIBRARY_SCALE; 1: none). */
  scale?: number;
}

/** Opens the library at `url` with every tab of 'Plancher intermédiaire' + façade open. */
async function openLibrary(browser: Browser, url: string): Promise<{ page: Page; api: string }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await slowDown(page);
  // The origin the searches go to: the standalone mock server's, for a build for a real backend.
  let api = '';
  page.on('request', (request) => {
    if (!api && request.url().includes(SEARCH_PATH)) api = new URL(request.url()).origin;
  });
  await page.goto(url, { waitUntil: 'load' });
  // Plancher intermédiaire + façade: 138 PSI values over 10 rupteurs (ten times as many at scale).
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
  return { page, api };
}

/** Times `runs` filter changes in the open library, after two warm-up changes. */
async function timeFilterChanges(page: Page, runs: number): Promise<LibraryTimings> {
  const samples: number[] = [];
  const networkSamples: number[] = [];
  let painted = 0;
  for (let run = 0; run < runs + 2; run += 1) {
    // Alternates between adding and removing 'Béton banché' (a wall type).
    const { ms, network, values } = await page.evaluate(async () => {
      const box = [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].find(
        (input) => input.parentElement?.textContent?.trim() === 'Béton banché',
      )!;
      // Where a user ticks it: in view (the tabs' opening scrolled the page to its end), the
      // scroll's own frames done before the clock starts.
      box.scrollIntoView({ block: 'center' });
      await new Promise((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))),
      );
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
        values: document.querySelectorAll('[data-rupteur] li').length,
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
}

/** Sets up a provider state of the mock server at `api`; throws with its answer when refused. */
async function mockState(api: string, state: string, params?: Record<string, unknown>) {
  const response = await fetch(`${api}/__mock/state`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state, params }),
  });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
}

function targetsOf(today: LibraryTimings, atScale: LibraryResult['atScale']): LibraryTarget[] {
  const target = (name: string, measuredMs: number, targetMs: number): LibraryTarget => ({
    name,
    measuredMs,
    targetMs,
    met: measuredMs < targetMs,
  });
  const targets = [
    target('library filter: median', median(today.samples), LIBRARY_TARGETS_MS.median),
    target('library filter: maximum', Math.max(...today.samples), LIBRARY_TARGETS_MS.max),
  ];
  if (atScale && 'samples' in atScale)
    targets.push(
      target(
        `library ×${atScale.factor} filter: median`,
        median(atScale.samples),
        LIBRARY_TARGETS_MS.scaledMedian,
      ),
    );
  return targets;
}

/**
 * Opens the library at `url` and times `runs` filter changes; then the same on the library
 * `options.scale` times its size, when a standalone mock server answers the build's searches.
 */
export async function libraryInteraction(
  browser: Browser,
  url: string,
  runs = 20,
  { scale = LIBRARY_SCALE }: LibraryOptions = {},
): Promise<LibraryResult> {
  let api: string;
  let today: LibraryTimings;
  {
    const opened = await openLibrary(browser, url);
    try {
      today = await timeFilterChanges(opened.page, runs);
      api = opened.api;
    } finally {
      await opened.page.close();
    }
  }
  let atScale: LibraryResult['atScale'] = null;
  if (scale > 1) {
    try {
      if (!api || api === new URL(url).origin)
        throw new Error('the searches are answered by the embedded mock backend, not a server');
      await mockState(api, LIBRARY_SCALE_STATE, { factor: scale });
      try {
        const opened = await openLibrary(browser, url);
        try {
          atScale = { factor: scale, ...(await timeFilterChanges(opened.page, runs)) };
        } finally {
          await opened.page.close();
        }
      } finally {
        await fetch(`${api}/__mock/reset`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
      }
    } catch (error) {
      atScale = { factor: scale, skipped: (error as Error).message };
    }
  }
  return {
    ...today,
    cpuSlowdown: CPU_SLOWDOWN,
    atScale,
    targets: targetsOf(today, atScale),
  };
}

function describe(label: string, { samples, networkSamples, painted }: LibraryTimings): string {
  return (
    `${label} filter change → results painted: median ${median(samples).toFixed(1)} ms over ${samples.length} runs ` +
    `(min ${Math.min(...samples).toFixed(1)}, max ${Math.max(...samples).toFixed(1)}; up to ${painted} PSI rows painted); ` +
    `of which the search request: median ${median(networkSamples).toFixed(1)} ms`
  );
}

async function main() {
  const preview = await startPreview(resolve(ROOT, process.env.BENCH_DIST ?? 'dist-demo'));
  const browser = await launchChromium();
  try {
    const result = await libraryInteraction(
      browser,
      preview.url('general', LIBRARY_PATH),
      Number(process.env.BENCH_RUNS ?? 20),
    );
    console.log(`CPU slowdown ×${result.cpuSlowdown}`);
    console.log(describe('library', result));
    if (result.atScale && 'skipped' in result.atScale)
      console.log(`library ×${result.atScale.factor}: skipped (${result.atScale.skipped})`);
    else if (result.atScale)
      console.log(describe(`library ×${result.atScale.factor}`, result.atScale));
    for (const target of result.targets)
      console.log(
        `${target.name}: ${target.measuredMs.toFixed(1)} ms, target < ${target.targetMs} ms: ${target.met ? 'met' : 'missed'}`,
      );
    if (result.targets.some((target) => !target.met)) process.exitCode = 1;
  } finally {
    await browser.close();
    await preview.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
