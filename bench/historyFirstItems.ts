/**
 * A/B of the history's first items drawn by the page's inline script (plain DOM, before the app
 * loads: src/features/history/frame/firstItems.ts) against the app's list drawn first, a script,
 * not a test. Issue 42 §1: the plain-DOM items stay only if they win at least 100 ms of the
 * largest contentful paint.
 *
 * Two builds for a real backend, the same in all but `VITE_HISTORY_FIRST_ITEMS` (src/config/env.ts):
 * - "inline items": the inline script asks for the list early and draws its first items;
 * - "app list": the inline script asks for the list early (the app takes its answer) and draws
 *   nothing; the app starts once the frame is painted and its screen draws the list.
 * Both against one standalone mock server in the provider state at scale (docs/api/scale.md), on
 * the phone profile: CPU slowed 4× (BENCH_CPU_SLOWDOWN) and Lighthouse's mobile network (150 ms of
 * latency, 1.6 Mbit/s: bench/lib/network.ts), on Lighthouse's phone screen (412 × 823) and on the
 * desktop window of bench/historyInteraction.ts. Per site and screen, logged in, full loads of
 * `/espace-personnel#/historique`, the two builds interleaved (A B A B …, one warm-up round), each
 * load timing in the page:
 * - the largest contentful paint (the browser's last `largest-contentful-paint` entry once the app
 *   has started and shows its own list, and its element);
 * - first items: navigation start to the frame after the list's first item is in the page (as
 *   bench/historyInteraction.ts);
 * - when the list's request left and when its answer had arrived.
 *
 *   npx node bench/historyFirstItems.ts
 *
 * Settings: BENCH_LOAD_RUNS (counted rounds per site, default 7), BENCH_CPU_SLOWDOWN (default 4).
 * Writes bench/results/history-first-items.md and .json, and prints the table.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { startMockServerProcess } from '../scripts/mockServerProcess.ts';
import { slowDown } from './lib/cpuSlowdown.ts';
import { MOBILE_NETWORK } from './lib/network.ts';
import {
  HISTORY_CPU_SLOWDOWN,
  HISTORY_PATH,
  HISTORY_SCREENS,
  ITEM_SELECTOR,
  logIn,
  setScaleState,
  watchFirstItems,
} from './historyInteraction.ts';
import {
  buildApp,
  launchChromium,
  median,
  OUTPUT_DIR,
  ROOT,
  startPreview,
  type Preview,
  type SiteId,
} from './lib/run.ts';

const RESULTS_DIR = join(ROOT, 'bench', 'results');
/** The rule of issue 42 §1: the least gain of the largest paint that keeps the inline items. */
export const KEEP_IF_WIN_MS = 100;

const VARIANTS = [
  { id: 'inline items', env: {} },
  { id: 'app list', env: { VITE_HISTORY_FIRST_ITEMS: 'off' } },
] as const;
type VariantId = (typeof VARIANTS)[number]['id'];

/**
 * The screens measured: Lighthouse's mobile screen (412 × 823, as its phone emulation) and the
 * desktop window of bench/historyInteraction.ts.
 */
const SCREENS = [
  {
    id: 'phone 412×823',
    options: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    },
  },
  { id: 'desktop 1280×900', options: { viewport: { width: 1280, height: 900 } } },
] as const;
type Screen = (typeof SCREENS)[number];

interface Load {
  lcp: number;
  lcpElement: string;
  firstItems: number;
  sent: number;
  answered: number;
}

