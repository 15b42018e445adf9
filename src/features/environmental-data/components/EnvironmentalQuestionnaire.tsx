import { useCallback, useDeferredValue, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useLeaveWarning } from '@/lib/hooks/useLeaveWarning';
import { useLeaveQuestionnaireActions } from '@/ui/leave/LeaveQuestionnaireDialog';
import {
  answerPicked,
  leaveDialogClosed,
  questionnaireStarted,
  retryRequested,
  selectQuestionnaire,
  stepBack,
  stepShown,
} from '../environmentalDataSlice';
import { QuestionnaireView } from './QuestionnaireView';

/**
 * The questionnaire bound to the store: it starts over each time it opens, and warns before
 * leaving once the user is past the first question.
 */
export function EnvironmentalQuestionnaire() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectQuestionnaire);
  // The screen follows the store as a transition: a new question renders in short slices, the page
  // answering input in between (see useDeferredValue).
  const shown = useDeferredValue(state);
  useEffect(() => {
    dispatch(questionnaireStarted());
  }, [dispatch]);
  useLeaveWarning(state.answers.length > 0);

  const onPick = useCallback(
    (step: number, valueId: number) => dispatch(answerPicked({ step, valueId })),
    [dispatch],
  );
  const onShowStep = useCallback((step: number) => dispatch(stepShown(step)), [dispatch]);
  const onRetry = useCallback(
    (kind: Parameters<typeof retryRequested>[0]) => dispatch(retryRequested(kind)),
    [dispatch],
  );
  const onBack = useCallback(() => dispatch(stepBack()), [dispatch]);
  const { onStay, onLeave } = useLeaveQuestionnaireActions(
    useCallback(() => dispatch(leaveDialogClosed()), [dispatch]),
  );

  return (
    <QuestionnaireView
      state={shown}
      onPick={onPick}
      onShowStep={onShowStep}
      onRetry={onRetry}
      onBack={onBack}
      onStay={onStay}
      onLeave={onLeave}
    />
  );
}
