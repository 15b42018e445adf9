import {
  isRefineFilterShown,
  refineContextOf,
  visibleRefineFilters,
  type RefineContext,
} from './refineConditions';

const context = (chosenTexts: string[], rupteurUuid: string | null = '7'): RefineContext => ({
  chosenTexts,
  rupteurUuid,
});

describe('the refine screen’s conditional filters (spec 001 §2.1)', () => {
  it.each([13, 14])(
    'column %i appears only when a chosen value mentions a sanitary void or a high floor over a basement',
    (column) => {
      expect(isRefineFilterShown(column, context(['Maison individuelle']))).toBe(false);
      expect(isRefineFilterShown(column, context(['Plancher bas sur vide sanitaire']))).toBe(true);
      expect(isRefineFilterShown(column, context(['Plancher haut de sous-sol']))).toBe(true);
      // Case and accents do not matter.
      expect(isRefineFilterShown(column, context(['VIDE SANITAIRE']))).toBe(true);
    },
  );

  it('column 16 appears only for an intermediate floor of the thermo-pre-slab (uuid 1)', () => {
    expect(isRefineFilterShown(16, context(['Plancher intermédiaire'], '1'))).toBe(true);
    expect(isRefineFilterShown(16, context(['Plancher intermediaire'], '1'))).toBe(true);
    expect(isRefineFilterShown(16, context(['Plancher intermédiaire'], '2'))).toBe(false);
    expect(isRefineFilterShown(16, context(['Plancher bas'], '1'))).toBe(false);
    expect(isRefineFilterShown(16, context(['Plancher intermédiaire'], null))).toBe(false);
  });

  it('other columns always appear', () => {
    expect(isRefineFilterShown(17, context([], null))).toBe(true);
  });

  it('follows the screen’s choices, but not those of conditional filters themselves', () => {
    const filters = [
      {
        id: 1,
        importColumn: 12,
        filterValues: [
          { id: 11, value: 'Sur vide sanitaire' },
          { id: 12, value: 'Sur terre-plein' },
        ],
      },
      { id: 2, importColumn: 13, filterValues: [{ id: 21, value: 'Isolant en sous-face' }] },
      { id: 3, importColumn: 16, filterValues: [{ id: 31, value: 'Plancher intermédiaire' }] },
    ];
    const ids = (choices: Record<string, number>, base = context([], '1')) =>
      visibleRefineFilters(filters, choices, base).map((filter) => filter.id);
    expect(ids({})).toEqual([1]);
    expect(ids({ 1: 11 })).toEqual([1, 2]);
    expect(ids({ 1: 12 })).toEqual([1]);
    // A conditional filter's own choice does not show column 16.
    expect(ids({ 3: 31 })).toEqual([1]);
    expect(ids({}, context(['Plancher intermédiaire'], '1'))).toEqual([1, 3]);
  });

  it('reads a result’s questionnaire answers and rupteur', () => {
    expect(
      refineContextOf({
        filterValues: [{ value: 'Maison' }, { value: 'Plancher intermédiaire' }],
        rupteur: { uuid: '1' },
      }),
    ).toEqual({ chosenTexts: ['Maison', 'Plancher intermédiaire'], rupteurUuid: '1' });
    expect(refineContextOf({ filterValues: [], rupteur: null }).rupteurUuid).toBeNull();
  });
});
