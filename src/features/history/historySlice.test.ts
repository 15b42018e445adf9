import type { FloorHistoryDatas } from '@/api/types';
import type { ThermalHistorySummary } from '@/api/thermalHistoryTypes';
import { floorItemsFixture } from './historyFixtures';
import { floorLoaded, historySlice, initialHistoryState, thermalLoaded } from './historySlice';

describe('history lists in the store', () => {
  it('keeps a received list as it came, frozen, without copying or walking its items', () => {
    const data = [...floorItemsFixture];
    const state = historySlice.reducer(
      initialHistoryState,
      // An answer without filter options: the ones kept stay.
      floorLoaded({ data, total: data.length } as unknown as FloorHistoryDatas),
    );
    expect(state.floor.items).toBe(data);
    expect(Object.isFrozen(state.floor.items)).toBe(true);
    expect(state.floor.total).toBe(data.length);
    expect(state.floor.status).toBe('ready');
  });

  it('replaces the list at the next answer', () => {
    const first = historySlice.reducer(initialHistoryState, thermalLoaded([]));
    const summaries = [
      { id: 1, name: 'Maison Dupont', createdAt: '2026-03-12T08:05:00Z' },
    ] as ThermalHistorySummary[];
    const next = historySlice.reducer(first, thermalLoaded(summaries));
    expect(next.thermal.items).toBe(summaries);
    expect(Object.isFrozen(next.thermal.items)).toBe(true);
  });

  it('keeps the filter options of the last answer when the next brings the same', () => {
    const options = (level: string) => ({
      type: { options: { Solution: 'solution' } },
      floor: { options: {} },
      floorLevel: { options: { [level]: level } },
    });
    const answer = (filters: ReturnType<typeof options>) =>
      floorLoaded({ data: [], total: 0, filters } as unknown as FloorHistoryDatas);
    const first = historySlice.reducer(initialHistoryState, answer(options('RDC')));
    const same = historySlice.reducer(first, answer(options('RDC')));
    expect(same.floor.options).toBe(first.floor.options);
    const other = historySlice.reducer(same, answer(options('R+1')));
    expect(other.floor.options).not.toBe(first.floor.options);
    expect(other.floor.options).toEqual(options('R+1'));
  });
});
