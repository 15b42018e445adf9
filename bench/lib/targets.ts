/**
 * The benchmark's targets other than the interaction rows (bench/lib/interactionRows.ts):
 * Lighthouse's scores, largest paints, repeat visits, JavaScript ratios, the history's first items,
 * each figure measured in the run beside its goal. The benchmark prints them and exits non-zero when
 * one is missed or could not be measured (a page not reached, Lighthouse off): an unmeasured target
 * is not a met one.
 */
export interface Target {
  /** What is measured, e.g. 'library: filter change → results painted, median'. */
  name: string;
  /** The goal, in words ('< 100 ms'). */
  goal: string;
  /** The figure measured, null when not measured. */
  measured: number | null;
  /** Unit of `measured` ('ms', 'kB', '×', 'score'). */
  unit: string;
  /** Measured against the goal. */
  met: (value: number) => boolean;
  /** The same figure for the reference page, measured in the same run, when there is one. */
  reference?: number | null;
}

function figure(value: number | null | undefined, unit: string): string {
  if (value == null || Number.isNaN(value)) return '–';
  if (unit === 'score') return value.toFixed(2);
  return `${unit === '×' ? value.toFixed(2) : value.toFixed(1)} ${unit}`;
}

export function verdictOf(target: Target): 'met' | 'missed' | 'not measured' {
  if (target.measured == null || Number.isNaN(target.measured)) return 'not measured';
  return target.met(target.measured) ? 'met' : 'missed';
}

/** The targets as a Markdown table. */
export function targetTable(targets: readonly Target[]): string {
  return [
    '| target | goal | measured | reference page, same run | verdict |',
    '| --- | --- | ---: | ---: | --- |',
    ...targets.map(
      (target) =>
        `| ${target.name} | ${target.goal} | ${figure(target.measured, target.unit)} | ${target.reference === undefined ? '–' : figure(target.reference, target.unit)} | ${verdictOf(target)} |`,
    ),
  ].join('\n');
}

/** The targets that fail the run: missed, or not measured. */
export function checkTargets(targets: readonly Target[]): Target[] {
  return targets.filter((target) => verdictOf(target) !== 'met');
}
