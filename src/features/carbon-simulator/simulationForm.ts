/**
 * The simulation under way as its form owns it (spec 002 §4.2, §5.2): step 1 as last submitted and
 * the step-2 answers in the order given. The store never keeps them: what needs the server is an
 * action that carries them (step 1 continued, an answer sent, the custom concrete values, the
 * submission), and the server's narrowing (its answer to step 1 or to an answer) drops, here, the
 * answers of the fields it hides. The page's address is written from here (useSimulationInAddress).
 *
 * One per form shown: the simulator's steps create it when the form has loaded (a prefill, or the
 * simulation kept in the address), and the saga tests drive it as the screen does.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { SimulatorStep1 } from '@/api/carbonTypes';
import type { FieldValue, FormStep } from '@/api/formDefinitionTypes';
import {
  answersShownIn,
  applyAnswer,
  GUIDED_PATH,
  prefilledAnswers,
  prefilledStep1,
  type SimulationAnswers,
} from './simulatorModel';
import type { StoredSimulation } from './simulatorQuery';
import {
  answerChanged,
  customConcreteSent,
  step1Submitted,
  submitClicked,
  updateRetried,
  type CarbonSimulatorState,
} from './simulatorSlice';

/** The form's first answers: the simulation kept in the address, or what the server prefilled. */
export function startingAnswers(
  steps: FormStep[],
  restored: StoredSimulation | undefined,
): SimulationAnswers {
  if (restored)
    return {
      step1: { ...restored.step1, path: GUIDED_PATH },
      answers: answersShownIn(restored.answers, steps),
    };
  return { step1: prefilledStep1(steps), answers: prefilledAnswers(steps) };
}

export interface SimulationForm {
  /** The simulation as it stands. */
  get(): SimulationAnswers;
  /** Called after each change of the simulation; returns the unsubscription. */
  subscribe(listener: () => void): () => void;
  /** Step 1 submitted: checked by the server with the step-2 answers kept (back then continue). */
  continueWith(step1: Omit<SimulatorStep1, 'path'>): void;
  /** 'Réessayer' after step 1 could not be checked: the same step 1 again. */
  retryContinue(): void;
  /** The user set a step-2 field (spec 002 §4.2's rules), sent to the server after its delay. */
  answer(field: string, value: FieldValue): void;
  /** The custom concrete values button: the answers sent again. */
  sendCustomConcrete(): void;
  /** 'Réessayer' after an answer could not be sent: the answers sent again, at once. */
  retryUpdate(): void;
  /** 'Estimer l'impact carbone'. */
  submit(): void;
  /**
   * The store as it stands: when the server has narrowed the form since (step 1 accepted, an
   * answer's update), the answers of the fields it now hides are dropped.
   */
  follow(state: CarbonSimulatorState): void;
}

/**
 * The form of a loaded simulator (`state`, its status 'ready'), which dispatches what the server
 * must hear.
 */
export function createSimulationForm(
  state: CarbonSimulatorState,
  dispatch: (action: UnknownAction) => unknown,
): SimulationForm {
  let current = startingAnswers(state.steps, state.query.restored);
  let narrowings = state.narrowings;
  const listeners = new Set<() => void>();
  const set = (next: SimulationAnswers) => {
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    continueWith(step1) {
      set({ ...current, step1: { ...step1, path: GUIDED_PATH } });
      dispatch(step1Submitted(current));
    },
    retryContinue() {
      dispatch(step1Submitted(current));
    },
    answer(field, value) {
      set({ ...current, answers: applyAnswer(current.answers, field, value) });
      dispatch(answerChanged({ field, simulation: current }));
    },
    sendCustomConcrete() {
      dispatch(customConcreteSent(current));
    },
    retryUpdate() {
      dispatch(updateRetried(current));
    },
    submit() {
      dispatch(submitClicked(current.step1));
    },
    follow(latest) {
      if (latest.narrowings === narrowings) return;
      narrowings = latest.narrowings;
      const answers = answersShownIn(current.answers, latest.steps);
      if (answers !== current.answers) set({ ...current, answers });
    },
  };
}
