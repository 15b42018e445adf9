/**
 * The environmental-data questionnaire (spec 001 §2.2): the tool's state on the shared view, one
 * question per step with clickable answers, its progress, its hints, the answers given so far
 * (each can be re-picked), and the loading and error states.
 */
import { memo } from 'react';
import {
  StepQuestionnaire,
  type QuestionnaireCallbacks,
} from '@/ui/questionnaire/StepQuestionnaire';
import type { QuestionnaireState } from '../environmentalDataSlice';
import {
  FILTERS_FAILURE,
  LOADING_QUESTIONS,
  LOADING_SEARCH,
  SEARCH_FAILURE,
  SYSTEM_QUESTION,
  hintOf,
  progressOf,
  systemLabelOf,
} from '../environmentFormat';

export interface QuestionnaireViewProps extends Omit<
  QuestionnaireCallbacks,
  'onAnswer' | 'onRetry'
> {
  state: QuestionnaireState;
  onPick: (step: number, valueId: number) => void;
  onRetry: (kind: 'filters' | 'search') => void;
}

const TEXTS = { unknownAnswer: '--' };
const IDS = { question: 'env-question-title', answers: 'env-answers-title' };

/** The answer's text; the system question shows its short labels ('Poutrelles'). */
function answerLabel(step: number, value: string): string {
  return step === 0 ? systemLabelOf(value) : value;
}

export const QuestionnaireView = memo(function QuestionnaireView({
  state,
  onPick,
  onRetry,
  ...callbacks
}: QuestionnaireViewProps) {
  const { steps, answers, current, status, failure } = state;
  const filter = steps[current];
  const busy = status === 'loading' || status === 'searching' || status === 'idle';
  const failed = status === 'error' ? failure : null;

  return (
    <StepQuestionnaire
      layout="compact"
      ids={IDS}
      texts={TEXTS}
      step={current}
      // No progress before the server has given the questions.
      progress={steps.length === 0 ? 0 : progressOf(current, steps.length)}
      failure={
        failed && {
          title: failed.kind === 'search' ? SEARCH_FAILURE : FILTERS_FAILURE,
          message: failed.message,
        }
      }
      loading={status === 'searching' ? LOADING_SEARCH : busy ? LOADING_QUESTIONS : null}
      // The first question is the specification's (spec 001 §2.2): shown while it loads.
      knownTitle={current === 0 ? SYSTEM_QUESTION : null}
      question={
        status === 'ready' && filter
          ? {
              title: filter.question || filter.name,
              hint: hintOf(filter),
              options: filter.filterValues.map((value) => ({
                id: value.id,
                label: answerLabel(current, value.value),
              })),
              chosenId: answers[current],
            }
          : null
      }
      answers={answers.flatMap((valueId, step) => {
        const answered = steps[step];
        if (!answered) return [];
        const value = answered.filterValues.find((item) => item.id === valueId);
        return [
          {
            key: answered.id,
            step,
            name: answered.name,
            answer: value ? answerLabel(step, value.value) : null,
          },
        ];
      })}
      busy={busy}
      leaveDialogOpen={state.leaveDialogOpen}
      {...callbacks}
      onAnswer={onPick}
      onRetry={() => failed && onRetry(failed.kind)}
    />
  );
});
