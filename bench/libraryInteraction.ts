/**
 * Benchmark of the PSI library's interaction, a script, not a test: a box of 'Type de bâtiment'
 * ticked or unticked with the mouse in the filter panel, with every rupteur tab open (only the
 * values in view are in the page), measured by the interaction clock (bench/lib/interactionClock.ts)
 * at the benchmark's CPU slowdown. The phone is held in landscape (823 × 412): below 720 px the
 * filters are a dialog whose ticks apply only on 'Valider', another interaction.
 *
 * Then the same interaction on a library ten times today's size (BENCH_LIBRARY_SCALE, default 10;
 * 1 skips it): when the build talks to the standalone mock server, its provider state
 * 'the PSI library at ten times its size' (docs/api/scale.md) serves each PSI value ten times, and
 * the server is reset after. A build with its embedded mock backend has no such server: the row at
 * scale is then not measured, with why.
 *
 * Run alone (after `npm run build:demo`, or with BENCH_DIST pointing at another build):
 *   npx node bench/libraryInteraction.ts   (Node 24 of the dev dependencies: no transpiler)
 * For the build for a real backend: `npm run build:e2e-real`, the standalone mock server on 8788
 * (`MOCK_SERVER_PORT=8788 npm run mock-server`), then `BENCH_DIST=dist-real npx node bench/libraryInteraction.ts`.
 * Settings: BENCH_DIST (default dist-demo), BENCH_RUNS (default 20), BENCH_CPU_SLOWDOWN (default 4),
 * BENCH_LIBRARY_SCALE (default 10). Run alone, the exit code is 1 when a row misses its targets.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { CPU_SLOWDOWN, PHONE_LANDSCAPE, slowDown } from './lib/cpuSlowdown.ts';
import { buildOf } from './lib/formInteraction.ts';
import {
  installInteractionClock,
  sampleInteractions,
  waitUntilQuiet,
  type RowSamples,
} from './lib/interactionClock.ts';
import { interactionTable, rowVerdict, type InteractionRow } from './lib/interactionRows.ts';
import { launchChromium, ROOT, startPreview } from './lib/run.ts';

export const LIBRARY_PATH = '/bibliotheque';
/** BENCH_LIBRARY_SCALE: how many times today's library the run at scale serves (1: no such run). */
export const LIBRARY_SCALE = Math.max(
  1,
  Math.round(Number(process.env.BENCH_LIBRARY_SCALE ?? 10)) || 1,
);
/** The mock server's provider state of the library at scale (mock-server/states/scaleStates.ts). */
export const LIBRARY_SCALE_STATE = 'the PSI library at ten times its size';
const SEARCH_PATH = '/api/filters/bibliotheque';
export const LIBRARY_ROW = "PSI library: a 'Type de bâtiment' box ticked or unticked";
/** The box ticked and unticked: a value of 'Type de bâtiment'. */
const BUILDING_TYPE_BOX = 'Logement collectif';

export interface LibraryOptions {
  /** How many times today's library the run at scale serves (default BENCH_LIBRARY_SCALE; 1: none). */
  scale?: number;
}

/** The row of today's library and, when BENCH_LIBRARY_SCALE > 1, the row at scale. */
export type LibraryRows = Pick<InteractionRow, 'name' | 'samples' | 'failures' | 'unreachable'>[];

/**
 * Opens the library at `url` with every tab of 'Plancher intermédiaire' + façade open; returns the
 * origin its searches go to (the standalone mock server's, for a build for a real backend).
 */
async function openLibrary(page: Page, url: string): Promise<string> {
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
  await waitUntilQuiet(page);
  return api;
}

/** Times `runs` ticks and unticks of the box in the open library, after two warm-ups. */
function timeFilterChanges(page: Page, runs: number): Promise<RowSamples> {
  const box = page.getByRole('checkbox', { name: BUILDING_TYPE_BOX, exact: true }).first();
  return sampleInteractions(page, [() => box.click()], runs);
}

/** Opens the library and measures; the row is not measured when the library cannot be opened. */
async function libraryRow(browser: Browser, url: string, runs: number, name: string) {
  const context = await browser.newContext(PHONE_LANDSCAPE);
  try {
    const page = await context.newPage();
    await installInteractionClock(page);
    await slowDown(page);
    let api = '';
    try {
      api = await openLibrary(page, url);
    } catch (error) {
      const reason = (error as Error).message.split('\n')[0];
      return {
        api,
        row: { name, samples: [], failures: [], unreachable: `the library not opened (${reason})` },
      };
    }
    return { api, row: { name, ...(await timeFilterChanges(page, runs)) } };
  } finally {
    await context.close();
  }
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

/**
 * Opens the library at `url` and times `runs` filter changes; then the same on the library
 * `options.scale` times its size, when a standalone mock server answers the build's searches.
 */
export async function libraryInteraction(
  browser: Browser,
  url: string,
  runs = 20,
  { scale = LIBRARY_SCALE }: LibraryOptions = {},
): Promise<LibraryRows> {
  const today = await libraryRow(browser, url, runs, LIBRARY_ROW);
  if (scale <= 1) return [today.row];
  const name = `PSI library at ${scale}× its data: the same box ticked or unticked`;
  const api = today.api;
  if (!api || api === new URL(url).origin)
    return [
      today.row,
      {
        name,
        samples: [],
        failures: [],
        unreachable: 'the searches are answered by the embedded mock backend, not a server',
      },
    ];
  await mockState(api, LIBRARY_SCALE_STATE, { factor: scale });
  try {
    return [today.row, (await libraryRow(browser, url, runs, name)).row];
  } finally {
    await fetch(`${api}/__mock/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  }
}

async function main() {
  const preview = await startPreview(resolve(ROOT, process.env.BENCH_DIST ?? 'dist-demo'));
  const browser = await launchChromium();
  try {
    const rows = (
      await libraryInteraction(
        browser,
        preview.url('general', LIBRARY_PATH),
        Number(process.env.BENCH_RUNS ?? 20),
      )
    ).map((row) => ({ ...row, build: buildOf(), specDelayMs: 0 }));
    console.log(`CPU ×${CPU_SLOWDOWN}, phone in landscape\n\n${interactionTable(rows)}`);
    if (rows.some((row) => rowVerdict(row).verdict !== 'met')) process.exitCode = 1;
  } finally {
    await browser.close();
    await preview.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
