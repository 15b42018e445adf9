/**
 * What the tools' questionnaire containers share around StepQuestionnaire: an answered question
 * stays on screen while the next one loads, for up to NEXT_QUESTION_LOADER_DELAY_MS, before the
 * loading screen shows (useDelayedLoadingScreen), the questionnaire starts each time it opens, the
 * browser warns before leaving while `warn` holds, and the step, back and leave-dialog actions
 * (leaving forgets the answers the tool kept in the tab's history entry).
 * Until the first answer, the screen follows the store as a transition (useDeferredValue): the
 * first question comes during the page's start, whose long tasks a phone feels (and Lighthouse
 * counts as blocking time). After it, at once: a next question is a short render (about 30 ms on
 * a phone) that the user waits for, which the transition's slices only made later.
 */
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useDeferredValue, useEffect } from 'react';
import { useDelayedLoadingScreen } from '@/lib/hooks/useDelayedLoadingScreen';
import { useLeaveWarning } from '@/lib/hooks/useLeaveWarning';
import { forgetEntryAnswers } from '@/lib/routing/answersInHistoryEntry';
import { useLeaveQuestionnaireActions } from '@/ui/leave/LeaveQuestionnaireDialog';

/** The tool's action creators. */
export interface QuestionnaireStoreActions {
  started: () => UnknownAction;
  stepShown: (step: number) => UnknownAction;
  stepBack: () => UnknownAction;
  leaveDialogClosed: () => UnknownAction;
  /**
   * The key under which the tool's sagas keep the answers in the tab's history entry
   * (src/lib/routing/answersInHistoryEntry.ts): 'Quitter sans enregistrer' forgets them.
   */
  entryAnswersKey: string;
}

/**
 * How long a question answered stays on screen while the next one loads before the loading screen
 * shows: a question that answers in time replaces it directly.
 */
export const NEXT_QUESTION_LOADER_DELAY_MS = 300;

/** The questionnaire's status ('loading' while a question loads, 'ready' while one shows), answers. */
interface QuestionnaireStatusOf {
  status: string;
  answers: readonly unknown[];
}

const showsQuestion = (state: QuestionnaireStatusOf) => state.status === 'ready';

export function useQuestionnaireStore<State extends QuestionnaireStatusOf>(
  dispatch: Dispatch,
  state: State,
  warn: boolean,
  { started, stepShown, stepBack, leaveDialogClosed, entryAnswersKey }: QuestionnaireStoreActions,
) {
  const settled = useDelayedLoadingScreen(
    state,
    state.status === 'loading',
    NEXT_QUESTION_LOADER_DELAY_MS,
    showsQuestion,
  );
  const deferred = useDeferredValue(settled);
  const shown = state.answers.length > 0 ? settled : deferred;
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
    useCallback(() => forgetEntryAnswers(entryAnswersKey), [entryAnswersKey]),
  );
  return { shown, onShowStep, onBack, onStay, onLeave };
}
