import type { CarbonHistoryItem } from '@/api/types';
import { useAppSelector } from '@/app/hooks';
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
import { useHistoryScreenActions } from './useHistoryScreenActions';

/** A module constant: the handlers bound from it keep their identity from render to render. */
const CARBON_ACTIONS = {
  opened: carbonHistoryOpened,
  filterChanged: carbonFilterChanged,
  filtersApplied: carbonFiltersApplied,
  filtersReset: carbonFiltersReset,
  orderChanged: carbonOrderChanged,
  loadRequested: carbonLoadRequested,
  items: {
    onDeleteCluster: (item: CarbonHistoryItem) => carbonClusterDeleteRequested({ id: item.id }),
    onDeleteSimulation: (simulation: { id: number }) =>
      carbonSimulationDeleteRequested({ id: simulation.id }),
  },
};

/** The carbon history bound to the store: it loads when it opens (after the initial delay). */
export function CarbonHistory({ layout }: { layout?: 'mobile' | 'desktop' }) {
  const state = useAppSelector(selectCarbonHistory);
  const handlers = useHistoryScreenActions(CARBON_ACTIONS);
  return (
    <>
      <PendingHistorySaves kinds={['carbonSimulation', 'cluster']} />
      <CarbonHistoryView state={state} layout={layout} {...handlers} />
    </>
  );
}
