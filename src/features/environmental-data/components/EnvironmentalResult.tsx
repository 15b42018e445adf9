import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { navigateHash } from '@/app/routing/hashRoutes';
import { resultLoadRequested, selectEnvironmentalResult } from '../environmentalDataSlice';
import { EnvironmentalResultView } from './EnvironmentalResultView';

/**
 * The result of '#/{id}/{name}': shown at once when the questionnaire just produced it, otherwise
 * its history is loaded by id.
 */
export function EnvironmentalResult({
  id,
  fromHistory,
  embedded = false,
}: {
  id: number;
  fromHistory: boolean;
  /** Inside the shared result page (which shows the back link and the keep-results card). */
  embedded?: boolean;
}) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectEnvironmentalResult);
  const shown = state.historyId === id && state.status !== 'idle';
  useEffect(() => {
    if (!shown && Number.isInteger(id) && id > 0) dispatch(resultLoadRequested(id));
  }, [dispatch, id, shown]);
  return (
    <EnvironmentalResultView
      state={shown ? state : { status: 'loading', historyId: id, view: null, error: null }}
      fromHistory={fromHistory}
      onRestart={() => navigateHash('/')}
      onRetry={() => dispatch(resultLoadRequested(id))}
      embedded={embedded}
    />
  );
}
