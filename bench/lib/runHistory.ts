/**
 * The runs of `npm run bench:interactions`, one entry each, so that the steps of the speed work stay
 * readable beside the latest run (issue 43: "record each step's figures in the bench's tables"):
 * bench/results/interaction-runs.json, appended at each run, from which bench/writeDocs.ts writes
 * the table of docs/performance.md. An entry keeps, per row of the build for a real backend, the
 * INP (median / p75 / max) and the verdict; nothing is copied by hand. Pure: no browser.
 */
import type { RunInfo } from './os.ts';
import { rowFigures, rowVerdict, type InteractionRow } from './interactionRows.ts';

export interface RunEntry {
  /** When the run started (ISO). */
  started: string;
  /** The load average at the start (1 / 5 / 15 min). */
  loadStart: string;
  /** The commit measured (short hash; '+' when the tree had changes). */
  commit: string;
  rows: { name: string; inp: [median: number, p75: number, max: number] | null; met: boolean }[];
}

/** The entry of a run: the rows of the build for a real backend (the demo's are for information). */
export function runEntryOf(
  run: Pick<RunInfo, 'started' | 'loadStart'>,
  rows: readonly InteractionRow[],
  commit: string,
): RunEntry {
  return {
    started: run.started,
    loadStart: run.loadStart,
    commit,
    rows: rows
      .filter((row) => row.build === 'real' && !row.informational)
      .map((row) => {
        const { inp } = rowFigures(row);
        return {
          name: row.name,
          inp: row.samples.length ? [inp.median, inp.p75, inp.max] : null,
          met: rowVerdict(row).verdict === 'met',
        };
      }),
  };
}

/**
 * The last `count` runs side by side: a line per row (the rows of the latest run, in its order),
 * a column per run (its date, load at the start and commit); each cell the INP median / p75 / max
 * in ms, marked when the row missed its targets.
 */
export function runHistoryTable(entries: readonly RunEntry[], count = 4): string {
  const runs = entries.slice(-count);
  const latest = runs.at(-1);
  if (!latest) return 'No run recorded yet.';
  const header = runs.map(
    (run) =>
      `${run.started.slice(0, 16).replace('T', ' ')} (load ${run.loadStart.split(' / ')[0]}, ${run.commit})`,
  );
  const cell = (run: RunEntry, name: string) => {
    const row = run.rows.find((candidate) => candidate.name === name);
    if (!row) return '–';
    if (!row.inp) return 'not measured';
    return `${row.inp.map((figure) => Math.round(figure)).join(' / ')}${row.met ? '' : ' (missed)'}`;
  };
  return [
    `| interaction (INP median / p75 / max, ms) | ${header.join(' | ')} |`,
    `| --- | ${runs.map(() => '---:').join(' | ')} |`,
    ...latest.rows.map(
      (row) => `| ${row.name} | ${runs.map((run) => cell(run, row.name)).join(' | ')} |`,
    ),
  ].join('\n');
}
