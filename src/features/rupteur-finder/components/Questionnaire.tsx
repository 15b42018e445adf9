/**
 * The questionnaire bound to the store: starts at the first question (or after the answers kept
 * before a reload), warns before leaving.
 */
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useQuestionnaireStore } from '@/ui/questionnaire/useQuestionnaireStore';
import {
  answerPicked,
  leaveDialogClosed,
  questionnaireRetried,
  questionnaireStarted,
  selectQuestionnaire,
  stepBack,
  stepShown,
} from '../finderSlice';
import { FINDER_ANSWERS_KEY } from '../finderSagas';
import { QuestionnaireView } from './QuestionnaireView';

export function Questionnaire() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectQuestionnaire);
  // The browser's leave warning once the user is past the first question (spec §2.1); the answers
  // are taken on what is shown.
  const { shown, ...actions } = useQuestionnaireStore(
    dispatch,
    state,
    state.step > 0 && state.status !== 'done',
    {
      started: questionnaireStarted,
      stepShown,
      stepBack,
      leaveDialogClosed,
      entryAnswersKey: FINDER_ANSWERS_KEY,
    },
  );

  const { answers, filters } = shown;
  const onAnswer = useCallback(
    (step: number, valueId: number) => {
      // The same answer again keeps the later answers and shows the next question.
      if (answers[step] === valueId && filters[step + 1]) dispatch(stepShown(step + 1));
      else dispatch(answerPicked({ step, valueId }));
    },
    [answers, filters, dispatch],
  );
  const onRetry = useCallback(() => dispatch(questionnaireRetried()), [dispatch]);

  return <QuestionnaireView state={shown} onAnswer={onAnswer} onRetry={onRetry} {...actions} />;
}
