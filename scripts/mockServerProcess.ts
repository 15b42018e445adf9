/**
 * Starts the standalone mock server (mock-server/server.ts) in a child process on a free port, for
 * the scripts that need a running backend (Pact verification, benchmark), and stops it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = join(ROOT, 'mock-server', 'server.ts');
const START_TIMEOUT_MS = 30_000;
const STOP_GRACE_MS = 3_000;

export interface MockServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** No log line per request (default true). */
  quiet?: boolean;
  /** Extra arguments for Node (e.g. '--cpu-prof'). */
  nodeArgs?: string[];
  /**
   * The data file (MOCK_SERVER_DATA). Without it the server keeps nothing, even when the caller's
   * environment sets MOCK_SERVER_DATA: the verification and the benchmark reset the data at will.
   */
  dataFile?: string;
  /** The seed mode (MOCK_SERVER_SEED): 'full' by default, 'catalogue' for no account at all. */
  seed?: 'full' | 'catalogue';
  /** More settings of the server (MOCK_SERVER_SECRET, MOCK_SERVER_STATE_TOKENS…). */
  env?: Record<string, string>;
  /** The port (default 0: a free one), for a build made for a given API address. */
  port?: number;
}

/** Runs the server with the same Node and the same TypeScript loader as `npm run mock-server`. */
export function startMockServerProcess({
  quiet = true,
  nodeArgs = [],
  dataFile,
  seed = 'full',
  env: extra = {},
  port = 0,
}: StartOptions = {}): Promise<MockServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extra,
    MOCK_SERVER_PORT: String(port),
    MOCK_SERVER_QUIET: quiet ? '1' : '0',
    MOCK_SERVER_SEED: seed,
  };
  if (dataFile) env.MOCK_SERVER_DATA = dataFile;
  else delete env.MOCK_SERVER_DATA;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', SERVER_ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve();
        return;
      }
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      child.once('exit', () => {
        clearTimeout(killer);
        resolve();
      });
      child.kill('SIGTERM');
    });

  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The mock server did not start within ${START_TIMEOUT_MS} ms.\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Mock server listening on (http:\/\/\S+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      // Keep forwarding the server's log lines (if not quiet) after the start-up line.
      child.stdout?.off('data', onData);
      child.stdout?.pipe(process.stdout);
      resolve({ url: match[1]!, child, stop });
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The mock server exited (${code ?? signal}) before listening.\n${output}`));
    });
  });
}
