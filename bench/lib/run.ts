/**
 * Shared plumbing of the budget and the benchmark: builds with the app's toolchain, a preview
 * server on a free port, Chromium with the flags of the browser journeys.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

export const ROOT = resolve(import.meta.dirname, '..', '..');
/** Where the budget and the benchmark build (git-ignored; never dist/ or dist-demo/, which others use). */
export const OUTPUT_DIR = join(ROOT, 'bench', '.output');
const VITE_BIN = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The host names of the three sites (Chromium resolves *.localhost to loopback). */
export const SITE_HOSTS = {
  general: 'localhost',
  floor: 'plancher.localhost',
  carbon: 'carbone.localhost',
} as const;
export type SiteId = keyof typeof SITE_HOSTS;
export const SITES = Object.keys(SITE_HOSTS) as SiteId[];

function run(args: string[], env: Record<string, string | undefined>): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

export interface AppBuildOptions {
  outDir: string;
  /** false: the build meant for a real backend (VITE_MOCK_API=off). */
  mock: boolean;
  /** VITE_API_BASE_URL of the build, if any. */
  apiBaseUrl?: string;
  /** More build settings (e.g. a variant compared by a benchmark: VITE_HISTORY_FIRST_ITEMS). */
  env?: Record<string, string>;
  /** More arguments of `vite build` (e.g. `--minify false --sourcemap` for a profile). */
  args?: string[];
}

/** `vite build` of the app with its own configuration, plus the chunk map. */
export function buildApp({
  outDir,
  mock,
  apiBaseUrl,
  env,
  args = [],
}: AppBuildOptions): Promise<void> {
  return run(
    [
      VITE_BIN,
      'build',
      '--config',
      join(ROOT, 'bench', 'vite.budget.config.ts'),
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
      ...args,
    ],
    {
      VITE_MOCK_API: mock ? undefined : 'off',
      ...(apiBaseUrl ? { VITE_API_BASE_URL: apiBaseUrl } : {}),
      ...env,
    },
  );
}

/** `vite build` of the bare React + Chakra reference page (or of the heavier test page). */
export function buildReference(outDir: string, page: 'bare' | 'heavy' = 'bare'): Promise<void> {
  return run(
    [
      VITE_BIN,
      'build',
      '--config',
      join(ROOT, 'bench', 'reference', 'vite.config.ts'),
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    { REFERENCE_PAGE: page, VITE_MOCK_API: undefined },
  );
}

/** Ports that browsers and fetch refuse (the "bad ports" of the Fetch standard, near ours). */
const REFUSED_PORTS = new Set([
  4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080,
]);

/** A free port on 127.0.0.1 that browsers accept. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((done, fail) => {
      const probe = createServer();
      probe.once('error', fail);
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        const chosen = typeof address === 'object' && address ? address.port : 0;
        probe.close(() => done(chosen));
      });
    });
    if (!REFUSED_PORTS.has(port)) return port;
  }
}

export interface Preview {
  port: number;
  url: (site: SiteId, path?: string) => string;
  stop: () => Promise<void>;
}

/** `vite preview` of a build on a free port; resolves when it answers. */
export async function startPreview(distDir: string): Promise<Preview> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      VITE_BIN,
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      distDir,
    ],
    { cwd: ROOT, stdio: 'ignore', detached: true },
  );
  const stop = async () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    await Promise.race([exited, new Promise((done) => setTimeout(done, 3_000))]);
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) })).ok)
        return {
          port,
          url: (site, path = '/') => `http://${SITE_HOSTS[site]}:${port}${path}`,
          stop,
        };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  await stop();
  throw new Error(`vite preview of ${distDir} did not answer on port ${port}.`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

export const kB = (bytes: number) => (bytes / 1024).toFixed(1);

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
