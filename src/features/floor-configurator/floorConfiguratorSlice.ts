/**
 * The floor configurator's state (spec 002 §2.1, §4.1): what the server said (the form definitions
 * of steps 1 and 2, the joist infills it narrowed, its refusals, the continuity check), the step
 * shown (3 is the fixed 'Résultats' step) and the answers the form starts from or last submitted.
 * Formik alone owns the answers being typed: a change reaches the store only when the server must
 * hear of it (floorAnswerActions.ts). The results themselves live in the solutions slice.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FieldDefinition, FormStep } from '@/api/formDefinitionTypes';
import {
  initialServerFormState,
  serverFormReducers,
  type ServerFormState,
} from '@/lib/store/serverFormState';
import { allStepFields, flattenFields, type FloorValues } from './floorRules';

export type ConfiguratorStatus =
  'idle' | 'loading' | 'ready' | 'error' | 'validating' | 'submitting' | 'results';

export type ConfiguratorStep = 1 | 2 | 3;

export interface FloorConfiguratorState extends ServerFormState {
  status: ConfiguratorStatus;
  step: ConfiguratorStep;
  /**
   * The answers the form starts from (the server's defaults, the profile's company, the address's
   * configuration), then the answers last submitted ('Continuer', 'Trouver les solutions
   * adaptées'): the form shown again after the results starts from them. Formik owns the answers
   * being typed.
   */
  answers: FloorValues;
  /** Changes with every form loaded: the form starts again from `answers`. */
  formKey: number;
  /** The continuity check's message, under its field (shown while continuity is 'true'). */
  continuityErrors: Record<string, string>;
  /** The simulation of the results shown. */
  simulationId: number | null;
  /** The results come from the personal space (history={id}). */
  fromHistory: boolean;
  loadError: string | null;
  exitDialogOpen: boolean;
}

export const initialFloorConfiguratorState: FloorConfiguratorState = {
  ...initialServerFormState,
  answers: {},
  formKey: 0,
  continuityErrors: {},
  simulationId: null,
  fromHistory: false,
  loadError: null,
  exitDialogOpen: false,
};

/** What the page's address asks for (spec 002 §2.1) and the stored configuration. */
export interface PageOpenedPayload {
  simulationId?: string | null;
  history?: string | null;
  historySolution?: string | null;
  config?: string | null;
}

