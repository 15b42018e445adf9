/** The questionnaire bound to the store: starts at the first question, warns before leaving. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useLeaveWarning } from '@/lib/hooks/useLeaveWarning';
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

/** Where 'Quitter sans enregistrer' goes: the site's home page. */
export const LEAVE_DESTINATION = '/';

export function Questionnaire() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const state = useAppSelector(selectQuestionnaire);

  useEffect(() => {
    dispatch(questionnaireStarted());
  }, [dispatch]);

  // The browser's leave warning once the user is past the first question (spec §2.1).
  const warn = state.step > 0 && state.status !== 'done';
  useLeaveWarning(warn);

  return (
    <QuestionnaireView
      state={state}
      onAnswer={(step, valueId) => {
        // The same answer again keeps the later answers and shows the next question.
        if (state.answers[step] === valueId && state.filters[step + 1]) {
          dispatch(stepShown(step + 1));
        } else dispatch(answerPicked({ step, valueId }));
      }}
      onShowStep={(step) => dispatch(stepShown(step))}
      onBack={() => dispatch(stepBack())}
      onRetry={() => dispatch(questionnaireRetried())}
      onStay={() => dispatch(leaveDialogClosed())}
      onLeave={() => {
        dispatch(leaveDialogClosed());
        void navigate(LEAVE_DESTINATION);
      }}
    />
  );
}
