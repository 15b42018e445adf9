/**
 * Sagas of the floor configurator (spec 002 §2.1, §4.1, §5.1, §7, §8, §9): loading the form (after
 * the 250 ms form load delay), a simulation's form (simulationId) or a past result (history, after
 * the 100 ms history load delay, falling back to the editable form), the step 1 check, the
 * continuity check, and the submission that shows the results.
 */
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import type { Saga } from '@/lib/sagas/types';
import { delay, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { errorMessageOf } from '@/api/errors';
import {
  getEntrevousOptions,
  getFloorConfigurator,
  getFloorSimulationForm,
  getFloorSimulationResult,
  submitFloorSimulation,
  validateContinuity,
  validateFloorConfiguration,
} from '@/api/floor';
import type {
  FloorConfigurationValues,
  FloorFormDatas,
  FloorSimulationResult,
} from '@/api/floorTypes';
import { SERVER_ERROR_MESSAGE, type ApiBody } from '@/api/http';
import { queuedSaveAnswered, sendOrQueue, type SendOrQueueOutcome } from '@/lib/offline';
import type { FormStep } from '@/api/formDefinitionTypes';
import { callApi } from '@/features/session';
import {
  heldForm,
  serverFormSaga,
  stepTitlesOf,
  type ServerFormRole,
} from '@/lib/sagas/serverForm';
import { toast } from '@/lib/sagas/toast';
import { initialValuesOf, toSubmitValues } from '@/ui/serverForm';
import { decodeConfiguration, restoreValues } from './configParam';
import {
  allStepFields,
  continuityPair,
  ENTREVOUS_FIELD,
  fieldErrorsOf,
  flattenFields,
  HISTORY_LOAD_DELAY_MS,
  STEP2_UPDATE_DELAY_MS,
  stepOfField,
  type FloorValues,
} from './floorRules';
import {
  continuityChecked,
  fieldReplaced,
  formLoaded,
  formLoadFailed,
  formReceived,
  historyResultShown,
  stepTitlesLoaded,
  pageOpened,
  selectFloorConfigurator,
  stepContinued,
  stepRejected,
  stepValidated,
  submitFailed,
  submitSucceeded,
  submitted,
  valuesChanged,
  type FloorConfiguratorState,
  type PageOpenedPayload,
} from './floorConfiguratorSlice';
import { solutionsActions } from './solutions';

export const FORM_LOAD_ERROR = 'Le formulaire n’a pas pu être chargé. Veuillez réessayer.';

function isUsableForm(body: ApiBody<FloorFormDatas>): body is ApiBody<FloorFormDatas> & {
  datas: FloorFormDatas;
} {
  return (
    body.success &&
    String(body.datas?.status) === '200' &&
    Array.isArray(body.datas?.formArray) &&
    body.datas.formArray.length > 0
  );
}

function isResult(body: ApiBody<FloorSimulationResult>): body is ApiBody<FloorSimulationResult> & {
  datas: FloorSimulationResult;
} {
  return body.success && Array.isArray(body.datas?.solutions) && Boolean(body.datas?.simulation);
}

/**
 * The form of a simulation (to modify it), else the blank form; the message of the failure when
 * neither loads.
 */
function* loadSteps(simulationId: string | null): Saga<FormStep[] | string> {
  if (simulationId) {
    const body: ApiBody<FloorFormDatas> = yield* callApi(getFloorSimulationForm, simulationId);
    if (isUsableForm(body)) return body.datas.formArray;
  }
  const body: ApiBody<FloorFormDatas> = yield* callApi(getFloorConfigurator);
  if (isUsableForm(body)) return body.datas.formArray;
  return errorMessageOf(body, FORM_LOAD_ERROR);
}

/**
 * Loads the form and shows it, or its failure, no earlier than the form load delay after the page
 * opened (spec 002 §9); the request is sent at once, not after the delay.
 */
function* showForm(simulationId: string | null, config: string | null | undefined): Saga<void> {
  // Meanwhile the loading view shows the first step's title and description.
  const loaded: FormStep[] | string = yield* heldForm(
    () => loadSteps(simulationId),
    (answer) => (typeof answer === 'string' ? null : answer),
    formReceived,
  );
  if (typeof loaded === 'string') {
    yield put(formLoadFailed(loaded));
    return;
  }
  const steps = loaded;
  const fields = allStepFields(steps);
  let values: FloorValues = initialValuesOf(fields);
  // The company of the profile prefills the form (spec 002 §6).
  const company: string | undefined = yield select(
    (state: { session: { user: { company?: string } | null } }) => state.session.user?.company,
  );
  if (company && 'company' in values && !values.company) values = { ...values, company };
  const stored = decodeConfiguration(config);
  if (stored) values = restoreValues(fields, values, stored.values);
  yield put(formLoaded({ steps, values, step: stored?.step ?? 1 }));
  // A reloaded or restored configuration with both continuity sizes is checked at once.
  if (continuityPair(values))
    yield fork(checkContinuity, {
      type: formLoaded.type,
      payload: { name: 'continuityWidth', values },
    });
}

/** The progress titles the server gives its steps, for results shown without the form. */
function* loadStepTitles(): Saga<void> {
  const body: ApiBody<FloorFormDatas> = yield* callApi(getFloorConfigurator);
  if (isUsableForm(body)) yield put(stepTitlesLoaded(stepTitlesOf(body.datas.formArray)));
}

function* openPage({ payload }: PayloadAction<PageOpenedPayload>): Saga<void> {
  yield put(solutionsActions.cleared());
  const { history, simulationId, historySolution, config } = payload;
  if (history) {
    yield delay(HISTORY_LOAD_DELAY_MS);
    const body: ApiBody<FloorSimulationResult> = yield* callApi(getFloorSimulationResult, history);
    if (isResult(body)) {
      yield put(
        solutionsActions.resultReceived({
          result: body.datas,
          fromHistory: true,
          openSlug: historySolution ?? null,
        }),
      );
      yield put(historyResultShown({ simulationId: body.datas.simulation.id }));
      yield* loadStepTitles();
      return;
    }
    // Spec 002 §2.1, §8: if the result fails to load, the editable form is shown instead.
    yield* showForm(history, config);
    return;
  }
  if (historySolution && !simulationId) {
    // A saved solution opens its detail directly (no simulation to show around it).
    yield put(
      solutionsActions.resultReceived({
        result: {
          solutions: [],
          simulation: { id: 0 },
          agency: { libelle: '', emails: [], phone: '' },
          hasOnlyOneSolution: false,
          message: '',
        },
        fromHistory: true,
        openSlug: historySolution,
      }),
    );
    yield put(historyResultShown({ simulationId: 0 }));
    yield* loadStepTitles();
    return;
  }
  yield* showForm(simulationId ?? null, config);
}

/** Step 1's server check (POST /api/configurator/ with step 1): refusals marked on their fields. */
function* continueStep({ payload: values }: PayloadAction<FloorValues>): Saga<void> {
  const state: FloorConfiguratorState = yield select(selectFloorConfigurator);
  if (state.status !== 'validating') return;
  const fields = state.steps[0]?.fields ?? [];
  const body: ApiBody = yield* callApi(validateFloorConfiguration, {
    ...(toSubmitValues(fields, values) as FloorConfigurationValues),
    step: 1,
  });
  const errors = fieldErrorsOf(body.error);
  if (body.success && Object.keys(errors).length === 0) {
    yield put(stepValidated());
    return;
  }
  if (Object.keys(errors).length === 0) yield toast('error', errorMessageOf(body));
  yield put(stepRejected(errors));
}

/** The queue's key and label of a configuration saved offline (one configuration at a time). */
export const FLOOR_QUEUE_KEY = 'configuration';
export const FLOOR_QUEUE_LABEL = 'Configuration de plancher';
export const FLOOR_SENT = 'Votre configuration de plancher a été envoyée.';

type FloorSubmissionBody = ApiBody<FloorSimulationResult> & { error?: unknown };

/** 'Trouver les solutions adaptées': POST /api/simulator/ with booleans as booleans. */
function* submit({ payload: values }: PayloadAction<FloorValues>): Saga<void> {
  const state: FloorConfiguratorState = yield select(selectFloorConfigurator);
  if (state.status !== 'submitting') return;
  const submission = toSubmitValues(allStepFields(state.steps), values) as FloorConfigurationValues;
  // No network, or an older configuration still waiting: this one waits on the device
  // ('en attente'), sent when the network returns; the form keeps its answers.
  const outcome: SendOrQueueOutcome<FloorSubmissionBody> = yield* sendOrQueue(
    {
      kind: 'floorSimulation',
      itemKey: FLOOR_QUEUE_KEY,
      label: String(values.configurationName ?? '').trim() || FLOOR_QUEUE_LABEL,
      operation: submitFloorSimulation,
      args: [submission],
      successText: FLOOR_SENT,
      failureText: SERVER_ERROR_MESSAGE,
    },
    () => callApi(submitFloorSimulation, submission),
  );
  if (!outcome.sent) {
    // Kept or not (the queue said which in a toast), the form stays on its step with its answers.
    yield put(submitFailed({ errors: {} }));
    return;
  }
  const { body } = outcome;
  if (isResult(body)) {
    yield put(solutionsActions.resultReceived({ result: body.datas, fromHistory: false }));
    yield put(submitSucceeded({ simulationId: body.datas.simulation.id }));
    return;
  }
  const errors = fieldErrorsOf(body.error);
  const names = Object.keys(errors);
  if (names.length === 0) yield toast('error', errorMessageOf(body));
  const steps = names
    .map((name) => stepOfField(state.steps, name))
    .filter((step): step is number => step !== undefined);
  const step = steps.length > 0 ? (Math.min(...steps) === 1 ? 1 : 2) : undefined;
  yield put(submitFailed({ errors, step }));
}

/**
 * A configuration sent from the queue was answered while the configurator still shows its form:
 * its solutions open, as after an answer online (the queue showed the toast).
 */
export function* takeQueuedSubmission({
  payload,
}: ReturnType<typeof queuedSaveAnswered>): Saga<void> {
  if (payload.save.kind !== 'floorSimulation') return;
  const state: FloorConfiguratorState = yield select(selectFloorConfigurator);
  if (state.status !== 'ready') return;
  const body = payload.body as ApiBody<FloorSimulationResult>;
  if (!isResult(body)) return;
  yield put(solutionsActions.resultReceived({ result: body.datas, fromHistory: false }));
  yield put(submitSucceeded({ simulationId: body.datas.simulation.id }));
}

/** Continuity width and length are checked by the server once both are filled (spec 002 §5.1). */
function* checkContinuity({
  payload,
}: PayloadAction<{ name: string; values: FloorValues }>): Saga<void> {
  if (payload.name !== 'continuityWidth' && payload.name !== 'continuityLength') return;
  const pair = continuityPair(payload.values);
  if (!pair) {
    yield put(continuityChecked({}));
    return;
  }
  const body: ApiBody & { error?: unknown } = yield* callApi(
    validateContinuity,
    pair.width,
    pair.length,
  );
  if (body.success) {
    yield put(continuityChecked({}));
    return;
  }
  const errors = fieldErrorsOf(body.error);
  if (Object.keys(errors).length === 0 && body.message) errors.continuityWidth = body.message;
  yield put(continuityChecked(errors));
}

/**
 * The joist infills that suit the answers (POST /api/configurator/entrevous/?as-field=1): on step 2,
 * 150 ms after the last change (spec 002 §7, §9), the server's narrowed `entrevous` field replaces
 * the form's. A failure keeps the field as it is.
 */
export function* refreshEntrevous(): Saga<void> {
  yield delay(STEP2_UPDATE_DELAY_MS);
  const state: FloorConfiguratorState = yield select(selectFloorConfigurator);
  if (state.status !== 'ready') return;
  const fields = allStepFields(state.steps);
  if (!flattenFields(fields).some((field) => field.name === ENTREVOUS_FIELD)) return;
  const body: ApiBody<{ field?: FormStep['fields'][number] }> = yield* callApi(
    getEntrevousOptions,
    toSubmitValues(fields, state.values) as FloorConfigurationValues,
    true,
  );
  const field = body.success ? body.datas?.field : undefined;
  if (field?.name === ENTREVOUS_FIELD) yield put(fieldReplaced(field));
}

const isContinuityChange = (action: Action) =>
  valuesChanged.match(action) &&
  (action.payload.name === 'continuityWidth' || action.payload.name === 'continuityLength');

/** The server-driven form's skeleton (src/lib/sagas/serverForm.ts) with the floor's workers. */
export function* floorConfiguratorSaga(): Saga<void> {
  yield* serverFormSaga({
    form: 'floorConfigurator',
    open: { on: pageOpened.type, run: openPage as ServerFormRole['run'] },
    continueStep: { on: stepContinued.type, run: continueStep as ServerFormRole['run'] },
    // The joist infills follow every step-2 answer but their own.
    update: {
      on: (action) =>
        stepValidated.match(action) ||
        (formLoaded.match(action) && action.payload.step === 2) ||
        (valuesChanged.match(action) && action.payload.name !== ENTREVOUS_FIELD),
      run: refreshEntrevous,
    },
    submit: { on: submitted.type, run: submit as ServerFormRole['run'] },
    own: [
      takeLatest(isContinuityChange, checkContinuity),
      takeEvery(queuedSaveAnswered.type, takeQueuedSubmission),
    ],
  });
}
