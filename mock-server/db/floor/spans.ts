/**
 * How far a floor solution spans under a configuration's loads.
 *
 * Spans: a solution's reference span is given for G + Q = 300 daN/m² (housing); under other loads
 * the longest span scales with the square root of the load ratio (bending governs), own weight
 * included. Continuity over an intermediate support lengthens it by 15 % for the systems that take
 * bars over the support (hollow-core slabs are simply supported).
 */
import type { FloorAnswers } from './answers';
import { round } from './format';
import type { CatalogueEntry } from './catalogue';

/** Own weight + G + Q of the reference spans, daN/m². */
export const REFERENCE_LOADS = 300;
const CONTINUITY_GAIN = 1.15;

/** The longest span of a solution under the configuration's loads, m. */
export function maxSpanOf(
  entry: CatalogueEntry,
  answers: Pick<FloorAnswers, 'gLoad' | 'qLoad' | 'continuity'>,
): number {
  const ratio =
    (entry.selfWeight + REFERENCE_LOADS) / (entry.selfWeight + answers.gLoad + answers.qLoad);
  const gain = answers.continuity && entry.continuity ? CONTINUITY_GAIN : 1;
  return round(entry.referenceSpan * Math.sqrt(ratio) * gain, 2);
}