export const floorConfiguratorSlice = createSlice({
  name: 'floorConfigurator',
  initialState: initialFloorConfiguratorState,
  reducers: {
    pageOpened: (_state, _action: PayloadAction<PageOpenedPayload>) => ({
      ...initialFloorConfiguratorState,
      status: 'loading',
    }),
    ...serverFormReducers,
    formLoaded(
      state,
      action: PayloadAction<{ steps: FormStep[]; values: FloorValues; step?: 1 | 2 }>,
    ) {
      state.status = 'ready';
      state.steps = action.payload.steps;
      state.answers = action.payload.values;
      state.formKey += 1;
      state.step = action.payload.step ?? 1;
      state.loadError = null;
    },
    formLoadFailed(state, action: PayloadAction<string>) {
      state.status = 'error';
      state.loadError = action.payload;
    },
    /** A field the server refused was answered again: its message goes. */
    serverErrorCleared(state, action: PayloadAction<string>) {
      if (!(action.payload in state.serverErrors)) return;
      const { [action.payload]: _cleared, ...rest } = state.serverErrors;
      state.serverErrors = rest;
    },
    /**
     * A field's definition as the server narrowed it (the joist infills of the answers); the same
     * definition again changes nothing, so that the form does not render again for it.
     */
    fieldReplaced(state, action: PayloadAction<FieldDefinition>) {
      const replaced = action.payload;
      const current = flattenFields(allStepFields(state.steps)).find(
        (field) => field.name === replaced.name,
      );
      if (current && JSON.stringify(current) === JSON.stringify(replaced)) return;
      const replace = (fields: FieldDefinition[]): FieldDefinition[] =>
        fields.map((field) =>
          field.name === replaced.name
            ? replaced
            : field.children
              ? { ...field, children: replace(field.children) }
              : field,
        );
      state.steps = state.steps.map((step) => ({ ...step, fields: replace(step.fields) }));
    },
    continuityChecked(state, action: PayloadAction<Record<string, string>>) {
      const none = (errors: Record<string, string>) => Object.keys(errors).length === 0;
      if (none(action.payload) && none(state.continuityErrors)) return;
      state.continuityErrors = action.payload;
    },
    /** 'Continuer' on step 1, after the step's own validation passed. */
    stepContinued(state, action: PayloadAction<FloorValues>) {
      if (state.status !== 'ready' || state.step !== 1) return;
      state.status = 'validating';
      state.answers = action.payload;
    },
    stepValidated(state) {
      state.status = 'ready';
      state.step = 2;
      state.serverErrors = {};
    },
    stepRejected(state, action: PayloadAction<Record<string, string>>) {
      state.status = 'ready';
      state.serverErrors = action.payload;
    },
    backClicked(state) {
      if (state.status !== 'ready' && state.status !== 'results') return;
      if (state.step === 2) state.step = 1;
      else if (state.step === 3) {
        state.step = 2;
        // The form comes back with the answers submitted.
        state.status = 'ready';
      }
    },
    /** 'Trouver les solutions adaptées': ignored while a submission is in progress. */
    submitted(state, action: PayloadAction<FloorValues>) {
      if (state.status !== 'ready') return;
      state.status = 'submitting';
      state.answers = action.payload;
    },
    submitSucceeded(state, action: PayloadAction<{ simulationId: number }>) {
      state.status = 'results';
      state.step = 3;
      state.simulationId = action.payload.simulationId;
      state.serverErrors = {};
    },
    /** A refusal: the fields' messages and, when they are on step 1, back to step 1. */
    submitFailed(state, action: PayloadAction<{ errors: Record<string, string>; step?: 1 | 2 }>) {
      state.status = 'ready';
      state.serverErrors = action.payload.errors;
      if (action.payload.step) state.step = action.payload.step;
      // The form stays as it is (not started again): Formik keeps every answer typed.
    },
    /** The result of a past simulation (history={id}) is shown. */
    historyResultShown(state, action: PayloadAction<{ simulationId: number }>) {
      state.status = 'results';
      state.step = 3;
      state.simulationId = action.payload.simulationId;
      state.fromHistory = true;
    },
    exitDialogOpened(state) {
      state.exitDialogOpen = true;
    },
    exitDialogClosed(state) {
      state.exitDialogOpen = false;
    },
  },
  selectors: {
    selectFloorConfigurator: (state) => state,
  },
});

/**
 * A step-2 answer (not the joist infills' own): the server narrows the infills to these answers,
 * after the step-2 update delay (spec 002 §7, §9). The store keeps nothing of it.
 */
export const infillsAsked = createAction<FloorValues>('floorConfigurator/infillsAsked');

/**
 * A continuity size answered: the server checks width and length once both are filled (spec 002
 * §5.1). The store keeps nothing of it but the check's answer.
 */
export const continuityAnswered = createAction<FloorValues>('floorConfigurator/continuityAnswered');

export const {
  pageOpened,
  formReceived,
  formLoaded,
  formLoadFailed,
  serverErrorCleared,
  continuityChecked,
  fieldReplaced,
  stepContinued,
  stepValidated,
  stepRejected,
  backClicked,
  submitted,
  submitSucceeded,
  submitFailed,
  historyResultShown,
  stepTitlesLoaded,
  exitDialogOpened,
  exitDialogClosed,
} = floorConfiguratorSlice.actions;

export const { selectFloorConfigurator } = floorConfiguratorSlice.selectors;
