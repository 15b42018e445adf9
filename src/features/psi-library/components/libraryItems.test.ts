import { libraryDatasFixture } from '../libraryFixtures';
import {
  HEAD_ESTIMATE_PX,
  libraryItemsOf,
  PANEL_END_PX,
  ROW_ESTIMATE_PX,
  TAB_GAP_PX,
} from './libraryItems';

describe('libraryItemsOf (the results’ tabs as one column of items)', () => {
  const { rupteurs } = libraryDatasFixture({ rupteurs: 3, perRupteur: 4 });

  it('a header per rupteur, the values of open tabs only, an end per tab', () => {
    const { items, spans } = libraryItemsOf(rupteurs, [502]);
    expect(items.map((item) => item.kind)).toEqual([
      'head',
      'end',
      'head',
      'row',
      'row',
      'row',
      'row',
      'end',
      'head',
      'end',
    ]);
    expect(spans).toEqual([
      { head: 0, firstRow: 1, end: 1, open: false },
      { head: 2, firstRow: 3, end: 7, open: true },
      { head: 8, firstRow: 9, end: 9, open: false },
    ]);
    // Keys by rupteur and by PSI id: a value keeps its measured height from one search to the next.
    expect(items.slice(2, 5).map((item) => item.key)).toEqual([
      'h502',
      `r${rupteurs[1]!.psiValuesAsArray[0]!.id}`,
      `r${rupteurs[1]!.psiValuesAsArray[1]!.id}`,
    ]);
  });

  it('estimates: header, value, and the space to the next tab (none after the last)', () => {
    const { items } = libraryItemsOf(rupteurs, [501, 503]);
    expect(items[0]).toMatchObject({ kind: 'head', size: HEAD_ESTIMATE_PX });
    expect(items[1]).toMatchObject({ kind: 'row', size: ROW_ESTIMATE_PX });
    expect(items[5]).toMatchObject({ kind: 'end', size: PANEL_END_PX + TAB_GAP_PX });
    expect(items[7]).toMatchObject({ kind: 'end', size: 2 + TAB_GAP_PX });
    expect(items[items.length - 1]).toMatchObject({ kind: 'end', size: PANEL_END_PX });
  });
});
