/**
 * Runs the browser journeys, in up to three modes:
 *
 * - `embedded`: the production build with the embedded mock backend (`dist/`, built by
 *   `npm run build`), served by `vite preview` on 127.0.0.1:4180;
 * - `real`: the build for a real backend (`dist-real/`, built by `npm run build:e2e-real` with
 *   `VITE_MOCK_API=off` and the API on http://127.0.0.1:8788), served by `vite preview` on :4181, its
 *   API answered by the standalone mock server on :8788, another origin. The journeys share that
 *   server: they run one file at a time, and each journey starts from the seed (`POST /__mock/reset`);
 * - `dev`: the development server (`vite`, embedded mock, StrictMode's double effects) on :4182, for
 *   the journeys named `*.dev.e2e.ts` (the other modes skip those).
 *
 * Each journey file runs with Node's test runner in a child process, with `E2E_MODE`, the app's
 * address in `E2E_BASE_URL` and, in `real` mode, the API's in `E2E_API_URL`. Every wait is bounded and
 * the servers are stopped in all cases, so the command never hangs. It exits non-zero when a mode
 * failed.
 *
 * Settings: `E2E_MODES` (comma-separated, default `embedded,real,dev`), `E2E_CONCURRENCY` (journey
 * files at once in the embedded mode, default 2), `E2E_FILES` (comma-separated parts of journey file
 * names: run only those), `E2E_DIST` / `E2E_DIST_REAL` (the builds to serve).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const JOURNEYS_DIR = join(ROOT, 'e2e', 'journeys');
const ARTIFACTS_DIR = join(ROOT, 'e2e', 'artifacts');
const VITE_BIN = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const HOST = '127.0.0.1';

/** The address the `real` build was made for (`npm run build:e2e-real`). */
const REAL_API_PORT = 8788;

type Mode = 'embedded' | 'real' | 'dev';
const ALL_MODES: readonly Mode[] = ['embedded', 'real', 'dev'];

interface Stage {
  mode: Mode;
  port: number;
  /** The built app served by `vite preview`; none for the development server. */
  dist?: string;
  /** The standalone mock server's port, for the build for a real backend. */
  apiPort?: number;
  concurrency: number;
}

const STAGES: Record<Mode, Stage> = {
  embedded: {
    mode: 'embedded',
    port: 4180,
    dist: resolve(ROOT, process.env.E2E_DIST ?? 'dist-demo'),
    concurrency: Number(process.env.E2E_CONCURRENCY ?? 2),
  },
  real: {
    mode: 'real',
    port: 4181,
    dist: resolve(ROOT, process.env.E2E_DIST_REAL ?? 'dist-real'),
    apiPort: REAL_API_PORT,
    concurrency: 1,
  },
  dev: { mode: 'dev', port: 4182, concurrency: 1 },
};

const MODES = (process.env.E2E_MODES ?? ALL_MODES.join(','))
  .split(',')
  .map((mode) => mode.trim())
  .filter(Boolean) as Mode[];

/** Parts of journey file names to run; empty runs them all. */
const ONLY = (process.env.E2E_FILES ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean);

/** How long a server may take to answer. */
const SERVER_START_TIMEOUT_MS = 60_000;
/** How long one test may take (passed to the test runner). */
const TEST_TIMEOUT_MS = 90_000;
/** How long the test run of one mode may take before it is stopped. */
const RUN_TIMEOUT_MS = 20 * 60_000;
/** How long a process may take to stop after SIGTERM before it gets SIGKILL. */
const STOP_GRACE_MS = 3_000;

function fail(message: string): never {
  console.error(`e2e: ${message}`);
  process.exit(1);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Waits for a child process to end, or for `ms` milliseconds; true when it ended. */
function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (hasExited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Sends a signal to a detached child and to its process group. */
function signal(child: ChildProcess, name: NodeJS.Signals): void {
  if (child.pid === undefined || hasExited(child)) return;
  try {
    process.kill(-child.pid, name);
  } catch {
    try {
      child.kill(name);
    } catch {
      // Already gone.
    }
  }
}

/** Stops a child: SIGTERM, then SIGKILL if it is still there after a short grace period. */
async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || hasExited(child)) return;
  signal(child, 'SIGTERM');
  if (!(await waitForExit(child, STOP_GRACE_MS))) {
    signal(child, 'SIGKILL');
    await waitForExit(child, STOP_GRACE_MS);
  }
}

/** True when nothing listens on HOST:port yet (another server would answer in place of ours). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

/**
 * Polls `url` until `accepts` says the answer is the expected server's, the time limit passes or the
 * server exits.
 */
async function waitForServer(
  name: string,
  server: ChildProcess,
  url: string,
  accepts: (response: Response) => Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  let lastError = '';
  while (Date.now() < deadline) {
    if (hasExited(server)) {
      throw new Error(
        `${name} stopped before answering (exit code ${server.exitCode ?? server.signalCode}). ` +
          `See e2e/artifacts/${name}.log.`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (await accepts(response)) return;
    } catch (error) {
      // Not listening yet.
      const cause = (error as { cause?: { message?: string } }).cause;
      lastError = cause?.message ?? String(error);
    }
    await sleep(250);
  }
  throw new Error(
    `${name} did not answer on ${url} within ${SERVER_START_TIMEOUT_MS} ms` +
      (lastError ? ` (last error: ${lastError}).` : '.'),
  );
}

/** The app's page, not some other server's. */
const isAppPage = async (response: Response) =>
  response.ok && (await response.text()).includes('id="root"');

/** Any JSON answer of the standalone mock server (its unknown-operation 404 included). */
const isMockServer = async (response: Response) =>
  (response.headers.get('content-type') ?? '').includes('application/json');

function journeyFiles(mode: Mode): string[] {
  if (!existsSync(JOURNEYS_DIR)) return [];
  return readdirSync(JOURNEYS_DIR)
    .filter((name) => name.endsWith('.e2e.ts'))
    .filter((name) => name.endsWith('.dev.e2e.ts') === (mode === 'dev'))
    .filter((name) => ONLY.length === 0 || ONLY.some((part) => name.includes(part)))
    .sort()
    .map((name) => relative(ROOT, join(JOURNEYS_DIR, name)));
}

/** Starts a detached child whose output goes to e2e/artifacts/{name}.log. */
function startLogged(name: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const log = createWriteStream(join(ARTIFACTS_DIR, `${name}.log`));
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  child.once('exit', () => log.end());
  return child;
}

const running = new Set<ChildProcess>();

async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stop(child)));
  running.clear();
}

