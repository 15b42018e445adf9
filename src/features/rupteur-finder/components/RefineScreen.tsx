/** The refine screen of a result, bound to the store (spec 001 §2.1, §4). */
import { useEffect, useRef } from 'react';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  refineChoiceChanged,
  refineClosed,
  refineOpened,
  refineSubmitted,
  selectRefine,
} from '../finderSlice';
import { RefineView } from './RefineView';

export interface RefineScreenProps {
  historyId: number;
  /** Called once the refine values are saved, with the history holding the new rupteur and PSI. */
  onDone: (history: ThermalHistory) => void;
  /** 'Retour': back to the result. */
  onBack: () => void;
}

export function RefineScreen({ historyId, onDone, onBack }: RefineScreenProps) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectRefine);
  const reported = useRef<ThermalHistory | null>(null);

  useEffect(() => {
    dispatch(refineOpened({ historyId }));
    return () => {
      dispatch(refineClosed());
    };
  }, [dispatch, historyId]);

  useEffect(() => {
    if (state.status === 'done' && state.saved && reported.current !== state.saved) {
      reported.current = state.saved;
      onDone(state.saved);
    }
  }, [state.status, state.saved, onDone]);

  return (
    <RefineView
      state={state}
      onChange={(filterId, valueId) => dispatch(refineChoiceChanged({ filterId, valueId }))}
      onSubmit={() => dispatch(refineSubmitted())}
      onBack={onBack}
      onRetry={() => dispatch(refineOpened({ historyId }))}
    />
  );
}
