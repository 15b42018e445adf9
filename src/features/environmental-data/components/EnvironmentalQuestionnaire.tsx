import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useQuestionnaireStore } from '@/ui/questionnaire/useQuestionnaireStore';
import {
  answerPicked,
  leaveDialogClosed,
  questionnaireStarted,
  retryRequested,
  selectQuestionnaire,
  stepBack,
  stepShown,
} from '../environmentalDataSlice';
import { ENVIRONMENTAL_ANSWERS_KEY } from '../environmentalDataSagas';
import { QuestionnaireView } from './QuestionnaireView';

/**
 * The questionnaire bound to the store: it starts over each time it opens (after the answers kept
 * before a reload, if any), and warns before leaving once the user is past the first question.
 */
export function EnvironmentalQuestionnaire() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectQuestionnaire);
  const { shown, ...actions } = useQuestionnaireStore(dispatch, state, state.answers.length > 0, {
    started: questionnaireStarted,
    stepShown,
    stepBack,
    leaveDialogClosed,
    entryAnswersKey: ENVIRONMENTAL_ANSWERS_KEY,
  });

  const onPick = useCallback(
    (step: number, valueId: number) => dispatch(answerPicked({ step, valueId })),
    [dispatch],
  );
  const onRetry = useCallback(
    (kind: Parameters<typeof retryRequested>[0]) => dispatch(retryRequested(kind)),
    [dispatch],
  );

  return <QuestionnaireView state={shown} onPick={onPick} onRetry={onRetry} {...actions} />;
}
