/**
 * The carbon simulator's submission (spec 002 §4.2): step 2 as the server's form holds it, with
 * step 1 as the form submitted it, sent or kept on the device without network; then the cluster's
 * results. Also the simulation sent from the queue while the form still shows.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { put, select } from 'redux-saga/effects';
import { submitCarbonSimulation } from '@/api/carbon';
import type { CarbonSubmissionDatas } from '@/api/carbonTypes';
import type { ApiBody } from '@/api/http';
import { callApi } from '@/features/session';
import { queuedSaveAnswered, sendOrQueue, type SendOrQueueOutcome } from '@/lib/offline';
import type { Saga } from '@/lib/sagas/types';
import { clusterActions } from './cluster';
import { submissionOf } from './simulatorModel';
import {
  selectCarbonSimulator,
  submitClicked,
  submitFailed,
  submitQueued,
  submitSucceeded,
  type CarbonSimulatorState,
} from './simulatorSlice';

export const SUBMIT_FAILURE =
  "L'estimation n'a pas pu être calculée. Vérifiez votre connexion puis réessayez.";

/** The queue's key of a simulation that starts a new cluster. */
export const NEW_CLUSTER = 'nouveau';
export const SUBMIT_SENT = 'Votre simulation carbone a été envoyée.';

function errorsOf(body: ApiBody): Record<string, string> {
  const error = body.error;
  if (!error || typeof error !== 'object' || Array.isArray(error)) return {};
  return Object.fromEntries(
    Object.entries(error as Record<string, unknown>).map(([field, message]) => [
      field,
      Array.isArray(message) ? String(message[0]) : String(message),
    ]),
  );
}

type CarbonSubmissionBody = ApiBody & { datas?: CarbonSubmissionDatas };

/** 'Estimer l'impact carbone': the submission with the step 1 the action carries. */
export function* submit(action: UnknownAction): Saga<void> {
  if (!submitClicked.match(action)) return;
  const step1 = action.payload;
  const state: CarbonSimulatorState = yield select(selectCarbonSimulator);
  const submission = submissionOf(state.steps, step1, state.query.cluster);
  // No network, or an older simulation of this cluster still waiting: this one waits on the
  // device ('en attente'), sent when the network returns; the form keeps its answers.
  const outcome: SendOrQueueOutcome<CarbonSubmissionBody> = yield* sendOrQueue(
    {
      kind: 'carbonSimulation',
      itemKey: state.query.cluster ?? NEW_CLUSTER,
      label: step1.projectName?.trim() || 'Simulation carbone',
      operation: submitCarbonSimulation,
      args: [submission],
      successText: SUBMIT_SENT,
      failureText: SUBMIT_FAILURE,
    },
    () => callApi(submitCarbonSimulation, submission),
  );
  if (!outcome.sent) {
    yield put(
      outcome.kept ? submitQueued() : submitFailed({ message: SUBMIT_FAILURE, errors: {} }),
    );
    return;
  }
  const { body } = outcome;
  if (body.success && body.datas?.cluster !== undefined) {
    yield put(submitSucceeded());
    yield put(clusterActions.clusterRequested({ id: body.datas.cluster, fromHistory: false }));
    return;
  }
  yield put(submitFailed({ message: body.message || SUBMIT_FAILURE, errors: errorsOf(body) }));
}

/**
 * A simulation sent from the queue was answered while the simulator still shows its form: the
 * cluster opens, as after an answer online (the queue showed the toast).
 */
export function* takeQueuedSubmission({
  payload,
}: ReturnType<typeof queuedSaveAnswered>): Saga<void> {
  if (payload.save.kind !== 'carbonSimulation') return;
  const state: CarbonSimulatorState = yield select(selectCarbonSimulator);
  if (state.step !== 2 || state.submitting) return;
  if (String(state.query.cluster ?? NEW_CLUSTER) !== payload.save.itemKey) return;
  const body = payload.body as ApiBody & { datas?: CarbonSubmissionDatas };
  if (!body.success || body.datas?.cluster === undefined) return;
  yield put(submitSucceeded());
  yield put(clusterActions.clusterRequested({ id: body.datas.cluster, fromHistory: false }));
}
