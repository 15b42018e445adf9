/** The questionnaire, one question per step (spec 001 §2.1): the finder's state on the shared view. */
import { memo } from 'react';
import { PageLoader } from '@/ui/loader/PageLoader';
import {
  StepQuestionnaire,
  type QuestionnaireCallbacks,
} from '@/ui/questionnaire/StepQuestionnaire';
import { progressOf, questionOf } from '../finderFormat';
import type { QuestionnaireState } from '../finderSlice';
import {
  ANSWERS_TITLE,
  BACK_LABEL,
  HOME_LOADING_TEXT,
  PROGRESS_LABEL,
  RETRY_LABEL,
  SEARCH_LOADING_TEXT,
  STEP_LOADING_TEXT,
} from './finderTexts';

export interface QuestionnaireViewProps extends QuestionnaireCallbacks {
  state: QuestionnaireState;
}

const TEXTS = {
  progress: PROGRESS_LABEL,
  answersTitle: ANSWERS_TITLE,
  back: BACK_LABEL,
  retry: RETRY_LABEL,
};
const IDS = { question: 'finder-question', answers: 'finder-answers' };

export const QuestionnaireView = memo(function QuestionnaireView({
  state,
  ...callbacks
}: QuestionnaireViewProps) {
  const { status, filters, answers, step, error } = state;
  const filter = filters[step];
  const homeLoading = status === 'loading' && answers.length === 0 && filters.length === 0;

  if (status === 'idle' || homeLoading) return <PageLoader label={HOME_LOADING_TEXT} />;

  const searching = status === 'searching' || status === 'done' || (status === 'ready' && !filter);
  return (
    <StepQuestionnaire
      ids={IDS}
      texts={TEXTS}
      testId="questionnaire"
      focusEachQuestion
      step={step}
      progress={progressOf(step, state.total)}
      failure={status === 'error' && error ? { message: error.message } : null}
      loading={
        searching ? SEARCH_LOADING_TEXT : status === 'loading' || !filter ? STEP_LOADING_TEXT : null
      }
      question={
        filter
          ? {
              caption: `Question ${step + 1}`,
              title: questionOf(filter),
              hint: filter.hint,
              options: filter.filterValues.map((value) => ({ id: value.id, label: value.value })),
              chosenId: answers[step],
            }
          : null
      }
      answers={answers.slice(0, filters.length).flatMap((valueId, index) => {
        const answered = filters[index];
        if (!answered) return [];
        const value = answered.filterValues.find((entry) => entry.id === valueId);
        return [
          { key: answered.id, step: index, name: answered.name, answer: value?.value ?? null },
        ];
      })}
      leaveDialogOpen={state.leaveDialogOpen}
      {...callbacks}
    />
  );
});
