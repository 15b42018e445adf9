import { useCallback, useEffect } from 'react';
import type { FloorHistoryItem } from '@/api/types';
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
        onFilterChange={(name, value) => dispatch(floorFilterChanged({ name, value }))}
        onFiltersApply={(filters) => dispatch(floorFiltersApplied(filters))}
        onFiltersReset={() => dispatch(floorFiltersReset())}
        onOrderChange={(order) => dispatch(floorOrderChanged(order))}
        onRetry={() => dispatch(floorLoadRequested())}
        onDelete={onDelete}
      />
    </>
  );
}
