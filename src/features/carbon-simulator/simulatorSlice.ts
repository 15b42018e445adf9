/**
 * The carbon simulator page (spec 002 §2.5, §4.2, §5.2): the step shown, the server's form, step 1,
 * the step-2 answers, completeness, errors and the submission.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SimulatorStep1 } from '@/api/carbonTypes';
import type { FieldValue, FormStep } from '@/api/formDefinitionTypes';
import {
  answersShownIn,
  applyAnswer,
  GUIDED_PATH,
  prefilledAnswers,
  prefilledStep1,
  type Answer,
  type SimulatorPageQuery,
} from './simulatorModel';

export type SimulatorStepNumber = 1 | 2 | 3;
export type SimulatorStatus = 'idle' | 'loading' | 'ready' | 'error';
/** What failed, so that 'Réessayer' does it again. */
export type SimulatorFailure = 'load' | 'continue' | 'update' | null;

export interface CarbonSimulatorState {
  query: SimulatorPageQuery;
  step: SimulatorStepNumber;
  status: SimulatorStatus;
  formArray: FormStep[];
  /**
   * The server's titles of the two form steps, for the progress bar when the results open
   * without the form (history): fetched for the titles only.
   */
  stepTitles: string[];
  step1: SimulatorStep1;
  answers: Answer[];
  isCompleted: boolean;
  /** The server's field errors of the last form answer. */
  errors: Record<string, string>;
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
  query: {},
  step: 1,
  status: 'idle',
  formArray: [],
  stepTitles: [],
  step1: { zipCode: '', projectName: '', path: GUIDED_PATH },
  answers: [],
  isCompleted: false,
  errors: {},
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
    /**
     * The form's definitions while its display is held (the form load delay): the loading view
     * shows the step's title and description.
     */
    formReceived(state, action: PayloadAction<FormStep[]>) {
      if (state.status === 'loading') state.formArray = action.payload;
    },
    /** The first form answer: a prefill (cluster, saved simulation) becomes step 1 and the answers. */
    formLoaded(state, action: PayloadAction<FormAnswer>) {
      const { formArray, isCompleted, errors } = action.payload;
      state.status = 'ready';
      state.formArray = formArray;
      state.isCompleted = isCompleted;
      state.errors = errors;
      state.step1 = prefilledStep1(formArray);
      state.answers = prefilledAnswers(formArray);
      state.failure = null;
      state.error = null;
    },
    step1Submitted(state, action: PayloadAction<SimulatorStep1>) {
      state.step1 = { ...action.payload, path: GUIDED_PATH };
      state.continuing = true;
      state.failure = null;
      state.error = null;
    },
    /** The server's step titles, for results shown without the form. */
    stepTitlesLoaded(state, action: PayloadAction<string[]>) {
      state.stepTitles = action.payload;
    },
    /** Step 1 passed the server's checks: step 2 with the fields fetched. */
    step1Accepted(state, action: PayloadAction<FormAnswer>) {
      Object.assign(state, action.payload);
      state.answers = answersShownIn(state.answers, action.payload.formArray);
      state.continuing = false;
      state.step = 2;
    },
    /** The server refused step 1 (unknown postal code…): its messages show under the fields. */
    step1Refused(state, action: PayloadAction<FormAnswer>) {
      Object.assign(state, action.payload);
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
      Object.assign(state, action.payload);
      state.answers = answersShownIn(state.answers, action.payload.formArray);
      state.updating = false;
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
  requestFailed,
  retryClicked,
  backClicked,
  submitClicked,
  submitSucceeded,
  submitFailed,
  exitClicked,
} = carbonSimulatorSlice.actions;
export const { selectCarbonSimulator } = carbonSimulatorSlice.selectors;
