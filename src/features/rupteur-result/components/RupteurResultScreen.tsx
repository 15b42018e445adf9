import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { pendingSavesOf, selectQueue } from '@/lib/offline';
import { useHashLocation } from '@/lib/routing/hashRoutes';
import type { Fdes } from '@/api/environmentTypes';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import { selectUser } from '@/features/session';
import { historyFromNavigationState } from '../resultModel';
import { resultOpened, selectRupteurResult } from '../resultSlice';
import type { RefineRenderProps } from './resultViewTypes';
import { RupteurResultView } from './RupteurResultView';
import { useResultHandlers } from './useResultHandlers';

export interface RupteurResultScreenProps {
  /** The history of '#/{historyId}/{name}'. */
  historyId: number;
  /**
   * Opened from the personal space's history (the query contains 'history'); read from the hash
   * and the page's query when not given.
   */
  fromHistory?: boolean;
  /**
   * The refine screen (Configurateur), shown on 'Redéfinir mes critères' of the Configurateur tab
   * or 'Évaluer les valeurs de PSI'.
   */
  renderRefine?: (props: RefineRenderProps) => ReactNode;
  /**
   * The environmental-data tool's result body, on its page (see RupteurResultView): given the
   * history loaded here and its FDES sheets, so that the body does not load it a second time.
   */
  renderEnvironmental?: (history: ThermalHistory, fdes: Fdes[] | null) => ReactNode;
}

/**
 * The result page '#/{historyId}/{name}' (spec 001 §2.1): the history passed with the navigation
 * (`window.history.state.history`), else loaded by id.
 */
export function RupteurResultScreen({
  historyId,
  fromHistory,
  renderRefine,
  renderEnvironmental,
}: RupteurResultScreenProps) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectRupteurResult);
  const user = useAppSelector(selectUser);
  const queue = useAppSelector(selectQueue);
  const pendingName =
    pendingSavesOf(queue, 'historyName', state.history?.id ?? historyId).at(-1)?.label ?? null;
  const location = useHashLocation();

  const openedFromHistory =
    fromHistory ??
    (location.search.includes('history') || window.location.search.includes('history'));

  useEffect(() => {
    dispatch(
      resultOpened({
        id: historyId,
        history: historyFromNavigationState(window.history.state, historyId),
      }),
    );
  }, [dispatch, historyId]);

  const handlers = useResultHandlers(historyId, state.pdf);

  return (
    <RupteurResultView
      state={state}
      userId={user?.id ?? null}
      fromHistory={openedFromHistory}
      renderRefine={renderRefine}
      renderEnvironmental={renderEnvironmental}
      handlers={handlers}
      pendingName={pendingName}
    />
  );
}
