/**
 * The budgets, checked in CI (`npm run budget`, part of `npm test`). Exits non-zero over budget.
 *
 * 1. JavaScript of each site's first page ('/') loaded up front, gzip, in the build meant
 *    for a real backend (VITE_MOCK_API=off): at most BUDGET_RATIO times that of the bare React +
 *    Chakra reference page (bench/reference/), built with the same toolchain in the same run.
 *    "Up front" is defined in bench/lib/chunks.ts (the scripts index.html loads and their static
 *    imports), measured from the built files.
 * 2. No tool's code is loaded before its page is opened: '/' of each site is opened in Chromium,
 *    every script it loads (until the network settles) is listed, and none may hold a module of a
 *    tool (bench/lib/chunks.ts, TOOLS).
 * 3. The build for a real backend holds no mock code: no mock-server module, no msw, no
 *    mockServiceWorker.js.
 * The build with the embedded mock backend is measured too, for information (not a budget).
 *
 * Options (used by bench/budget.test.ts): `--reference-dir DIR` uses an existing reference build;
 * `--page LABEL=DIR` checks only that build's page (entry and its static imports) against the
 * budget, instead of the app (repeatable).
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  firstPaintFiles,
  mockTraces,
  readBuild,
  sumGzip,
  toolModulesIn,
  type Build,
} from './lib/chunks.ts';
import { scriptsOfPage } from './lib/pageScripts.ts';
import {
  OUTPUT_DIR,
  ROOT,
  SITES,
  buildApp,
  buildReference,
  kB,
  launchChromium,
  startPreview,
  type SiteId,
} from './lib/run.ts';

/** A first page may load at most this many times the reference's JavaScript. */
export const BUDGET_RATIO = 1.25;

export interface FirstPageRow {
  page: string;
  build: 'real backend' | 'mock backend' | 'reference' | 'test page';
  bytes: number;
  /** null: measured for information, no budget. */
  budget: number | null;
  files: number;
}

export interface BudgetReport {
  referenceBytes: number;
  budgetBytes: number;
  firstPages: FirstPageRow[];
  /** Per site, tool modules loaded by '/' (empty: none). */
  toolCodeOnHome: Partial<Record<SiteId, Record<string, string[]>>>;
  /** Per site, scripts and their gzip bytes loaded by '/' once the network settled. */
  homeTotals: Partial<Record<SiteId, { bytes: number; files: number }>>;
  mockTracesInRealBuild: string[];
  failures: string[];
}

function entryBytes(build: Build): { bytes: number; files: number } {
  const files = firstPaintFiles(build);
  return { bytes: sumGzip(build, files), files: files.size };
}

export interface BudgetOptions {
  referenceDir?: string;
  pages?: { label: string; dir: string }[];
  /** Builds of the app already made (the benchmark passes them). */
  realDir?: string;
  mockDir?: string;
  log?: (line: string) => void;
}

