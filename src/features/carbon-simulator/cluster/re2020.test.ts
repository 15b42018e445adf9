import {
  IC_CONSTRUCTION_MAX,
  icConstructionMax,
  periodOf,
  RE2020_SOURCE,
  shareOfThreshold,
} from './re2020';

describe('RE2020 Ic construction thresholds (arrêté du 4 août 2021, annexe)', () => {
  it.each([
    ['maison', '2022-2024', 640],
    ['maison', '2025-2027', 530],
    ['maison', '2028-2030', 475],
    ['maison', '2031+', 415],
    ['logementCollectif', '2022-2024', 740],
    ['logementCollectif', '2025-2027', 650],
    ['logementCollectif', '2028-2030', 580],
    ['logementCollectif', '2031+', 490],
    ['bureaux', '2022-2024', 980],
    ['bureaux', '2025-2027', 810],
    ['bureaux', '2028-2030', 710],
    ['bureaux', '2031+', 600],
  ] as const)('%s, %s: %i kg eq CO₂/m²', (type, period, value) => {
    expect(icConstructionMax(type, period)).toBe(value);
  });

  it('holds exactly three building types of four periods', () => {
    expect(Object.keys(IC_CONSTRUCTION_MAX)).toEqual(['maison', 'logementCollectif', 'bureaux']);
    for (const periods of Object.values(IC_CONSTRUCTION_MAX))
      expect(Object.keys(periods)).toEqual(['2022-2024', '2025-2027', '2028-2030', '2031+']);
  });

  it('names its source', () => {
    expect(RE2020_SOURCE).toBe(
      'Arrêté du 4 août 2021 relatif aux exigences de performance énergétique et environnementale des constructions de bâtiments en France métropolitaine',
    );
  });

  it.each([
    [2021, '2022-2024'],
    [2022, '2022-2024'],
    [2024, '2022-2024'],
    [2025, '2025-2027'],
    [2026, '2025-2027'],
    [2027, '2025-2027'],
    [2028, '2028-2030'],
    [2030, '2028-2030'],
    [2031, '2031+'],
    [2040, '2031+'],
  ])('the period in force in %i is %s (default: the current one)', (year, period) => {
    expect(periodOf(new Date(year, 5, 1))).toBe(period);
  });

  it("gives the floor's share of the threshold in percent, not capped", () => {
    expect(shareOfThreshold(53, 530)).toBeCloseTo(10);
    expect(shareOfThreshold(61.9, 530)).toBeCloseTo(11.679, 2);
    expect(shareOfThreshold(800, 640)).toBeCloseTo(125);
    expect(shareOfThreshold(10, 0)).toBe(0);
  });
});
