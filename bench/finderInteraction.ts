/**
 * Benchmark of the finder's questionnaire in Chromium against the production build: the time from
 * a click on an answer to the next question painted (the question's heading changed, then the next
 * animation frame). Prints the median over several runs.
 *
 *   npm run build && node bench/finderInteraction.ts
 *
 * Settings: BENCH_PORT (default 4193), BENCH_RUNS (questionnaires answered, default 5),
 * BENCH_DIST (the build to serve, default dist/).
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 4193);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const URL_ = `http://localhost:${PORT}/evaluer-le-psi-dun-rupteur/`;

const server = spawn(
  process.execPath,
  [
    join(ROOT, 'node_modules/vite/bin/vite.js'),
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(PORT),
    '--strictPort',
    ...(process.env.BENCH_DIST ? ['--outDir', process.env.BENCH_DIST] : []),
  ],
  { cwd: ROOT, stdio: 'ignore' },
);

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/`)).ok) return;
    } catch {
      // Not yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('vite preview did not start');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(URL_);
    await page.locator('#finder-question').waitFor({ state: 'visible', timeout: 20_000 });
    for (let step = 0; step < 10; step += 1) {
      const hasQuestion = await page
        .locator('section[aria-labelledby="finder-question"] button')
        .count();
      if (!hasQuestion || /#\/\d+\//.test(page.url())) break;
      // Click and measure in the page: from the click to the frame after the new question shows.
      const elapsed = await page.evaluate(
        () =>
          new Promise<number | null>((resolve) => {
            const heading = document.querySelector('#finder-question');
            const previous = heading?.textContent;
            const button = document.querySelector<HTMLButtonElement>(
              'section[aria-labelledby="finder-question"] button',
            );
            if (!button) return resolve(null);
            const start = performance.now();
            const check = () => {
              if (/#\/\d+\//.test(window.location.hash)) return resolve(null);
              const now = document.querySelector('#finder-question');
              if (now && now.textContent !== previous && now.isConnected) {
                requestAnimationFrame(() => resolve(performance.now() - start));
              } else requestAnimationFrame(check);
            };
            button.click();
            requestAnimationFrame(check);
          }),
      );
      if (elapsed === null) break;
      timings.push(elapsed);
    }
    await context.close();
  }
  await browser.close();
  console.log(`answer click to next question painted: ${timings.length} samples`);
  console.log(`median ${median(timings).toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms`);
} finally {
  server.kill('SIGTERM');
}
