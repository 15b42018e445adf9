/** The refine screen of a result, bound to the store (spec 001 §2.1, §4). */
import { useEffect, useRef, useState } from 'react';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import type { RefineContext } from '@/domain/refineConditions';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  refineChoiceChanged,
  refineClosed,
  refineOpened,
  refineSubmitted,
  selectRefine,
} from '../finderSlice';
import { LeaveDialog } from '@/ui/leave/LeaveDialog';
import {
  REFINE_EXIT_LEAVE,
  REFINE_EXIT_STAY,
  REFINE_EXIT_TEXT,
  REFINE_EXIT_TITLE,
} from './finderTexts';
import { RefineView } from './RefineView';

export interface RefineScreenProps {
  historyId: number;
  /** The result's answers and rupteur, which the conditional filters read. */
  context?: RefineContext;
  /** Called once the refine values are saved, with the history holding the new rupteur and PSI. */
  onDone: (history: ThermalHistory) => void;
  /** 'Retour': back to the result. */
  onBack: () => void;
}

export function RefineScreen({ historyId, context, onDone, onBack }: RefineScreenProps) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectRefine);
  const reported = useRef<ThermalHistory | null>(null);

  // The context is the result's, read when the screen opens.
  const opening = useRef(context);
  useEffect(() => {
    dispatch(refineOpened({ historyId, context: opening.current }));
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

  // 'Retour' after a change asks first: the exit-configuration popin (spec 001 §2.5).
  const [leaving, setLeaving] = useState(false);
  const back = () => (state.touched && state.status === 'ready' ? setLeaving(true) : onBack());

  return (
    <>
      <RefineView
        state={state}
        onChange={(filterId, valueId) => dispatch(refineChoiceChanged({ filterId, valueId }))}
        onSubmit={() => dispatch(refineSubmitted())}
        onBack={back}
        onRetry={() => dispatch(refineOpened({ historyId, context: opening.current }))}
      />
      <LeaveDialog
        open={leaving}
        title={REFINE_EXIT_TITLE}
        text={REFINE_EXIT_TEXT}
        stayLabel={REFINE_EXIT_STAY}
        leaveLabel={REFINE_EXIT_LEAVE}
        onStay={() => setLeaving(false)}
        onLeave={() => {
          setLeaving(false);
          onBack();
        }}
      />
    </>
  );
}
