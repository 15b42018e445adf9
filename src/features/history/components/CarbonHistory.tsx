import { useEffect } from 'react';
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

/** The carbon history bound to the store: it loads when it opens (after the initial delay). */
export function CarbonHistory({ layout }: { layout?: 'mobile' | 'desktop' }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectCarbonHistory);
  useEffect(() => {
    dispatch(carbonHistoryOpened());
  }, [dispatch]);
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
        onDeleteCluster={(item) => dispatch(carbonClusterDeleteRequested({ id: item.id }))}
        onDeleteSimulation={(simulation) =>
          dispatch(carbonSimulationDeleteRequested({ id: simulation.id }))
        }
      />
    </>
  );
}
