import { useAppSelector } from '@/app/hooks';
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
import { useHistoryScreenActions } from './useHistoryScreenActions';

/** A module constant: the handlers bound from it keep their identity from render to render. */
const FLOOR_ACTIONS = {
  opened: floorHistoryOpened,
  filterChanged: floorFilterChanged,
  filtersApplied: floorFiltersApplied,
  filtersReset: floorFiltersReset,
  orderChanged: floorOrderChanged,
  loadRequested: floorLoadRequested,
  items: { onDelete: floorItemDeleteRequested },
};

/** The floor history bound to the store: it loads when it opens (after the initial delay). */
export function FloorHistory({ layout }: { layout?: 'mobile' | 'desktop' }) {
  const state = useAppSelector(selectFloorHistory);
  const handlers = useHistoryScreenActions(FLOOR_ACTIONS);
  return (
    <>
      <PendingHistorySaves kinds={['floorSimulation']} />
      <FloorHistoryView state={state} layout={layout} {...handlers} />
    </>
  );
}
