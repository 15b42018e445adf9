/**
 * The benchmark's targets (issue of speed on a phone and at scale): each figure measured in the
 * run beside its goal. The benchmark prints them and exits non-zero when one is missed; a figure
 * that could not be measured (a skipped interaction, Lighthouse off) is reported as such and does
 * not fail the run.
 */
export interface Target {
  /** What is measured, e.g. 'library: filter change → results painted, median'. */
  name: string;
  /** The goal, in words ('< 100 ms'). */
  goal: string;
  /** The figure measured, null when not measured. */
  measured: number | null;
  /** Unit of `measured` ('ms', 'kB', '×'). */
  unit: string;
  /** Measured against the goal. */
  met: (value: number) => boolean;
  /** The same figure for the reference page, measured in the same run, when there is one. */
  reference?: number | null;
}

const figure = (value: number | null | undefined, unit: string) =>
  value == null ? '–' : `${unit === '×' ? value.toFixed(2) : value.toFixed(1)} ${unit}`;

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

/** The targets missed (an empty list when every measured target is met). */
export function checkTargets(targets: readonly Target[]): Target[] {
  return targets.filter((target) => verdictOf(target) === 'missed');
}

/** The median and maximum targets of an interaction's samples (or its reason for being skipped). */
export function interactionTargets(
  name: string,
  samples: readonly number[] | string,
  goal: { median: number; max: number },
  reference?: readonly number[],
): Target[] {
  const measured = typeof samples === 'string' || samples.length === 0 ? null : samples;
  const med = (values: readonly number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  return [
    {
      name: `${name}, median`,
      goal: `< ${goal.median} ms`,
      measured: measured && med(measured),
      unit: 'ms',
      met: (value) => value < goal.median,
      reference: reference && med(reference),
    },
    {
      name: `${name}, maximum`,
      goal: `< ${goal.max} ms`,
      measured: measured && Math.max(...measured),
      unit: 'ms',
      met: (value) => value < goal.max,
      reference: reference && Math.max(...reference),
    },
  ];
}
