import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  answerPicked,
  questionnaireStarted,
  retryRequested,
  selectQuestionnaire,
  stepShown,
} from '../environmentalDataSlice';
import { QuestionnaireView } from './QuestionnaireView';

/** The questionnaire bound to the store: it starts over each time it opens. */
export function EnvironmentalQuestionnaire() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectQuestionnaire);
  useEffect(() => {
    dispatch(questionnaireStarted());
  }, [dispatch]);
  return (
    <QuestionnaireView
      state={state}
      onPick={(step, valueId) => dispatch(answerPicked({ step, valueId }))}
      onShowStep={(step) => dispatch(stepShown(step))}
      onRetry={(kind) => dispatch(retryRequested(kind))}
    />
  );
}
