import { useCallback, useMemo } from 'react';
import type { ThermalHistorySummary } from '@/api/thermalHistoryTypes';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  selectThermalHistory,
  thermalHistoryOpened,
  thermalItemDeleteRequested,
  thermalLoadRequested,
  thermalSortChanged,
} from '../historySlice';
import { PendingHistorySaves, usePendingNames } from './PendingHistorySaves';
import { ThermalHistoryView } from './ThermalHistoryView';
import { useHistoryScreenOpened } from './useHistoryScreenActions';

/** The general site's history bound to the store: it loads when it opens (after the initial delay). */
export function ThermalHistory() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectThermalHistory);
  const pendingNames = usePendingNames();
  useHistoryScreenOpened(thermalHistoryOpened);
  const shown = useMemo(() => state.items.map((entry) => String(entry.id)), [state.items]);
  // The same function at each render: the items are memoised on it.
  const onDelete = useCallback(
    (entry: ThermalHistorySummary) => dispatch(thermalItemDeleteRequested({ id: entry.id })),
    [dispatch],
  );
  return (
    <>
      <PendingHistorySaves kinds={['historyName']} shown={shown} />
      <ThermalHistoryView
        pendingNames={pendingNames}
        state={state}
        onSortChange={(sort) => dispatch(thermalSortChanged(sort))}
        onRetry={() => dispatch(thermalLoadRequested())}
        onDelete={onDelete}
      />
    </>
  );
}
