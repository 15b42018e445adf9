/**
 * `npm run bench:interactions`: every interaction row, measured as the user sees it (the clock:
 * bench/lib/interactionClock.ts), a script, not a test.
 *
 * 1. Starts the standalone mock server on a free port and builds the app for a real backend pointed
 *    at it (the build users get), the app with its embedded mock backend (the demo, reported for
 *    information: its mock computes in the page's own thread) and the bare React + Chakra
 *    reference page, into the git-ignored bench/.output/.
 * 2. Measures every row on the build for a real backend (bench/lib/interactionSuite.ts), the
 *    reference page's click, then the demo's rows; the phone profile, CPU ×4 (BENCH_CPU_SLOWDOWN).
 * 3. Writes bench/results/interactions.json and .md, the tables of docs/performance.md
 *    (bench/writeDocs.ts), and exits non-zero when a row of the build for a real backend misses a
 *    target or is not measured.
 *
 * Settings: BENCH_RUNS (samples per row after two warm-ups, default 20), BENCH_CPU_SLOWDOWN
 * (default 4), BENCH_DEMO=0 (no demo rows), BENCH_LIBRARY_SCALE (default 10).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startMockServerProcess } from '../scripts/mockServerProcess.ts';
import { CPU_SLOWDOWN } from './lib/cpuSlowdown.ts';
import { failingRows, interactionTable, type InteractionRow } from './lib/interactionRows.ts';
import { interactionSuite } from './lib/interactionSuite.ts';
import { runEntryOf, type RunEntry } from './lib/runHistory.ts';
import { machineAtStart, type RunInfo } from './lib/os.ts';
import {
  buildApp,
  buildReference,
  launchChromium,
  OUTPUT_DIR,
  ROOT,
  startPreview,
} from './lib/run.ts';
import { REFERENCE_ROW, referenceInteraction } from './referenceInteraction.ts';
import { writeDocs } from './writeDocs.ts';

export const INTERACTIONS_RESULT = join(ROOT, 'bench', 'results', 'interactions.json');
/** Every run's entry (bench/lib/runHistory.ts), appended at each run. */
export const INTERACTION_RUNS = join(ROOT, 'bench', 'results', 'interaction-runs.json');

/** The commit measured: its short hash, '+' when the tree had changes besides the bench's results. */
function commitMeasured(): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    const changed = git(
      'status',
      '--porcelain',
      '--',
      '.',
      ':!bench/results',
      ':!docs/performance.md',
    );
    return `${git('rev-parse', '--short', 'HEAD')}${changed ? '+' : ''}`;
  } catch {
    return 'unknown';
  }
}

/** What bench/results/interactions.json holds. */
export interface InteractionsResult extends RunInfo {
  cpuSlowdown: number;
  rows: InteractionRow[];
}

const runs = Number(process.env.BENCH_RUNS ?? 20);
const log = (line: string) => console.log(`bench interactions: ${line}`);
const run = machineAtStart();
const commit = commitMeasured();

const mockServer = await startMockServerProcess();
log(`standalone mock server on ${mockServer.url}; building`);
const realDir = join(OUTPUT_DIR, 'interactions-real');
const demoDir = join(OUTPUT_DIR, 'interactions-demo');
const referenceDir = join(OUTPUT_DIR, 'interactions-reference');
const rows: InteractionRow[] = [];
let chromium = '';
try {
  await buildApp({ outDir: realDir, mock: false, apiBaseUrl: mockServer.url });
  await buildApp({ outDir: demoDir, mock: true });
  await buildReference(referenceDir);
  const browser = await launchChromium();
  chromium = browser.version();
  try {
    const real = await startPreview(realDir);
    try {
      const suite = await interactionSuite(browser, {
        build: 'real',
        url: real.url,
        apiUrl: mockServer.url,
        runs,
        log,
      });
      rows.push(...suite.rows);
    } finally {
      await real.stop();
    }
    const reference = await startPreview(referenceDir);
    try {
      log(REFERENCE_ROW);
      rows.push({
        name: REFERENCE_ROW,
        build: 'real',
        specDelayMs: 0,
        informational: true,
        ...(await referenceInteraction(browser, reference.url('general', '/'), runs)),
      });
    } finally {
      await reference.stop();
    }
    if (process.env.BENCH_DEMO !== '0') {
      const demo = await startPreview(demoDir);
      try {
        const suite = await interactionSuite(browser, {
          build: 'demo',
          url: demo.url,
          apiUrl: null,
          runs,
          informational: true,
          log,
        });
        rows.push(...suite.rows);
      } finally {
        await demo.stop();
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await mockServer.stop();
}

const result: InteractionsResult = {
  ...run.end(chromium),
  cpuSlowdown: CPU_SLOWDOWN,
  rows,
};
mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(INTERACTIONS_RESULT, JSON.stringify(result, null, 2));
const table = interactionTable(rows);
writeFileSync(INTERACTIONS_RESULT.replace(/\.json$/, '.md'), `${table}\n`);
const history = existsSync(INTERACTION_RUNS)
  ? (JSON.parse(readFileSync(INTERACTION_RUNS, 'utf8')) as RunEntry[])
  : [];
history.push(runEntryOf(result, rows, commit));
writeFileSync(INTERACTION_RUNS, `${JSON.stringify(history, null, 2)}\n`);
console.log(`\n${table}\n`);
await writeDocs();
const failing = failingRows(rows);
if (failing.length) {
  log(
    `${failing.length} row(s) missed or not measured: ${failing.map((row) => row.name).join('; ')}`,
  );
  process.exitCode = 1;
}
