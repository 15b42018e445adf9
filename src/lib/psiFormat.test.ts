import {
  PSI_UNIT,
  RE2020_PSI9_LIMIT,
  formatPsi,
  formatPsiWithUnit,
  junctionFromTexts,
  meetsRe2020,
  re2020Label,
} from './psiFormat';

describe('PSI format (spec §3, §9: 2 decimals, "--" for null, W/m.K)', () => {
  it('rounds to 2 decimals with a decimal point', () => {
    expect(formatPsi(0.456)).toBe('0.46');
    expect(formatPsi(0.454)).toBe('0.45');
    expect(formatPsi(0.005)).toBe('0.01');
    expect(formatPsi(1.005)).toBe('1.01');
    expect(formatPsi(0.6)).toBe('0.60');
    expect(formatPsi(0)).toBe('0.00');
    expect(formatPsi('0.237')).toBe('0.24');
  });

  it('shows "--" for null, undefined, empty or non-numeric values', () => {
    expect(formatPsi(null)).toBe('--');
    expect(formatPsi(undefined)).toBe('--');
    expect(formatPsi('')).toBe('--');
    expect(formatPsi('abc')).toBe('--');
  });

  it('unit is W/m.K and is appended only to a value', () => {
    expect(PSI_UNIT).toBe('W/m.K');
    expect(formatPsiWithUnit(0.3)).toBe('0.30 W/m.K');
    expect(formatPsiWithUnit(null)).toBe('--');
  });
});

describe('RE2020 marker (ψ9 ≤ 0.60 W/m.K for intermediate floors)', () => {
  it('limit constant is 0.6', () => {
    expect(RE2020_PSI9_LIMIT).toBe(0.6);
  });

  it('meets the limit at or below 0.60 on the displayed value, fails above', () => {
    expect(meetsRe2020(0.6, 'intermediateFloor')).toBe(true);
    expect(meetsRe2020(0.604, 'intermediateFloor')).toBe(true);
    expect(meetsRe2020(0.605, 'intermediateFloor')).toBe(false);
    expect(meetsRe2020(0.61, 'intermediateFloor')).toBe(false);
    expect(meetsRe2020(0.12, 'intermediateFloor')).toBe(true);
  });

  it('is unknown (null) for a null value or another junction', () => {
    expect(meetsRe2020(null, 'intermediateFloor')).toBeNull();
    expect(meetsRe2020(0.9, 'other')).toBeNull();
  });

  it('finds the intermediate-floor junction from the chosen answers, accents or not', () => {
    expect(junctionFromTexts(['Logements', 'Plancher intermédiaire'])).toBe('intermediateFloor');
    expect(junctionFromTexts(['PLANCHER INTERMEDIAIRE'])).toBe('intermediateFloor');
    expect(junctionFromTexts(['Plancher bas sur vide sanitaire'])).toBe('other');
  });

  it('labels the marker in French', () => {
    expect(re2020Label(true)).toBe('Conforme RE2020 (ψ9 ≤ 0.60 W/m.K)');
    expect(re2020Label(false)).toBe('Non conforme RE2020 (ψ9 > 0.60 W/m.K)');
    expect(re2020Label(null)).toBeNull();
  });
});
