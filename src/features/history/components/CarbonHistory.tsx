import { useCallback, useEffect } from 'react';
import type { CarbonHistoryItem } from '@/api/types';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  carbonClusterDeleteRequested,
  carbonFilterChanged,
  carbonFiltersApplied,
  carbonFiltersReset,
  carbonHistoryOpened,
  carbonLoadRequested,
  carbonOrderChanged,
  carbonSimulationDeleteRequested,
  selectCarbonHistory,
} from '../historySlice';
import { CarbonHistoryView } from './CarbonHistoryView';
import { PendingHistorySaves } from './PendingHistorySaves';
import { usePreparedDateFormats } from './usePreparedDateFormats';

/** The carbon history bound to the store: it loads when it opens (after the initial delay). */
export function CarbonHistory({ layout }: { layout?: 'mobile' | 'desktop' }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectCarbonHistory);
  useEffect(() => {
    dispatch(carbonHistoryOpened());
  }, [dispatch]);
  usePreparedDateFormats();
  // The same functions at each render: the items are memoised on them.
  const onDeleteCluster = useCallback(
    (item: CarbonHistoryItem) => dispatch(carbonClusterDeleteRequested({ id: item.id })),
    [dispatch],
  );
  const onDeleteSimulation = useCallback(
    (simulation: { id: number }) =>
      dispatch(carbonSimulationDeleteRequested({ id: simulation.id })),
    [dispatch],
  );
  return (
    <>
      <PendingHistorySaves kinds={['carbonSimulation', 'cluster']} />
      <CarbonHistoryView
        state={state}
        layout={layout}
        onFilterChange={(name, value) => dispatch(carbonFilterChanged({ name, value }))}
        onFiltersApply={(filters) => dispatch(carbonFiltersApplied(filters))}
        onFiltersReset={() => dispatch(carbonFiltersReset())}
        onOrderChange={(order) => dispatch(carbonOrderChanged(order))}
        onRetry={() => dispatch(carbonLoadRequested())}
        onDeleteCluster={onDeleteCluster}
        onDeleteSimulation={onDeleteSimulation}
      />
    </>
  );
}
