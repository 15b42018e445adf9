/** The questionnaire bound to the store: starts at the first question, warns before leaving. */
import { useCallback, useDeferredValue, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useLeaveWarning } from '@/lib/hooks/useLeaveWarning';
import { useLeaveQuestionnaireActions } from '@/ui/leave/LeaveQuestionnaireDialog';
import {
  answerPicked,
  leaveDialogClosed,
  questionnaireRetried,
  questionnaireStarted,
  selectQuestionnaire,
  stepBack,
  stepShown,
} from '../finderSlice';
import { QuestionnaireView } from './QuestionnaireView';

export function Questionnaire() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectQuestionnaire);
  // The screen follows the store as a transition: a new question renders in short slices, the page
  // answering input in between (see useDeferredValue); the answers are taken on what is shown.
  const shown = useDeferredValue(state);

  useEffect(() => {
    dispatch(questionnaireStarted());
  }, [dispatch]);

  // The browser's leave warning once the user is past the first question (spec §2.1).
  const warn = state.step > 0 && state.status !== 'done';
  useLeaveWarning(warn);

  const { answers, filters } = shown;
  const onAnswer = useCallback(
    (step: number, valueId: number) => {
      // The same answer again keeps the later answers and shows the next question.
      if (answers[step] === valueId && filters[step + 1]) dispatch(stepShown(step + 1));
      else dispatch(answerPicked({ step, valueId }));
    },
    [answers, filters, dispatch],
  );
  const onShowStep = useCallback((step: number) => dispatch(stepShown(step)), [dispatch]);
  const onBack = useCallback(() => dispatch(stepBack()), [dispatch]);
  const onRetry = useCallback(() => dispatch(questionnaireRetried()), [dispatch]);
  const { onStay, onLeave } = useLeaveQuestionnaireActions(
    useCallback(() => dispatch(leaveDialogClosed()), [dispatch]),
  );

  return (
    <QuestionnaireView
      state={shown}
      onAnswer={onAnswer}
      onShowStep={onShowStep}
      onBack={onBack}
      onRetry={onRetry}
      onStay={onStay}
      onLeave={onLeave}
    />
  );
}
