/**
 * Every interaction row of the benchmark on one build, in the order of the table: the floor
 * configurator's two rows, the carbon simulator, the PSI library (and at ten times its data), the
 * finder; then the history filters at 1,000 items (they put the mock server in the provider state at
 * scale: last). The library at scale and the history need the standalone mock server behind the
 * build (`apiUrl`); a build with its embedded mock backend has none, and reports neither.
 */
import type { Browser } from 'playwright-core';
import { carbonInteraction, CARBON_FORM, SIMULATOR_PATH } from '../carbonInteraction.ts';
import { CONFIGURATOR_FORMS, CONFIGURATOR_PATH } from '../configuratorInteraction.ts';
import { finderInteraction, FINDER_PATH, FINDER_ROW } from '../finderInteraction.ts';
import { historyInteraction, type HistoryRow } from '../historyInteraction.ts';
import { LIBRARY_PATH, libraryInteraction } from '../libraryInteraction.ts';
import { formInteraction } from './formInteraction.ts';
import type { BuildId, InteractionRow } from './interactionRows.ts';
import type { SiteId } from './run.ts';

export interface SuiteOptions {
  build: BuildId;
  /** A page of the build. */
  url: (site: SiteId, path?: string) => string;
  /** The standalone mock server the build calls; null for a build with its embedded mock backend. */
  apiUrl: string | null;
  runs: number;
  /** Reported for information: the rows do not fail the run (the demo build). */
  informational?: boolean;
  log: (line: string) => void;
}

export interface SuiteResult {
  rows: InteractionRow[];
  /** The history's first items at scale (navigation to first items), when measured. */
  historyLoads: HistoryRow[];
}

export async function interactionSuite(
  browser: Browser,
  { build, url, apiUrl, runs, informational = false, log }: SuiteOptions,
): Promise<SuiteResult> {
  const rows: InteractionRow[] = [];
  const add = (row: Omit<InteractionRow, 'build' | 'specDelayMs'>, specDelayMs = 0) =>
    rows.push({ ...row, build, specDelayMs, ...(informational ? { informational } : {}) });
  for (const form of CONFIGURATOR_FORMS) {
    log(`${build}: ${form.name}`);
    add({
      name: form.name,
      ...(await formInteraction(browser, form, url('floor', CONFIGURATOR_PATH), runs)),
    });
  }
  log(`${build}: ${CARBON_FORM.name}`);
  add({
    name: CARBON_FORM.name,
    ...(await carbonInteraction(browser, url('carbon', SIMULATOR_PATH), runs)),
  });
  log(`${build}: PSI library`);
  for (const row of await libraryInteraction(browser, url('general', LIBRARY_PATH), runs, {
    ...(apiUrl ? {} : { scale: 1 }),
  }))
    add(row);
  log(`${build}: ${FINDER_ROW}`);
  add({
    name: FINDER_ROW,
    ...(await finderInteraction(browser, url('general', FINDER_PATH), runs)),
  });
  let historyLoads: HistoryRow[] = [];
  if (apiUrl) {
    log(`${build}: history screens at scale`);
    const history = await historyInteraction(browser, url, apiUrl, {
      runs: Math.max(4, Math.round(runs / 2)),
      log,
    });
    historyLoads = history.loads;
    for (const { specDelayMs, ...row } of history.filters) add(row, specDelayMs);
  }
  return { rows, historyLoads };
}