/** Records the page's largest-contentful-paint entries in `window.__lcp` (an init script). */
function watchLargestPaint() {
  const seen: { time: number; element: string }[] = [];
  (window as unknown as { __lcp: typeof seen }).__lcp = seen;
  const describe = (node: Element | null) => {
    if (!node) return '(removed)';
    const classes = node.getAttribute('class')?.split(/\s+/).slice(0, 2).join('.') ?? '';
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${text}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
      seen.push({ time: entry.startTime, element: describe(entry.element) });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** One full load on the phone profile, read once the app shows its own list. */
async function timeLoad(context: BrowserContext, url: string, rate: number): Promise<Load> {
  const page = await context.newPage();
  try {
    await slowDown(page, rate);
    const session = await context.newCDPSession(page);
    await session.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      (selector) =>
        document.documentElement.hasAttribute('data-app-started') &&
        !document.querySelector('[data-frame-keep]') &&
        document.querySelector(selector) &&
        (window as unknown as { __firstItems?: number }).__firstItems,
      ITEM_SELECTOR,
      { timeout: 90_000, polling: 100 },
    );
    // The app's list painted and a second more: any later, larger paint is in the entries.
    await page.waitForTimeout(1000);
    return await page.evaluate(() => {
      const marks = window as unknown as {
        __firstItems: number;
        __lcp: { time: number; element: string }[];
      };
      const last = marks.__lcp.at(-1);
      const request = (
        performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      ).find((entry) =>
        /\/api\/(history\/list|simulations\/|solutions\/|clusters\/)/.test(entry.name),
      );
      return {
        lcp: last?.time ?? Number.NaN,
        lcpElement: last?.element ?? '(none)',
        firstItems: marks.__firstItems,
        sent: request?.startTime ?? Number.NaN,
        answered: request?.responseEnd ?? Number.NaN,
      };
    });
  } finally {
    await page.close();
  }
}

interface SiteResult {
  site: SiteId;
  screen: Screen['id'];
  loadAverage: string;
  loads: Record<VariantId, Load[]>;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/** Both builds' loads of one site's history, interleaved. */
async function compareSite(
  browser: Browser,
  previews: Record<VariantId, Preview>,
  site: (typeof HISTORY_SCREENS)[number],
  screen: Screen,
  rounds: number,
  rate: number,
  log: (line: string) => void,
): Promise<SiteResult> {
  const contexts = {} as Record<VariantId, BrowserContext>;
  const loads = { 'inline items': [], 'app list': [] } as Record<VariantId, Load[]>;
  const loadAverage = load();
  try {
    for (const variant of VARIANTS) {
      const context = await browser.newContext(screen.options);
      contexts[variant.id] = context;
      await context.addInitScript(watchFirstItems, ITEM_SELECTOR);
      await context.addInitScript(watchLargestPaint);
      const loginPage = await context.newPage();
      // Logged in through the desktop header (the session is the context's, whatever its screen).
      await loginPage.setViewportSize({ width: 1280, height: 900 });
      await logIn(loginPage, previews[variant.id].url(site.site, '/'), site.dialogName);
      await loginPage.close();
    }
    for (let round = 0; round < rounds + 1; round += 1)
      for (const variant of VARIANTS) {
        const url = previews[variant.id].url(site.site, HISTORY_PATH);
        const result = await timeLoad(contexts[variant.id], url, rate);
        log(
          `${site.site} ${screen.id} ${round === 0 ? 'warm-up' : `round ${round}`} ${variant.id}: ` +
            `LCP ${result.lcp.toFixed(0)} ms (${result.lcpElement}), first items ${result.firstItems.toFixed(0)} ms`,
        );
        if (round > 0) loads[variant.id].push(result);
      }
  } finally {
    for (const context of Object.values(contexts)) await context.close();
  }
  return { site: site.site, screen: screen.id, loadAverage, loads };
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');
const medianOf = (loads: Load[], key: 'lcp' | 'firstItems' | 'sent' | 'answered') =>
  median(loads.map((entry) => entry[key]));
const elementsOf = (loads: Load[]) => {
  const counts = new Map<string, number>();
  for (const entry of loads) counts.set(entry.lcpElement, (counts.get(entry.lcpElement) ?? 0) + 1);
  return [...counts].map(([element, count]) => `${count}× ${element}`).join('; ');
};

function table(results: SiteResult[]): string {
  const lines = [
    '| site | screen | variant | loads | LCP median (ms) | LCP samples (ms) | first items median (ms) | first items samples (ms) | list sent / answered, median (ms) | LCP element | load average at the site’s start |',
    '| --- | --- | --- | ---: | ---: | --- | ---: | --- | --- | --- | --- |',
  ];
  for (const result of results)
    for (const variant of VARIANTS) {
      const loads = result.loads[variant.id];
      lines.push(
        `| ${result.site} | ${result.screen} | ${variant.id} | ${loads.length} | ${ms(medianOf(loads, 'lcp'))} | ` +
          `${loads.map((entry) => ms(entry.lcp)).join(', ')} | ${ms(medianOf(loads, 'firstItems'))} | ` +
          `${loads.map((entry) => ms(entry.firstItems)).join(', ')} | ` +
          `${ms(medianOf(loads, 'sent'))} / ${ms(medianOf(loads, 'answered'))} | ` +
          `${elementsOf(loads).replaceAll('|', '\\|')} | ${result.loadAverage} |`,
      );
    }
  return lines.join('\n');
}

function verdicts(results: SiteResult[]): string {
  const lines = [
    '| site | screen | LCP: app list − inline items (ms) | first items: app list − inline items (ms) | inline items win ≥ 100 ms of LCP |',
    '| --- | --- | ---: | ---: | --- |',
  ];
  for (const result of results) {
    const gain =
      medianOf(result.loads['app list'], 'lcp') - medianOf(result.loads['inline items'], 'lcp');
    const items =
      medianOf(result.loads['app list'], 'firstItems') -
      medianOf(result.loads['inline items'], 'firstItems');
    lines.push(
      `| ${result.site} | ${result.screen} | ${ms(gain)} | ${ms(items)} | ${gain >= KEEP_IF_WIN_MS ? 'yes' : 'no'} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const log = (line: string) => console.log(`bench first items: ${line}`);
  const rounds = Number(process.env.BENCH_LOAD_RUNS ?? 7);
  const rate = HISTORY_CPU_SLOWDOWN;
  const started = new Date();
  const loadAtStart = load();
  const server = await startMockServerProcess({ port: 0 });
  log(`standalone mock server on ${server.url}`);
  const previews = {} as Record<VariantId, Preview>;
  try {
    for (const variant of VARIANTS) {
      log(`building '${variant.id}'…`);
      const outDir = join(OUTPUT_DIR, `app-history-${variant.id.replace(' ', '-')}`);
      await buildApp({ outDir, mock: false, apiBaseUrl: server.url, env: variant.env });
      previews[variant.id] = await startPreview(outDir);
    }
    await setScaleState(server.url);
    const browser = await launchChromium();
    const chromium = browser.version();
    const results: SiteResult[] = [];
    try {
      for (const screen of SCREENS)
        for (const site of HISTORY_SCREENS)
          results.push(await compareSite(browser, previews, site, screen, rounds, rate, log));
    } finally {
      await browser.close();
    }
    const header =
      `History's first items: inline items against the app's list, measured ${started.toISOString()} ` +
      `to ${new Date().toISOString()} on ${cpus().length} cores (${cpus()[0]?.model.trim()}); ` +
      `CPU ×${rate}, Lighthouse's mobile network (150 ms, 1.6 Mbit/s); ${rounds} rounds per site and screen ` +
      `after one warm-up, the builds interleaved; load average (1 / 5 / 15 min) ${loadAtStart} at ` +
      `the start, ${load()} at the end; Chromium ${chromium}.`;
    const markdown = `${header}\n\n${table(results)}\n\n${verdicts(results)}\n`;
    await mkdir(RESULTS_DIR, { recursive: true });
    await writeFile(join(RESULTS_DIR, 'history-first-items.md'), markdown);
    await writeFile(
      join(RESULTS_DIR, 'history-first-items.json'),
      `${JSON.stringify({ header, results }, null, 2)}\n`,
    );
    console.log(`\n${markdown}`);
  } finally {
    for (const preview of Object.values(previews)) await preview.stop();
    await server.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
