/**
 * Benchmark of the PSI library's interaction, a script, not a test: the time from a filter change
 * (a value ticked or unticked in the filter panel) to the results painted, with every rupteur tab
 * open (long lists are virtualised: the rows in view are painted), in Chromium against the
 * production build with its embedded mock backend.
 *
 * The clock runs in the page: it starts right before the click and stops at the first frame after
 * the new count is in the page and no search is in progress, so the browser-driver's round trips
 * are not counted. The search itself (the mock backend in the service worker) is counted.
 *
 * Run (after `npm run build`, or with BENCH_DIST pointing at another build):
 *   npx node bench/libraryInteraction.ts   (Node 24 of the dev dependencies: no transpiler)
 * Settings: BENCH_DIST (default dist), BENCH_PORT (default 4186), BENCH_RUNS (default 20).
 * Target: median under 100 ms.
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = resolve(ROOT, process.env.BENCH_DIST ?? 'dist');
const PORT = Number(process.env.BENCH_PORT ?? 4186);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TARGET_MS = 100;
const BASE = `http://localhost:${PORT}`;

async function waitForServer(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`The preview server did not answer on ${url}.`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main() {
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
      '--outDir',
      DIST,
    ],
    { cwd: ROOT, stdio: 'ignore', detached: true },
  );
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
  try {
    await waitForServer(`http://127.0.0.1:${PORT}/`);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${BASE}/bibliotheque`, { waitUntil: 'load' });
    // Plancher intermédiaire + façade: 138 PSI values over 10 rupteurs.
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

    const samples: number[] = [];
    const networkSamples: number[] = [];
    let painted = 0;
    for (let run = 0; run < RUNS + 2; run += 1) {
      // Alternates between adding and removing 'Béton banché' (a wall type).
      const { ms, network, values } = await page.evaluate(async () => {
        const box = [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].find(
          (input) => input.parentElement?.textContent?.trim() === 'Béton banché',
        )!;
        const before = document.querySelector('[data-testid=library-count]')?.textContent;
        const started = performance.now();
        box.click();
        await new Promise<void>((done) => {
          const check = () => {
            const count = document.querySelector('[data-testid=library-count]')?.textContent;
            if (count !== before && !document.querySelector('[aria-busy="true"]')) done();
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        });
        // The frame that shows the change.
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
        const searches = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/filters/bibliotheque'));
        const last = searches[searches.length - 1];
        return {
          ms: performance.now() - started,
          network: last && last.startTime >= started ? last.duration : Number.NaN,
          values: document.querySelectorAll('[data-rupteur] [role=listitem], [data-rupteur] li')
            .length,
        };
      });
      if (run >= 2) {
        // two warm-up runs
        samples.push(ms);
        networkSamples.push(network);
      }
      painted = Math.max(painted, values);
    }
    const result = median(samples);
    console.log(
      `library filter change → results painted: median ${result.toFixed(1)} ms over ${samples.length} runs ` +
        `(min ${Math.min(...samples).toFixed(1)}, max ${Math.max(...samples).toFixed(1)}; up to ${painted} PSI rows painted; ` +
        `target < ${TARGET_MS} ms: ${result < TARGET_MS ? 'met' : 'missed'}); ` +
        `of which the search request (mock backend in the page): median ${median(networkSamples).toFixed(1)} ms`,
    );
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

await main();
