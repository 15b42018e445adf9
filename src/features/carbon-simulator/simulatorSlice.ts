/**
 * The carbon simulator page (spec 002 §2.5, §4.2, §5.2): the step shown, the server's form, step 1,
 * the step-2 answers, completeness, errors and the submission.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { JoistInfillOption, SimulatorStep1 } from '@/api/carbonTypes';
import type { FieldValue, FormStep } from '@/api/formDefinitionTypes';
import {
  initialServerFormState,
  serverFormReducers,
  type ServerFormState,
} from '@/lib/store/serverFormState';
import {
  answersShownIn,
  applyAnswer,
  GUIDED_PATH,
  step1ErrorsOf,
  withInfillOptions,
  prefilledAnswers,
  prefilledStep1,
  type Answer,
} from './simulatorModel';
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
  step1: SimulatorStep1;
  answers: Answer[];
  isCompleted: boolean;
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
  step1: { zipCode: '', projectName: '', path: GUIDED_PATH },
  answers: [],
  isCompleted: false,
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
    /** The first form answer: a prefill (cluster, saved simulation) becomes step 1 and the answers. */
    formLoaded(state, action: PayloadAction<FormAnswer>) {
      const { formArray } = action.payload;
      state.status = 'ready';
      formAnswered(state, action.payload);
      state.step1 = prefilledStep1(formArray);
      state.answers = prefilledAnswers(formArray);
      state.failure = null;
      state.error = null;
    },
    /**
     * The simulation kept in the address, once the form it gives has loaded: its step 1 and its
     * answers (those the form still shows), on the step it was at. Step 2 only when step 1 passed.
     */
    simulationRestored(state, action: PayloadAction<StoredSimulation>) {
      const { step, step1, answers } = action.payload;
      state.step1 = { ...step1, path: GUIDED_PATH };
      state.answers = answersShownIn(answers, state.steps);
      if (step === 2 && Object.keys(step1ErrorsOf(state.serverErrors)).length === 0) state.step = 2;
    },
    step1Submitted(state, action: PayloadAction<SimulatorStep1>) {
      state.step1 = { ...action.payload, path: GUIDED_PATH };
      state.continuing = true;
      state.failure = null;
      state.error = null;
    },
    /** Step 1 passed the server's checks: step 2 with the fields fetched. */
    step1Accepted(state, action: PayloadAction<FormAnswer>) {
      formAnswered(state, action.payload);
      state.answers = answersShownIn(state.answers, state.steps);
      state.continuing = false;
      state.step = 2;
    },
    /** The server refused step 1 (unknown postal code…): its messages show under the fields. */
    step1Refused(state, action: PayloadAction<FormAnswer>) {
      formAnswered(state, action.payload);
      state.continuing = false;
    },
    answerChanged(state, action: PayloadAction<{ field: string; value: FieldValue }>) {
      state.answers = applyAnswer(state.answers, action.payload.field, action.payload.value);
      state.updating = true;
      state.submitErrors = {};
      state.failure = null;
      state.error = null;
    },
    /** The custom concrete values button: sends the values again. */
    customConcreteSent(state) {
      state.updating = true;
    },
    /** The server's answer: the answers of fields it now hides (or left out) are dropped. */
    formUpdated(state, action: PayloadAction<FormAnswer>) {
      formAnswered(state, action.payload);
      state.answers = answersShownIn(state.answers, state.steps);
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
    retryClicked(state) {
      if (state.failure === 'load') state.status = 'loading';
      if (state.failure === 'continue') state.continuing = true;
      if (state.failure === 'update') state.updating = true;
      state.error = null;
    },
    backClicked(state) {
      if (state.step === 2 && state.query.cluster === undefined) state.step = 1;
    },
    submitClicked(state) {
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
