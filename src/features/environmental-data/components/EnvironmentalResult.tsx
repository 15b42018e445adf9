import { useEffect, useMemo } from 'react';
import type { Fdes } from '@/api/environmentTypes';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { navigateHash } from '@/lib/routing/hashRoutes';
import { NOT_ENVIRONMENTAL, resultViewOfHistory } from '../environmentFormat';
import {
  resultLoadRequested,
  selectEnvironmentalResult,
  type ResultState,
} from '../environmentalDataSlice';
import { EnvironmentalResultView } from './EnvironmentalResultView';

/** The result state of a history already loaded by the page (no request of its own). */
function stateOfHistory(history: ThermalHistory, fdes: Fdes[] | null | undefined): ResultState {
  const view = resultViewOfHistory(history, fdes);
  return view
    ? { status: 'ready', historyId: history.id, view, error: null }
    : { status: 'error', historyId: history.id, view: null, error: NOT_ENVIRONMENTAL };
}

/**
 * The result of '#/{id}/{name}'. Inside the shared result page, the history that page has loaded
 * (and the FDES sheets loaded with it) is given and shown as is. Without it, the result is shown at
 * once when the questionnaire just produced it, otherwise its history is loaded by id.
 */
export function EnvironmentalResult({
  id,
  fromHistory,
  embedded = false,
  history,
  fdes,
}: {
  id: number;
  fromHistory: boolean;
  /** Inside the shared result page (which shows the back link and the keep-results card). */
  embedded?: boolean;
  /** The history '#/{id}/…' already loaded by the page, if any: it is not loaded again. */
  history?: ThermalHistory | null;
  /** The FDES sheets loaded with `history` (else the history's own are shown). */
  fdes?: Fdes[] | null;
}) {
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectEnvironmentalResult);
  const given = history && history.id === id ? history : null;
  const givenState = useMemo(() => (given ? stateOfHistory(given, fdes) : null), [given, fdes]);
  const shown = stored.historyId === id && stored.status !== 'idle';
  const loadsItself = givenState === null;
  useEffect(() => {
    if (loadsItself && !shown && Number.isInteger(id) && id > 0) {
      dispatch(resultLoadRequested(id));
    }
  }, [dispatch, id, shown, loadsItself]);
  const state: ResultState =
    givenState ?? (shown ? stored : { status: 'loading', historyId: id, view: null, error: null });
  return (
    <EnvironmentalResultView
      state={state}
      fromHistory={fromHistory}
      onRestart={() => navigateHash('/')}
      // A given history is what the page loaded: loading it again would not change it.
      onRetry={loadsItself ? () => dispatch(resultLoadRequested(id)) : undefined}
      embedded={embedded}
    />
  );
}
