import { useEffect } from 'react';
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

/** The general site's history bound to the store: it loads when it opens (after the initial delay). */
export function ThermalHistory() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectThermalHistory);
  const pendingNames = usePendingNames();
  useEffect(() => {
    dispatch(thermalHistoryOpened());
  }, [dispatch]);
  return (
    <>
      <PendingHistorySaves
        kinds={['historyName']}
        shown={state.items.map((entry) => String(entry.id))}
      />
      <ThermalHistoryView
        pendingNames={pendingNames}
        state={state}
        onSortChange={(sort) => dispatch(thermalSortChanged(sort))}
        onRetry={() => dispatch(thermalLoadRequested())}
        onDelete={(entry) => dispatch(thermalItemDeleteRequested({ id: entry.id }))}
      />
    </>
  );
}
