import { useCallback, useEffect } from 'react';
import type { FloorHistoryItem, HistoryOrder } from '@/api/types';
import type { FloorFilters, FloorFilterName } from '../historyTypes';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  floorFilterChanged,
  floorFiltersApplied,
  floorFiltersReset,
  floorHistoryOpened,
  floorItemDeleteRequested,
  floorLoadRequested,
  floorOrderChanged,
  selectFloorHistory,
} from '../historySlice';
import { FloorHistoryView } from './FloorHistoryView';
import { PendingHistorySaves } from './PendingHistorySaves';
import { usePreparedDateFormats } from './usePreparedDateFormats';

/** The floor history bound to the store: it loads when it opens (after the initial delay). */
export function FloorHistory({ layout }: { layout?: 'mobile' | 'desktop' }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectFloorHistory);
  useEffect(() => {
    dispatch(floorHistoryOpened());
  }, [dispatch]);
  usePreparedDateFormats();
  // The same functions at each render: the filter panel is memoised on them.
  const onFilterChange = useCallback(
    (name: keyof FloorFilters, value: string) =>
      dispatch(floorFilterChanged({ name: name as FloorFilterName, value })),
    [dispatch],
  );
  const onFiltersApply = useCallback(
    (filters: FloorFilters) => dispatch(floorFiltersApplied(filters)),
    [dispatch],
  );
  const onFiltersReset = useCallback(() => dispatch(floorFiltersReset()), [dispatch]);
  const onOrderChange = useCallback(
    (order: HistoryOrder) => dispatch(floorOrderChanged(order)),
    [dispatch],
  );
  const onRetry = useCallback(() => dispatch(floorLoadRequested()), [dispatch]);
  // The same function at each render: the items are memoised on it.
  const onDelete = useCallback(
    (item: FloorHistoryItem) => dispatch(floorItemDeleteRequested(item)),
    [dispatch],
  );
  return (
    <>
      <PendingHistorySaves kinds={['floorSimulation']} />
      <FloorHistoryView
        state={state}
        layout={layout}
        onFilterChange={onFilterChange}
        onFiltersApply={onFiltersApply}
        onFiltersReset={onFiltersReset}
        onOrderChange={onOrderChange}
        onRetry={onRetry}
        onDelete={onDelete}
      />
    </>
  );
}
