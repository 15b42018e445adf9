/** The statistics of the benchmark's samples: median, 75th percentile (nearest rank), maximum. */

export interface Summary {
  /** How many samples. */
  n: number;
  median: number;
  p75: number;
  max: number;
}

/** The `q` quantile (0 < q ≤ 1) by nearest rank: the smallest sample with at least q of them at or under it. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length))) - 1]!;
}

/** The median: the middle sample, or the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median, p75 and maximum of the finite samples (NaN for each when there is none). */
export function summarize(values: readonly number[]): Summary {
  const finite = values.filter((value) => Number.isFinite(value));
  return {
    n: finite.length,
    median: median(finite),
    p75: quantile(finite, 0.75),
    max: finite.length ? Math.max(...finite) : Number.NaN,
  };
}