function track(child: ChildProcess): ChildProcess {
  running.add(child);
  return child;
}

/** Starts the servers of a stage, runs its journeys, stops the servers; the runner's exit code. */
async function runStage(stage: Stage, files: string[]): Promise<number> {
  const baseUrl = `http://${HOST}:${stage.port}`;
  for (const port of [stage.port, stage.apiPort].filter((p): p is number => p !== undefined)) {
    if (!(await portIsFree(port))) {
      throw new Error(`port ${port} on ${HOST} is already in use: stop what listens there.`);
    }
  }
  if (stage.dist && !existsSync(join(stage.dist, 'index.html'))) {
    const build = stage.mode === 'real' ? 'npm run build:e2e-real' : 'npm run build';
    throw new Error(`${relative(ROOT, stage.dist)}/index.html is missing: run \`${build}\` first.`);
  }
  try {
    const env: NodeJS.ProcessEnv = { E2E_MODE: stage.mode, E2E_BASE_URL: baseUrl };
    if (stage.apiPort !== undefined) {
      const apiUrl = `http://${HOST}:${stage.apiPort}`;
      console.log(`e2e [${stage.mode}]: starting the standalone mock server on ${apiUrl}`);
      const api = track(
        startLogged('mock-server', ['--import', 'tsx', 'mock-server/server.ts'], {
          MOCK_SERVER_PORT: String(stage.apiPort),
          MOCK_SERVER_HOST: HOST,
          MOCK_SERVER_QUIET: '1',
        }),
      );
      await waitForServer('mock-server', api, `${apiUrl}/__e2e-ready`, isMockServer);
      env.E2E_API_URL = apiUrl;
    }
    const viteArgs = stage.dist
      ? ['preview', '--outDir', stage.dist]
      : ['--clearScreen', 'false', '--mode', 'development'];
    const name = stage.dist ? `preview-${stage.mode}` : 'dev-server';
    console.log(
      `e2e [${stage.mode}]: starting vite ${stage.dist ? 'preview' : '(development server)'} on ${baseUrl}`,
    );
    const app = track(
      startLogged(name, [
        VITE_BIN,
        ...viteArgs,
        '--host',
        HOST,
        '--port',
        String(stage.port),
        '--strictPort',
      ]),
    );
    await waitForServer(name, app, `${baseUrl}/`, isAppPage);

    console.log(`e2e [${stage.mode}]: running ${files.length} journey file(s)`);
    const tests = track(
      spawn(
        process.execPath,
        [
          '--test',
          `--test-concurrency=${stage.concurrency}`,
          '--test-reporter=spec',
          `--test-timeout=${TEST_TIMEOUT_MS}`,
          ...files,
        ],
        { cwd: ROOT, detached: true, stdio: 'inherit', env: { ...process.env, ...env } },
      ),
    );
    const finished = await waitForExit(tests, RUN_TIMEOUT_MS);
    if (!finished) {
      console.error(
        `e2e [${stage.mode}]: the run took more than ${RUN_TIMEOUT_MS} ms and was stopped.`,
      );
      return 1;
    }
    return tests.exitCode ?? 1;
  } finally {
    await stopAll();
  }
}

async function main(): Promise<number> {
  const unknown = MODES.filter((mode) => !ALL_MODES.includes(mode));
  if (unknown.length > 0) fail(`unknown mode(s) in E2E_MODES: ${unknown.join(', ')}.`);

  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  // Screenshots of failures from an earlier run would be misleading.
  for (const name of readdirSync(ARTIFACTS_DIR)) {
    if (name.startsWith('failure-') && name.endsWith('.png')) rmSync(join(ARTIFACTS_DIR, name));
  }
  const onSignal = (name: NodeJS.Signals) => {
    void stopAll().finally(() => process.exit(name === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const failed: Mode[] = [];
  let ran = 0;
  for (const mode of MODES) {
    const files = journeyFiles(mode);
    if (files.length === 0) continue;
    ran += files.length;
    try {
      if ((await runStage(STAGES[mode], files)) !== 0) failed.push(mode);
    } catch (error) {
      console.error(`e2e [${mode}]: ${error instanceof Error ? error.message : String(error)}`);
      failed.push(mode);
    }
  }
  if (ran === 0) fail('no journey found in e2e/journeys/*.e2e.ts.');
  if (failed.length > 0) {
    console.error(`e2e: journeys failed in mode(s): ${failed.join(', ')}.`);
    return 1;
  }
  console.log(`e2e: every journey passed in mode(s): ${MODES.join(', ')}.`);
  return 0;
}

// Exit explicitly so that no leftover handle can keep the process alive.
process.exit(await main());
