/**
 * The carbon simulator page (spec 002 §2.5, §4.2, §5.2): the step shown, what the server said (its
 * form, completeness, errors), the page's query and the submission. Step 1 and the step-2 answers
 * are the form's (simulationForm.ts): the actions that need the server carry them.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { JoistInfillOption, SimulatorStep1 } from '@/api/carbonTypes';
import type { FormStep } from '@/api/formDefinitionTypes';
import {
  initialServerFormState,
  serverFormReducers,
  type ServerFormState,
} from '@/lib/store/serverFormState';
import { step1ErrorsOf, withInfillOptions, type SimulationAnswers } from './simulatorModel';
import type { SimulatorPageQuery, StoredSimulation } from './simulatorQuery';

export type SimulatorStepNumber = 1 | 2 | 3;
export type SimulatorStatus = 'idle' | 'loading' | 'ready' | 'error';
/** What failed, so that 'Réessayer' does it again. */
export type SimulatorFailure = 'load' | 'continue' | 'update' | null;

/**
 * Around the server-driven form's core (`steps` is the server's `formArray`, `serverErrors` the
 * field errors of its last form answer; `stepTitles` are fetched for the titles only when the
 * results open without the form):
 */
export interface CarbonSimulatorState extends ServerFormState {
  query: SimulatorPageQuery;
  step: SimulatorStepNumber;
  status: SimulatorStatus;
  isCompleted: boolean;
  /**
   * How many times the server answered the answers sent (step 1 accepted, a step-2 update): each
   * time the form drops the answers of the fields the server now hides.
   */
  narrowings: number;
  /** Step 1 is being checked by the server before step 2. */
  continuing: boolean;
  /** A step-2 answer is on its way to the server. */
  updating: boolean;
  submitting: boolean;
  /** Field errors of a refused submission. */
  submitErrors: Record<string, string>;
  failure: SimulatorFailure;
  /** A French message for the failure, with a retry. */
  error: string | null;
}

export const initialSimulatorState: CarbonSimulatorState = {
  ...initialServerFormState,
  query: {},
  isCompleted: false,
  narrowings: 0,
  continuing: false,
  updating: false,
  submitting: false,
  submitErrors: {},
  failure: null,
  error: null,
};

export interface FormAnswer {
  formArray: FormStep[];
  isCompleted: boolean;
  errors: Record<string, string>;
}

/** A form answer of the server (GET /api/simulator/) becomes the form's core. */
function formAnswered(state: CarbonSimulatorState, { formArray, isCompleted, errors }: FormAnswer) {
  state.steps = formArray;
  state.isCompleted = isCompleted;
  state.serverErrors = errors;
}

