/**
 * Runs the browser journeys against the production build.
 *
 * 1. Starts `vite preview` on a fixed port over the existing `dist/` (built beforehand by
 *    `npm run build`).
 * 2. Waits until it answers.
 * 3. Runs every `e2e/journeys/*.e2e.ts` file with Node's test runner in a child process, with the
 *    server address in `E2E_BASE_URL`.
 * 4. Stops the server and exits with the test runner's exit code.
 *
 * Every wait is bounded and the server is stopped in all cases, so the command never hangs.
 * Settings: `E2E_PORT` (default 4180), `E2E_CONCURRENCY` (journey files at once, default 2),
 * `E2E_FILES` (comma-separated parts of journey file names: run only those), `E2E_DIST` (the built
 * app to serve, default `dist/`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST_DIR = resolve(ROOT, process.env.E2E_DIST ?? 'dist');
const DIST_INDEX = join(DIST_DIR, 'index.html');
const JOURNEYS_DIR = join(ROOT, 'e2e', 'journeys');
const ARTIFACTS_DIR = join(ROOT, 'e2e', 'artifacts');
const VITE_BIN = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

const PORT = Number(process.env.E2E_PORT ?? 4180);
const HOST = '127.0.0.1';
/** How many journey files run at once, each in its own process with its own browser. */
const CONCURRENCY = Number(process.env.E2E_CONCURRENCY ?? 2);
const BASE_URL = `http://${HOST}:${PORT}`;
/** Parts of journey file names to run; empty runs them all. */
const ONLY = (process.env.E2E_FILES ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean);

/** How long the preview server may take to answer. */
const SERVER_START_TIMEOUT_MS = 30_000;
/** How long one test may take (passed to the test runner). */
const TEST_TIMEOUT_MS = 60_000;
/** How long the whole test run may take before it is stopped. */
const RUN_TIMEOUT_MS = 12 * 60_000;
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

/** True when nothing listens on HOST:PORT yet (another server would answer in place of ours). */
function portIsFree(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(PORT, HOST, () => probe.close(() => resolve(true)));
  });
}

/** Polls the server until it answers with a success status, the time limit passes or it exits. */
async function waitForServer(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  let lastError = '';
  while (Date.now() < deadline) {
    if (hasExited(server)) {
      throw new Error(
        `vite preview stopped before answering (exit code ${server.exitCode ?? server.signalCode}). ` +
          `Is port ${PORT} already in use? See e2e/artifacts/preview.log.`,
      );
    }
    try {
      const response = await fetch(`${BASE_URL}/`, { signal: AbortSignal.timeout(2_000) });
      // The app's page, not some other server's.
      if (response.ok && (await response.text()).includes('id="root"')) return;
    } catch (error) {
      // Not listening yet (or a port that fetch refuses, such as 4190).
      const cause = (error as { cause?: { message?: string } }).cause;
      lastError = cause?.message ?? String(error);
    }
    await sleep(200);
  }
  throw new Error(
    `vite preview did not answer on ${BASE_URL} within ${SERVER_START_TIMEOUT_MS} ms` +
      (lastError ? ` (last error: ${lastError}).` : '.'),
  );
}

function journeyFiles(): string[] {
  if (!existsSync(JOURNEYS_DIR)) return [];
  return readdirSync(JOURNEYS_DIR)
    .filter((name) => name.endsWith('.e2e.ts'))
    .filter((name) => ONLY.length === 0 || ONLY.some((part) => name.includes(part)))
    .sort()
    .map((name) => relative(ROOT, join(JOURNEYS_DIR, name)));
}

async function main(): Promise<number> {
  if (!existsSync(DIST_INDEX)) {
    fail(`${relative(ROOT, DIST_INDEX)} is missing: build the app first with \`npm run build\`.`);
  }
  const files = journeyFiles();
  if (files.length === 0) fail('no journey found in e2e/journeys/*.e2e.ts.');

  if (!(await portIsFree())) {
    fail(`port ${PORT} on ${HOST} is already in use: stop what listens there or set E2E_PORT.`);
  }

  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  // Screenshots of failures from an earlier run would be misleading.
  for (const name of readdirSync(ARTIFACTS_DIR)) {
    if (name.startsWith('failure-') && name.endsWith('.png')) rmSync(join(ARTIFACTS_DIR, name));
  }
  const serverLog = createWriteStream(join(ARTIFACTS_DIR, 'preview.log'));

  let server: ChildProcess | undefined;
  let tests: ChildProcess | undefined;
  const stopAll = async () => {
    await Promise.all([stop(tests), stop(server)]);
  };
  const onSignal = (name: NodeJS.Signals) => {
    void stopAll().finally(() => process.exit(name === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    console.log(`e2e: starting vite preview on ${BASE_URL}`);
    server = spawn(
      process.execPath,
      [
        VITE_BIN,
        'preview',
        '--host',
        HOST,
        '--port',
        String(PORT),
        '--strictPort',
        '--outDir',
        DIST_DIR,
      ],
      { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    server.stdout?.pipe(serverLog);
    server.stderr?.pipe(serverLog);
    await waitForServer(server);
    console.log(`e2e: running ${files.length} journey file(s)`);

    tests = spawn(
      process.execPath,
      [
        '--test',
        `--test-concurrency=${CONCURRENCY}`,
        '--test-reporter=spec',
        `--test-timeout=${TEST_TIMEOUT_MS}`,
        ...files,
      ],
      {
        cwd: ROOT,
        detached: true,
        stdio: 'inherit',
        env: { ...process.env, E2E_BASE_URL: BASE_URL },
      },
    );
    const testRun = tests;
    const finished = await waitForExit(testRun, RUN_TIMEOUT_MS);
    if (!finished) {
      console.error(`e2e: the test run took more than ${RUN_TIMEOUT_MS} ms and was stopped.`);
      return 1;
    }
    return testRun.exitCode ?? 1;
  } catch (error) {
    console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await stopAll();
    serverLog.end();
  }
}

// Exit explicitly so that no leftover handle can keep the process alive.
process.exit(await main());
