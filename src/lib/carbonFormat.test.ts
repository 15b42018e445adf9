import { CARBON_UNIT, formatFootprint, withCarbonUnit } from './carbonFormat';

describe('carbon figures (spec 002)', () => {
  it('are written the French way, with at most one decimal', () => {
    expect(formatFootprint(61.94)).toBe('61,9');
    expect(formatFootprint(52)).toBe('52');
    expect(formatFootprint(1234.56)).toBe('1\u202f234,6');
  });

  it('carry the unit kg eq CO₂/m²', () => {
    expect(CARBON_UNIT).toBe('kg eq CO₂/m²');
    expect(withCarbonUnit(38.44)).toBe('38,4 kg eq CO₂/m²');
  });
});
