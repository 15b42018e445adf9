/**
 * Browser journeys (e2e/journeys/*.e2e.ts), one project per way the app meets its backend:
 * - `embedded`: the demo build with the embedded mock (`dist-demo/`, `npm run build:demo`; `E2E_DIST`
 *   serves another folder), `vite preview` on 127.0.0.1:4180, two workers;
 * - `real`: the build for a real backend (`dist-real/`, `npm run build:e2e-real`; `E2E_DIST_REAL`),
 *   behind the production server's nginx configuration (deploy/nginx/, `node scripts/nginx.ts
 *   serve`) on a free port (E2E_NGINX_PORT), its API the standalone mock server (`npm run
 *   mock-server`) on :8788, another origin. The journeys share that server: one worker, each
 *   journey from the seed;
 * - `dev`: the development server (`vite`, embedded mock, StrictMode) on :4182, only the journeys
 *   named `*.dev.e2e.ts`, which the other projects skip.
 * Only the servers of the projects asked for (`--project`) start; their logs go to e2e/artifacts/.
 * Chromium is Debian's (/usr/bin/chromium): Playwright downloads no browser.
 */
import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import type { JourneyOptions, Mode } from './e2e/support/browser.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, LAUNCH_TIMEOUT_MS } from './e2e/support/chromium.ts';

const HOST = '127.0.0.1';
const CI = Boolean(process.env.CI);
/** The address the `real` build was made for (`npm run build:e2e-real`). */
const REAL_API_URL = `http://${HOST}:8788`;
const DEV_JOURNEYS = '**/*.dev.e2e.ts';

/** The projects named by `--project` (the command line's own syntax), all when none is. */
function askedModes(): Set<Mode> {
  const all: Mode[] = ['embedded', 'real', 'dev'];
  const patterns: string[] = [];
  const args = process.argv;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg.startsWith('--project=')) patterns.push(arg.slice('--project='.length));
    else if (arg === '--project')
      while (args[index + 1] !== undefined && !args[index + 1]!.startsWith('-'))
        patterns.push(args[(index += 1)]!);
  }
  if (patterns.length === 0) return new Set(all);
  const matches = (mode: Mode, pattern: string) =>
    new RegExp(
      `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`,
      'i',
    ).test(mode);
  return new Set(all.filter((mode) => patterns.some((pattern) => matches(mode, pattern))));
}

/** `text` as one word of a POSIX shell command. */
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * A server for the journeys, its output in e2e/artifacts/{name}.log; a missing build stops the run
 * with the command that makes it.
 */
function server(
  name: string,
  command: string,
  url: string,
  options: { needs?: { dir: string; build: string }; env?: Record<string, string> } = {},
) {
  const log = `e2e/artifacts/${name}.log`;
  const check = options.needs
    ? `if [ ! -f ${shellQuote(`${options.needs.dir}/index.html`)} ]; then ` +
      `echo ${shellQuote(`${options.needs.dir}/index.html is missing: run \`${options.needs.build}\` first.`)} >&2; exit 1; fi; `
    : '';
  return {
    name,
    command: `${check}mkdir -p e2e/artifacts && ${command} > ${log} 2>&1 || { tail -n 20 ${log} >&2; exit 1; }`,
    url,
    env: options.env ?? {},
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 3_000 },
    // Another server on these ports (another checkout's run) would answer in place of this one's.
    reuseExistingServer: !CI && process.env.E2E_REUSE_SERVERS === '1',
  };
}

const modes = askedModes();
const dist = process.env.E2E_DIST ?? 'dist-demo';
const distReal = process.env.E2E_DIST_REAL ?? 'dist-real';
const vite = (args: string, port: number) =>
  `npx vite ${args} --host ${HOST} --port ${port} --strictPort`;

/**
 * The port of the `real` mode's nginx: E2E_NGINX_PORT, else one free now, kept in E2E_NGINX_PORT so
 * that the workers, which read this file again with the runner's environment, get the same.
 */
function nginxPort(): number {
  if (!process.env.E2E_NGINX_PORT) {
    const script =
      "const s=require('node:net').createServer();" +
      `s.listen(0,'${HOST}',()=>{console.log(s.address().port);s.close()})`;
    process.env.E2E_NGINX_PORT = execFileSync(process.execPath, ['-e', script], {
      encoding: 'utf8',
    }).trim();
  }
  return Number(process.env.E2E_NGINX_PORT);
}
const NGINX_PORT = nginxPort();

export default defineConfig<object, JourneyOptions>({
  testDir: 'e2e/journeys',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  globalSetup: './e2e/support/globalSetup.ts',
  // Every wait is bounded: an action, a page load, a journey and the whole run.
  timeout: 90_000,
  globalTimeout: 60 * 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: CI,
  // No retry: a journey that passes only on a second try hides a defect of the product or of the
  // journey, whose cause is to be found (docs/testing.md, "Runs in a row").
  retries: 0,
  workers: 2,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'e2e/report' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      timeout: LAUNCH_TIMEOUT_MS,
    },
    viewport: { width: 1280, height: 800 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // A trace of each failed journey (DOM snapshots, network, console), without the screencast:
    // recording its frames slowed journeys enough on a loaded machine to miss a short toast.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    {
      name: 'embedded',
      testIgnore: DEV_JOURNEYS,
      workers: 2,
      use: { baseURL: `http://${HOST}:4180`, mode: 'embedded', apiUrl: null },
    },
    {
      name: 'real',
      testIgnore: DEV_JOURNEYS,
      workers: 1,
      use: { baseURL: `http://${HOST}:${NGINX_PORT}`, mode: 'real', apiUrl: REAL_API_URL },
    },
    {
      name: 'dev',
      testMatch: DEV_JOURNEYS,
      workers: 1,
      use: { baseURL: `http://${HOST}:4182`, mode: 'dev', apiUrl: null },
    },
  ],
  webServer: [
    ...(modes.has('embedded')
      ? [
          server(
            'preview-embedded',
            vite(`preview --outDir ${shellQuote(dist)}`, 4180),
            `http://${HOST}:4180/`,
            { needs: { dir: dist, build: 'npm run build:demo' } },
          ),
        ]
      : []),
    ...(modes.has('real')
      ? [
          server('mock-server', 'npm run --silent mock-server', `${REAL_API_URL}/__mock/faults`, {
            env: { MOCK_SERVER_PORT: '8788', MOCK_SERVER_HOST: HOST, MOCK_SERVER_QUIET: '1' },
          }),
          server(
            'nginx-real',
            `node scripts/nginx.ts serve --root ${shellQuote(distReal)} --port ${NGINX_PORT} --api ${REAL_API_URL}`,
            `http://${HOST}:${NGINX_PORT}/`,
            { needs: { dir: distReal, build: 'npm run build:e2e-real' } },
          ),
        ]
      : []),
    ...(modes.has('dev')
      ? [
          server(
            'dev-server',
            vite('--clearScreen false --mode development', 4182),
            `http://${HOST}:4182/`,
          ),
        ]
      : []),
  ],
});
