/**
 * The floor configurator's state (spec 002 §2.1, §4.1): the form definitions of steps 1 and 2,
 * the answers, the step shown (3 is the fixed 'Résultats' step), the server's refusals and the
 * continuity check. The results themselves live in the solutions slice.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FieldDefinition, FormStep } from '@/api/formDefinitionTypes';
import {
  initialServerFormState,
  serverFormReducers,
  type ServerFormState,
} from '@/lib/store/serverFormState';
import type { FloorValues } from './floorRules';

export type ConfiguratorStatus =
  'idle' | 'loading' | 'ready' | 'error' | 'validating' | 'submitting' | 'results';

export type ConfiguratorStep = 1 | 2 | 3;

export interface FloorConfiguratorState extends ServerFormState {
  status: ConfiguratorStatus;
  step: ConfiguratorStep;
  /** The answers as last reported by the form (Formik owns them). */
  values: FloorValues;
  /** The values Formik starts from; `formKey` changes whenever they are replaced. */
  initialValues: FloorValues;
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
  values: {},
  initialValues: {},
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
      state.values = action.payload.values;
      state.initialValues = action.payload.values;
      state.formKey += 1;
      state.step = action.payload.step ?? 1;
      state.loadError = null;
    },
    formLoadFailed(state, action: PayloadAction<string>) {
      state.status = 'error';
      state.loadError = action.payload;
    },
    /** After every change of a field (name) with the new full values. */
    valuesChanged(state, action: PayloadAction<{ name: string; values: FloorValues }>) {
      state.values = action.payload.values;
      if (action.payload.name in state.serverErrors) {
        const { [action.payload.name]: _cleared, ...rest } = state.serverErrors;
        state.serverErrors = rest;
      }
    },
    /** A field's definition as the server narrowed it (the joist infills of the answers). */
    fieldReplaced(state, action: PayloadAction<FieldDefinition>) {
      const replaced = action.payload;
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
      state.continuityErrors = action.payload;
    },
    /** 'Continuer' on step 1, after the step's own validation passed. */
    stepContinued(state, action: PayloadAction<FloorValues>) {
      if (state.status !== 'ready' || state.step !== 1) return;
      state.status = 'validating';
      state.values = action.payload;
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
        state.status = 'ready';
        // The form comes back with the answers submitted.
        state.initialValues = state.values;
        state.formKey += 1;
      }
    },
    /** 'Trouver les solutions adaptées': ignored while a submission is in progress. */
    submitted(state, action: PayloadAction<FloorValues>) {
      if (state.status !== 'ready') return;
      state.status = 'submitting';
      state.values = action.payload;
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
      // The values typed are kept: Formik starts again from them.
      state.initialValues = state.values;
      state.formKey += 1;
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

export const {
  pageOpened,
  formReceived,
  formLoaded,
  formLoadFailed,
  valuesChanged,
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