export const carbonSimulatorSlice = createSlice({
  name: 'carbonSimulator',
  initialState: initialSimulatorState,
  reducers: {
    /** The page opened, or its query changed. */
    pageOpened: (_state, action: PayloadAction<SimulatorPageQuery>) => ({
      ...initialSimulatorState,
      query: action.payload,
      step: action.payload.history !== undefined ? 3 : action.payload.cluster !== undefined ? 2 : 1,
      status: action.payload.history !== undefined ? 'ready' : 'loading',
    }),
    ...serverFormReducers,
    /** The first form answer (a prefill of a cluster or a saved simulation starts the form). */
    formLoaded(state, action: PayloadAction<FormAnswer>) {
      state.status = 'ready';
      formAnswered(state, action.payload);
      state.failure = null;
      state.error = null;
    },
    /**
     * The simulation kept in the address, once the form it gives has loaded (the form starts from
     * its step 1 and answers): the step it was at, step 2 only when step 1 passed.
     */
    simulationRestored(state, action: PayloadAction<StoredSimulation>) {
      const { step } = action.payload;
      if (step === 2 && Object.keys(step1ErrorsOf(state.serverErrors)).length === 0) state.step = 2;
    },
    /** Step 1 submitted (or again after a failure), with the step-2 answers kept. */
    step1Submitted(state, _action: PayloadAction<SimulationAnswers>) {
      state.continuing = true;
      state.failure = null;
      state.error = null;
    },
    /** Step 1 passed the server's checks: step 2 with the fields fetched. */
    step1Accepted(state, action: PayloadAction<FormAnswer>) {
      formAnswered(state, action.payload);
      state.narrowings += 1;
      state.continuing = false;
      state.step = 2;
    },
    /** The server refused step 1 (unknown postal code…): its messages show under the fields. */
    step1Refused(state, action: PayloadAction<FormAnswer>) {
      formAnswered(state, action.payload);
      state.continuing = false;
    },
    /**
     * A step-2 answer of the user's, with the answers to send. Only the first of a burst (typing)
     * changes the store: the next ones find it updating, without errors.
     */
    answerChanged(state, _action: PayloadAction<{ field: string; simulation: SimulationAnswers }>) {
      state.updating = true;
      if (Object.keys(state.submitErrors).length > 0) state.submitErrors = {};
      state.failure = null;
      state.error = null;
    },
    /** The custom concrete values button: sends the answers again. */
    customConcreteSent(state, _action: PayloadAction<SimulationAnswers>) {
      state.updating = true;
    },
    /** 'Réessayer' after a failed update: the answers sent again. */
    updateRetried(state, _action: PayloadAction<SimulationAnswers>) {
      state.updating = true;
      state.error = null;
    },
    /** The server's answer: the form drops the answers of the fields it now hides. */
    formUpdated(state, action: PayloadAction<FormAnswer>) {
      formAnswered(state, action.payload);
      state.narrowings += 1;
      state.updating = false;
    },
    /** The joist-infill blocks of `POST /api/simulator/entrevous/`: the infill field's choices. */
    infillOptionsLoaded(state, action: PayloadAction<JoistInfillOption[]>) {
      state.steps = withInfillOptions(state.steps, action.payload);
    },
    requestFailed(state, action: PayloadAction<{ failure: SimulatorFailure; message: string }>) {
      state.failure = action.payload.failure;
      state.error = action.payload.message;
      state.continuing = false;
      state.updating = false;
      if (action.payload.failure === 'load') state.status = 'error';
    },
    /** 'Réessayer' after the form failed to load (the form retries its own requests itself). */
    retryClicked(state) {
      if (state.failure !== 'load') return;
      state.status = 'loading';
      state.error = null;
    },
    backClicked(state) {
      if (state.step === 2 && state.query.cluster === undefined) state.step = 1;
    },
    /** 'Estimer l'impact carbone', with step 1 as submitted (step 2 is the server's form). */
    submitClicked(state, _action: PayloadAction<SimulatorStep1>) {
      state.submitting = true;
      state.submitErrors = {};
      state.error = null;
      state.failure = null;
    },
    /** No network: the simulation was kept on the device, sent when it returns; the form stays. */
    submitQueued(state) {
      state.submitting = false;
    },
    submitSucceeded(state) {
      state.submitting = false;
      state.step = 3;
    },
    submitFailed(
      state,
      action: PayloadAction<{ message: string; errors: Record<string, string> }>,
    ) {
      state.submitting = false;
      state.submitErrors = action.payload.errors;
      state.error = action.payload.message;
    },
    exitClicked() {},
  },
  selectors: { selectCarbonSimulator: (state) => state },
});

export const simulatorActions = carbonSimulatorSlice.actions;
export const {
  pageOpened,
  formLoaded,
  formReceived,
  stepTitlesLoaded,
  step1Submitted,
  step1Accepted,
  step1Refused,
  answerChanged,
  customConcreteSent,
  updateRetried,
  formUpdated,
  infillOptionsLoaded,
  simulationRestored,
  requestFailed,
  retryClicked,
  backClicked,
  submitClicked,
  submitSucceeded,
  submitQueued,
  submitFailed,
  exitClicked,
} = carbonSimulatorSlice.actions;
export const { selectCarbonSimulator } = carbonSimulatorSlice.selectors;
