/**
 * What the tools' questionnaire containers share around StepQuestionnaire: the screen follows the
 * store as a transition (a new question renders in short slices, the page answering input in
 * between; see useDeferredValue), the questionnaire starts each time it opens, the browser warns
 * before leaving while `warn` holds, and the step, back and leave-dialog actions.
 */
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useDeferredValue, useEffect } from 'react';
import { useLeaveWarning } from '@/lib/hooks/useLeaveWarning';
import { useLeaveQuestionnaireActions } from '@/ui/leave/LeaveQuestionnaireDialog';

/** The tool's action creators. */
export interface QuestionnaireStoreActions {
  started: () => UnknownAction;
  stepShown: (step: number) => UnknownAction;
  stepBack: () => UnknownAction;
  leaveDialogClosed: () => UnknownAction;
}

export function useQuestionnaireStore<State>(
  dispatch: Dispatch,
  state: State,
  warn: boolean,
  { started, stepShown, stepBack, leaveDialogClosed }: QuestionnaireStoreActions,
) {
  const shown = useDeferredValue(state);
  useEffect(() => {
    dispatch(started());
  }, [dispatch, started]);
  useLeaveWarning(warn);

  const onShowStep = useCallback(
    (step: number) => dispatch(stepShown(step)),
    [dispatch, stepShown],
  );
  const onBack = useCallback(() => dispatch(stepBack()), [dispatch, stepBack]);
  const { onStay, onLeave } = useLeaveQuestionnaireActions(
    useCallback(() => dispatch(leaveDialogClosed()), [dispatch, leaveDialogClosed]),
  );
  return { shown, onShowStep, onBack, onStay, onLeave };
}
