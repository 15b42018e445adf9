/**
 * Benchmark of a repeat visit with the app's service worker (issue 24: under 0.6 s), on the build for
 * a real backend: each measured page is loaded once at full speed (the worker installs and
 * precaches the app), then loaded again as on a mid-range phone (Lighthouse's mobile model: CPU 4×
 * slower through the DevTools protocol, network 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up)
 * and its largest contentful paint read in the page (PerformanceObserver), from the navigation's
 * start. The throttled network applies to the page's requests; what the worker answers from its
 * caches (the shell, the chunks, the catalogue reads) does not go on the network at all, which is
 * what a repeat visit gains. `npm run bench` may call `repeatVisit`; run alone it builds the app for
 * a real backend against the standalone mock server (both on free ports) and prints the table:
 *
 *   npx node bench/repeatVisit.ts
 *
 * Settings when run alone: BENCH_RUNS (repeat visits per page, default 3; the median is kept).
 * Exits non-zero when a page misses the target.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { startMockServerProcess } from '../scripts/mockServerProcess.ts';
import { CONFIGURATOR_PATH } from './configuratorInteraction.ts';
import { FINDER_PATH } from './finderInteraction.ts';
import { slowDown } from './lib/cpuSlowdown.ts';
import {
  buildApp,
  launchChromium,
  median,
  OUTPUT_DIR,
  startPreview,
  type SiteId,
} from './lib/run.ts';
import { LIBRARY_PATH } from './libraryInteraction.ts';
import { MOBILE_NETWORK } from './lib/network.ts';

/** The target of a repeat visit's largest contentful paint (ms). */
export const REPEAT_VISIT_TARGET_MS = 600;
/** Lighthouse's mobile model: the CPU slowdown and the network (bytes per second). */
export const MOBILE_CPU_SLOWDOWN = 4;
export { MOBILE_NETWORK };

/** The pages the benchmark measures (bench/bench.ts). */
export const REPEAT_VISIT_PAGES: { site: SiteId; path: string }[] = [
  { site: 'general', path: '/' },
  { site: 'general', path: FINDER_PATH },
  { site: 'general', path: '/donnees-environnementales/' },
  { site: 'general', path: LIBRARY_PATH },
  { site: 'floor', path: '/' },
  { site: 'floor', path: CONFIGURATOR_PATH },
  { site: 'carbon', path: '/' },
  { site: 'carbon', path: '/simuler-mon-empreinte-carbone/' },
];

export interface RepeatVisitRow {
  site: SiteId;
  path: string;
  /** Largest contentful paint of each repeat visit (ms). */
  samples: number[];
  median: number;
  /** Every repeat visit was answered by the worker. */
  fromWorker: boolean;
  met: boolean;
}

/** Keeps the page's latest largest-contentful-paint candidate in `window.__lcp`. */
function observeLcp() {
  const holder = window as unknown as { __lcp?: number };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) holder.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function readLcp(page: Page): Promise<number> {
  // The paint of the page's heading, then a moment for a later, larger one.
  await page
    .locator('main :is(h1, h2)')
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 })
    .catch(() => undefined);
  await page.waitForTimeout(1_000);
  return page.evaluate(() => (window as unknown as { __lcp?: number }).__lcp ?? Number.NaN);
}

/** Loads each page once, then `runs` repeat visits as on a phone; one row per page. */
export async function repeatVisit(
  browser: Browser,
  url: (site: SiteId, path: string) => string,
  runs = 3,
): Promise<RepeatVisitRow[]> {
  const rows: RepeatVisitRow[] = [];
  for (const { site, path } of REPEAT_VISIT_PAGES) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addInitScript(observeLcp);
    const page = await context.newPage();
    const samples: number[] = [];
    let fromWorker = true;
    try {
      await page.goto(url(site, path), { waitUntil: 'load' });
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      await slowDown(page, MOBILE_CPU_SLOWDOWN);
      const session = await context.newCDPSession(page);
      await session.send('Network.enable');
      await session.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
      for (let run = 0; run < runs; run += 1) {
        await page.goto(url(site, path), { waitUntil: 'load', timeout: 60_000 });
        samples.push(await readLcp(page));
        fromWorker &&= await page.evaluate(() => navigator.serviceWorker.controller !== null);
      }
    } finally {
      await context.close();
    }
    const value = median(samples);
    rows.push({
      site,
      path,
      samples,
      median: value,
      fromWorker,
      met: fromWorker && value < REPEAT_VISIT_TARGET_MS,
    });
  }
  return rows;
}

export function repeatVisitTable(rows: RepeatVisitRow[]): string {
  return [
    `| site | page | repeat-visit LCP, median (ms) | samples (ms) | served by the worker | target < ${REPEAT_VISIT_TARGET_MS} ms |`,
    '| --- | --- | ---: | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.site} | ${row.path} | ${Math.round(row.median)} | ${row.samples.map((sample) => Math.round(sample)).join(', ')} | ${row.fromWorker ? 'yes' : 'NO'} | ${row.met ? 'met' : 'MISSED'} |`,
    ),
  ].join('\n');
}

async function main(): Promise<number> {
  const mockServer = await startMockServerProcess();
  const dir = join(OUTPUT_DIR, 'app-repeat-visit');
  try {
    await buildApp({ outDir: dir, mock: false, apiBaseUrl: mockServer.url });
    const preview = await startPreview(dir);
    const browser = await launchChromium();
    try {
      const rows = await repeatVisit(
        browser,
        (site, path) => preview.url(site, path),
        Math.max(1, Number(process.env.BENCH_RUNS ?? 3)),
      );
      console.log(`\n${repeatVisitTable(rows)}\n`);
      const missed = rows.filter((row) => !row.met);
      if (missed.length)
        console.error(
          `repeat visit: ${missed.length} page(s) missed ${REPEAT_VISIT_TARGET_MS} ms: ${missed.map((row) => `${row.site} ${row.path}`).join(', ')}`,
        );
      return missed.length ? 1 : 0;
    } finally {
      await browser.close();
      await preview.stop();
    }
  } finally {
    await mockServer.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = await main();
