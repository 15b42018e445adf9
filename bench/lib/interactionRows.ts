/**
 * The interaction rows of the benchmark, their verdicts against the targets of speed on a phone
 * (INP median ≤ 100, p75 ≤ 150, max ≤ 200 ms; settled ≤ 150 ms after the last server answer, plus
 * the delay the specification sets, e.g. a debounce) and their Markdown table. Pure: no browser.
 */
import type { InteractionSample } from './interactionClock.ts';
import { summarize, type Summary } from './stats.ts';

export const INP_GOAL_MS = { median: 100, p75: 150, max: 200 } as const;
/** The settled time after the last server answer (median), before the specification's own delay. */
export const SETTLED_AFTER_ANSWER_GOAL_MS = 150;

export type BuildId = 'real' | 'demo';

export interface InteractionRow {
  /** What the row measures, e.g. the issue's own words. */
  name: string;
  build: BuildId;
  samples: InteractionSample[];
  /** Why samples could not be measured (one line each). */
  failures: string[];
  /** Why the row could not be measured at all (the control not found, the step not reached). */
  unreachable?: string;
  /** A delay the specification sets before the change applies (ms), added to the settled goal. */
  specDelayMs: number;
  /** Reported for information: its verdict does not fail the run (the demo build). */
  informational?: boolean;
}

export type Verdict = 'met' | 'missed' | 'not measured';

export interface RowFigures {
  inp: Summary;
  afterHandlers: Summary;
  settled: Summary;
  lastAnswer: Summary;
  settledAfterAnswer: Summary;
  serverSum: Summary;
  serverLongest: Summary;
}

export function rowFigures(row: InteractionRow): RowFigures {
  const of = (pick: (sample: InteractionSample) => number | null) =>
    summarize(row.samples.map((sample) => pick(sample) ?? Number.NaN));
  return {
    inp: of((sample) => sample.inp),
    afterHandlers: of((sample) => sample.afterHandlers),
    settled: of((sample) => sample.settled),
    lastAnswer: of((sample) => sample.lastAnswer),
    settledAfterAnswer: of((sample) => sample.settledAfterAnswer),
    serverSum: of((sample) => sample.serverSum),
    serverLongest: of((sample) => sample.serverLongest),
  };
}

/** The row's verdict and, when not met, each reason. */
export function rowVerdict(row: InteractionRow): { verdict: Verdict; reasons: string[] } {
  if (row.unreachable) return { verdict: 'not measured', reasons: [row.unreachable] };
  if (row.samples.length === 0)
    return {
      verdict: 'not measured',
      reasons: [row.failures[0] ?? 'no sample'],
    };
  const figures = rowFigures(row);
  const reasons: string[] = [];
  if (row.failures.length)
    reasons.push(
      `${row.failures.length} sample(s) not measured (${[...new Set(row.failures)].join('; ')})`,
    );
  for (const key of ['median', 'p75', 'max'] as const)
    if (!(figures.inp[key] <= INP_GOAL_MS[key]))
      reasons.push(`INP ${key} ${Math.round(figures.inp[key])} > ${INP_GOAL_MS[key]} ms`);
  const settledGoal = SETTLED_AFTER_ANSWER_GOAL_MS + row.specDelayMs;
  if (!(figures.settledAfterAnswer.median <= settledGoal))
    reasons.push(
      `settled after the last answer, median ${Math.round(figures.settledAfterAnswer.median)} > ${settledGoal} ms`,
    );
  return { verdict: reasons.length ? 'missed' : 'met', reasons };
}

/** The rows that fail the run: every row not met, except those reported for information. */
export function failingRows(rows: readonly InteractionRow[]): InteractionRow[] {
  return rows.filter((row) => !row.informational && rowVerdict(row).verdict !== 'met');
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '–');
const triple = (summary: Summary) =>
  `${ms(summary.median)} / ${ms(summary.p75)} / ${ms(summary.max)}`;

/** The rows as a Markdown table (figures in ms, rounded). */
export function interactionTable(rows: readonly InteractionRow[]): string {
  return [
    '| interaction | samples | INP median / p75 / max | of which after the handlers (median) | settled median / p75 / max | last server answer (median) | settled after it: median (goal) | server time: sum / longest (median) | verdict |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map((row) => {
      const { verdict, reasons } = rowVerdict(row);
      const shown = row.informational ? `${verdict} (for information)` : verdict;
      const why = verdict === 'met' ? '' : `: ${reasons.join('; ')}`;
      if (row.unreachable || row.samples.length === 0)
        return `| ${row.name} | 0 | – | – | – | – | – | – | ${shown}${why} |`;
      const f = rowFigures(row);
      const goal = SETTLED_AFTER_ANSWER_GOAL_MS + row.specDelayMs;
      return `| ${row.name} | ${f.inp.n} | ${triple(f.inp)} | ${ms(f.afterHandlers.median)} | ${triple(f.settled)} | ${ms(f.lastAnswer.median)} | ${ms(f.settledAfterAnswer.median)} (≤ ${goal}) | ${ms(f.serverSum.median)} / ${ms(f.serverLongest.median)} | ${shown}${why} |`;
    }),
  ].join('\n');
}