export async function checkBudgets(options: BudgetOptions = {}): Promise<BudgetReport> {
  const log = options.log ?? (() => undefined);
  const referenceDir = options.referenceDir ?? join(OUTPUT_DIR, 'reference');
  const realDir = options.realDir ?? join(OUTPUT_DIR, 'app-real-backend');
  const mockDir = options.mockDir ?? join(OUTPUT_DIR, 'app-mock-backend');
  const onlyPages = options.pages ?? [];
  const checkApp = onlyPages.length === 0;

  const builds: Promise<void>[] = [];
  if (!options.referenceDir) builds.push(buildReference(referenceDir));
  if (checkApp && !options.realDir) builds.push(buildApp({ outDir: realDir, mock: false }));
  if (checkApp && !options.mockDir) builds.push(buildApp({ outDir: mockDir, mock: true }));
  if (builds.length) log(`building ${builds.length} bundle(s)…`);
  await Promise.all(builds);

  const reference = entryBytes(readBuild(referenceDir));
  const budgetBytes = Math.floor(reference.bytes * BUDGET_RATIO);
  const report: BudgetReport = {
    referenceBytes: reference.bytes,
    budgetBytes,
    firstPages: [
      { page: 'React + Chakra reference', build: 'reference', budget: null, ...reference },
    ],
    toolCodeOnHome: {},
    homeTotals: {},
    mockTracesInRealBuild: [],
    failures: [],
  };

  for (const { label, dir } of onlyPages) {
    const row: FirstPageRow = {
      page: label,
      build: 'test page',
      budget: budgetBytes,
      ...entryBytes(readBuild(dir)),
    };
    report.firstPages.push(row);
  }

  if (checkApp) {
    const real = readBuild(realDir);
    const mock = readBuild(mockDir);
    const realFiles = firstPaintFiles(real);
    const mockFiles = firstPaintFiles(mock);
    // The entry and the home route are the same on every site; the rows say it per site.
    for (const site of SITES) {
      report.firstPages.push({
        page: `${site} /`,
        build: 'real backend',
        budget: budgetBytes,
        bytes: sumGzip(real, realFiles),
        files: realFiles.size,
      });
    }
    report.firstPages.push({
      page: 'every site /',
      build: 'mock backend',
      budget: null,
      bytes: sumGzip(mock, mockFiles),
      files: mockFiles.size,
    });

    report.mockTracesInRealBuild = mockTraces(real);
    if (report.mockTracesInRealBuild.length)
      report.failures.push(
        `the build for a real backend holds mock code:\n    ${report.mockTracesInRealBuild.slice(0, 10).join('\n    ')}`,
      );

    const preview = await startPreview(realDir);
    const browser = await launchChromium();
    try {
      for (const site of SITES) {
        const loaded = await scriptsOfPage(browser, preview.url(site, '/'));
        const tools = toolModulesIn(real, loaded.files);
        report.toolCodeOnHome[site] = tools;
        report.homeTotals[site] = {
          bytes: sumGzip(real, loaded.files),
          files: loaded.files.length,
        };
        for (const [tool, modules] of Object.entries(tools))
          report.failures.push(
            `'/' of the ${site} site loads code of the ${tool} tool (${modules.length} modules, e.g. ${modules.slice(0, 3).join(', ')})`,
          );
      }
    } finally {
      await browser.close();
      await preview.stop();
    }
  }

  for (const row of report.firstPages) {
    if (row.budget !== null && row.bytes > row.budget)
      report.failures.push(
        `${row.page} (${row.build}): ${kB(row.bytes)} kB of JavaScript up front, over its budget of ${kB(row.budget)} kB (${BUDGET_RATIO} × the reference's ${kB(reference.bytes)} kB)`,
      );
  }
  return report;
}

export function budgetTable(report: BudgetReport): string {
  const lines = [
    '| first page | build | JS up front (gzip) | files | budget | ratio to reference | verdict |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of report.firstPages) {
    const ratio = (row.bytes / report.referenceBytes).toFixed(2);
    const verdict =
      row.budget === null
        ? 'information'
        : row.bytes <= row.budget
          ? 'within budget'
          : 'OVER BUDGET';
    lines.push(
      `| ${row.page} | ${row.build} | ${kB(row.bytes)} kB | ${row.files} | ${row.budget === null ? '–' : `${kB(row.budget)} kB`} | ${ratio} | ${verdict} |`,
    );
  }
  return lines.join('\n');
}

function parseArgs(argv: string[]): BudgetOptions {
  const options: BudgetOptions = { log: (line) => console.log(`budget: ${line}`) };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    const value = argv[index + 1];
    if (arg === '--reference-dir' && value) {
      options.referenceDir = resolve(value);
      index += 1;
    } else if (arg === '--page' && value?.includes('=')) {
      const [label, dir] = value.split(/=(.*)/s) as [string, string];
      (options.pages ??= []).push({ label, dir: resolve(dir) });
      index += 1;
    } else throw new Error(`Unknown argument: ${arg}`);
  }
  return options;
}

async function main(): Promise<number> {
  const started = Date.now();
  const options = parseArgs(process.argv.slice(2));
  const report = await checkBudgets(options);
  console.log(`\n${budgetTable(report)}\n`);
  for (const [site, totals] of Object.entries(report.homeTotals))
    console.log(
      `budget: '/' of the ${site} site loads ${kB(totals.bytes)} kB of JavaScript in all (${totals.files} files)`,
    );
  if (!options.pages) {
    mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench', 'results', 'budget.json'), JSON.stringify(report, null, 2));
  }
  if (report.failures.length) {
    console.error(`\nbudget: ${report.failures.length} failure(s):`);
    for (const failure of report.failures) console.error(`  - ${failure}`);
  } else
    console.log(
      'budget: every first page within budget, no tool code on the home pages, no mock code in the real-backend build',
    );
  console.log(`budget: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return report.failures.length ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = await main();
