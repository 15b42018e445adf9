/**
 * The floor configurator's answers sent (spec 002 §5.1, §7): step 1 checked by the server, the
 * configuration submitted (or kept on the device while offline, sent when the network returns),
 * and a queued configuration answered while the form still shows.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { put, select } from 'redux-saga/effects';
import { errorMessageOf } from '@/api/errors';
import { submitFloorSimulation, validateFloorConfiguration } from '@/api/floor';
import type { FloorConfigurationValues, FloorSimulationResult } from '@/api/floorTypes';
import { SERVER_ERROR_MESSAGE, type ApiBody } from '@/api/http';
import { toSubmitValues } from '@/domain/serverForm';
import { callApi } from '@/features/session';
import { queuedSaveAnswered, sendOrQueue, type SendOrQueueOutcome } from '@/lib/offline';
import { toast } from '@/lib/sagas/toast';
import type { Saga } from '@/lib/sagas/types';
import { isResult } from './floorBodies';
import {
  selectFloorConfigurator,
  stepRejected,
  stepValidated,
  submitFailed,
  submitSucceeded,
  type FloorConfiguratorState,
} from './floorConfiguratorSlice';
import { allStepFields, fieldErrorsOf, stepOfField, type FloorValues } from './floorRules';
import { solutionsActions } from './solutions';

/** Step 1's server check (POST /api/configurator/ with step 1): refusals marked on their fields. */
export function* continueStep({ payload: values }: PayloadAction<FloorValues>): Saga<void> {
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
export function* submit({ payload: values }: PayloadAction<FloorValues>): Saga<void> {
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
