import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useLeaveWarning } from '@/lib/hooks/useLeaveWarning';
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

/** Where 'Quitter sans enregistrer' goes: the site's home page. */
export const LEAVE_DESTINATION = '/';

/**
 * The questionnaire bound to the store: it starts over each time it opens, and warns before
 * leaving once the user is past the first question.
 */
export function EnvironmentalQuestionnaire() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const state = useAppSelector(selectQuestionnaire);
  useEffect(() => {
    dispatch(questionnaireStarted());
  }, [dispatch]);
  useLeaveWarning(state.answers.length > 0);
  return (
    <QuestionnaireView
      state={state}
      onPick={(step, valueId) => dispatch(answerPicked({ step, valueId }))}
      onShowStep={(step) => dispatch(stepShown(step))}
      onRetry={(kind) => dispatch(retryRequested(kind))}
      onBack={() => dispatch(stepBack())}
      onStay={() => dispatch(leaveDialogClosed())}
      onLeave={() => {
        dispatch(leaveDialogClosed());
        void navigate(LEAVE_DESTINATION);
      }}
    />
  );
}
