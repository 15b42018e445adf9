/**
 * PSI (linear thermal transmittance) display rules (spec §3 and §9): values rounded to 2 decimals,
 * '--' when null, unit 'W/m.K'. The decimal separator is a point, as the issue writes the RE2020
 * threshold ('0.60 W/m.K') and as the original result page prints them.
 */
import { mentionsIntermediateFloor } from '@/domain/refineConditions';

export const PSI_UNIT = 'W/m.K';
export const PSI_EMPTY = '--';
export const PSI_DECIMALS = 2;

/** RE2020 limit for the ψ9 junction (intermediate floors): ψ9 ≤ 0.60 W/m.K. */
export const RE2020_PSI9_LIMIT = 0.6;

/** Junctions the RE2020 check knows; only intermediate floors (ψ9) carry a limit. */
export type Re2020Junction = 'intermediateFloor' | 'other';

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

/** '0.456' → '0.46', null → '--'. Accepts numbers or numeric strings as the API may send both. */
export function formatPsi(value: number | string | null | undefined): string {
  const parsed = toNumber(value);
  if (parsed === null) return PSI_EMPTY;
  const rounded = Math.round((parsed + Number.EPSILON) * 100) / 100;
  return rounded.toFixed(PSI_DECIMALS);
}

/** '0.46 W/m.K', or '--' alone when the value is null. */
export function formatPsiWithUnit(value: number | string | null | undefined): string {
  const text = formatPsi(value);
  return text === PSI_EMPTY ? text : `${text} ${PSI_UNIT}`;
}

/** True when a chosen answer or filter text names an intermediate floor ('Plancher intermédiaire'). */
export { mentionsIntermediateFloor };

/** The junction of a solution from the texts of its chosen answers. */
export function junctionFromTexts(texts: readonly string[]): Re2020Junction {
  return texts.some(mentionsIntermediateFloor) ? 'intermediateFloor' : 'other';
}

/**
 * Whether a PSI value meets the RE2020 limit of its junction, compared on the rounded value the
 * user sees. null when it cannot be told: no value, or no limit for that junction.
 */
export function meetsRe2020(
  value: number | string | null | undefined,
  junction: Re2020Junction,
): boolean | null {
  if (junction !== 'intermediateFloor') return null;
  const shown = formatPsi(value);
  if (shown === PSI_EMPTY) return null;
  return Number(shown) <= RE2020_PSI9_LIMIT;
}

/** French label of the RE2020 marker, or null when no check applies. */
export function re2020Label(meets: boolean | null): string | null {
  if (meets === null) return null;
  return meets ? 'Conforme RE2020 (ψ9 ≤ 0.60 W/m.K)' : 'Non conforme RE2020 (ψ9 > 0.60 W/m.K)';
}
