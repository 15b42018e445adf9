import { useCallback, useEffect } from 'react';
import type { CarbonHistoryItem, HistoryOrder } from '@/api/types';
import type { CarbonFilters, CarbonFilterName } from '../historyTypes';
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
  // The same functions at each render: the filter panel is memoised on them.
  const onFilterChange = useCallback(
    (name: keyof CarbonFilters, value: string) =>
      dispatch(carbonFilterChanged({ name: name as CarbonFilterName, value })),
    [dispatch],
  );
  const onFiltersApply = useCallback(
    (filters: CarbonFilters) => dispatch(carbonFiltersApplied(filters)),
    [dispatch],
  );
  const onFiltersReset = useCallback(() => dispatch(carbonFiltersReset()), [dispatch]);
  const onOrderChange = useCallback(
    (order: HistoryOrder) => dispatch(carbonOrderChanged(order)),
    [dispatch],
  );
  const onRetry = useCallback(() => dispatch(carbonLoadRequested()), [dispatch]);
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
        onFilterChange={onFilterChange}
        onFiltersApply={onFiltersApply}
        onFiltersReset={onFiltersReset}
        onOrderChange={onOrderChange}
        onRetry={onRetry}
        onDeleteCluster={onDeleteCluster}
        onDeleteSimulation={onDeleteSimulation}
      />
    </>
  );
}
