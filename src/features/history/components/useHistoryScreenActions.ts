import { useEffect, useMemo } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { HistoryOrder } from '@/api/types';
import { useAppDispatch } from '@/app/hooks';
import type { FilterValues } from './FilterFields';
import type { HistoryListHandlers } from './HistoryListFrame';
import { usePreparedDateFormats } from './usePreparedDateFormats';

/** An action creator an item's control dispatches (delete…). */
type ItemAction = (...args: never[]) => UnknownAction;

/** The item actions bound to the store, under the same names. */
export type BoundItemActions<M extends Record<string, ItemAction>> = {
  [K in keyof M]: (...args: Parameters<M[K]>) => void;
};

/** The actions of a filtered history screen (floor, carbon), as the slice creates them. */
export interface HistoryScreenActions<
  F extends FilterValues<F>,
  M extends Record<string, ItemAction>,
> {
  opened: () => UnknownAction;
  filterChanged: (change: { name: keyof F; value: string }) => UnknownAction;
  filtersApplied: (filters: F) => UnknownAction;
  filtersReset: () => UnknownAction;
  orderChanged: (order: HistoryOrder) => UnknownAction;
  loadRequested: () => UnknownAction;
  /** What the items do, each bound under its own name (`onDelete`…). */
  items: M;
}

/**
 * A history screen opens: its list loads (after the initial delay) and the items' date format is
 * built meanwhile.
 */
export function useHistoryScreenOpened(opened: () => UnknownAction): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(opened());
  }, [dispatch, opened]);
  usePreparedDateFormats();
}

/**
 * Opens a filtered history screen and gives its handlers bound to the store. They are the same
 * functions at each render as long as `actions` is (a module constant): the filter panel and the
 * items are memoised on them.
 */
export function useHistoryScreenActions<
  F extends FilterValues<F>,
  M extends Record<string, ItemAction>,
>(actions: HistoryScreenActions<F, M>): HistoryListHandlers<F> & BoundItemActions<M> {
  const dispatch = useAppDispatch();
  useHistoryScreenOpened(actions.opened);
  return useMemo(() => {
    const items: Partial<Record<keyof M, (...args: never[]) => void>> = {};
    for (const [name, create] of Object.entries(actions.items) as Array<[keyof M, ItemAction]>) {
      items[name] = (...args) => dispatch(create(...args));
    }
    return {
      onFilterChange: (name: keyof F, value: string) =>
        dispatch(actions.filterChanged({ name, value })),
      onFiltersApply: (filters: F) => dispatch(actions.filtersApplied(filters)),
      onFiltersReset: () => dispatch(actions.filtersReset()),
      onOrderChange: (order: HistoryOrder) => dispatch(actions.orderChanged(order)),
      onRetry: () => dispatch(actions.loadRequested()),
      ...(items as BoundItemActions<M>),
    };
  }, [dispatch, actions]);
}
