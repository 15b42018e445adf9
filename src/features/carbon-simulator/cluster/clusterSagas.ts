/**
 * Sagas of the cluster results (spec 002 §2.6, §4.3, §6, §8, §9): load the cluster (100 ms after
 * opening it from the history), export it as PDF and save a visitor's cluster (both behind the
 * login, continuing 150 ms after it), delete simulations with confirmation.
 */
import type { Saga } from '@/lib/sagas/types';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  all,
  call,
  delay,
  getContext,
  put,
  select,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { downloadCarbonClusterRecap, getCarbonCluster, saveCarbonCluster } from '@/api/carbon';
import type { CarbonClusterDatas, CarbonRecapBody } from '@/api/carbonTypes';
import { errorMessageOf } from '@/api/errors';
import { SOLUTION_SAVED_MESSAGE } from '@/domain/messages';
import type { ApiBody } from '@/api/http';
import { deleteCarbonSimulation } from '@/api/history';
import {
  apiCall,
  callApi,
  deleteThenReload,
  loginGatedCall,
  type LoginGate,
} from '@/features/session';
import { queuedSaveAnswered, sendOrQueue, type SendOrQueueOutcome } from '@/lib/offline';
import { toast } from '@/lib/sagas/toast';
import { fallbackRecapName } from './clusterFormat';
import {
  clusterActions,
  selectCarbonCluster,
  type CarbonClusterState,
  type ClusterRequest,
} from './clusterSlice';
import { fileDownload } from '@/lib/export/fileDownload';
import { HISTORY_LOAD_DELAY_MS } from '@/lib/sagas/serverForm';

/** Spec 002 §9. */
export { HISTORY_LOAD_DELAY_MS };
export const REDIRECT_AFTER_CLUSTER_REMOVAL_MS = 500;
export const PDF_AFTER_SAVE_MS = 500;

/** Spec 002 §8. */
export const SAVE_SUCCESS = SOLUTION_SAVED_MESSAGE;
export const SAVE_FAILURE = 'Une erreur est survenue. Merci de bien vouloir réessayer.';
export const CLUSTER_REMOVED = 'Le cluster a été supprimé.';

export const LOAD_FAILURE = "Ce projet n'a pas pu être chargé.";
export const PDF_FAILURE = "Le PDF n'a pas pu être téléchargé.";
export const DELETE_FAILURE = "La simulation n'a pas pu être supprimée.";
export const DELETE_SUCCESS_FALLBACK = 'La simulation a bien été supprimée.';

/** The pending actions named to the login dialog. */
export const PENDING_PDF = 'carbonCluster/pdf';
export const PENDING_SAVE = 'carbonCluster/save';

function* currentCluster(): Saga<CarbonClusterDatas | null> {
  const state: CarbonClusterState = yield select(selectCarbonCluster);
  return state.datas;
}

// ---- Load -----------------------------------------------------------------------------------------

function* fetchCluster(id: number): Saga<void> {
  const body = yield* callApi(getCarbonCluster, id);
  const state: CarbonClusterState = yield select(selectCarbonCluster);
  if (state.id !== id) return;
  if (body.success && body.datas) yield put(clusterActions.clusterLoaded(body.datas));
  else yield put(clusterActions.clusterLoadFailed(errorMessageOf(body, LOAD_FAILURE)));
}

export function* loadCluster({ payload }: PayloadAction<ClusterRequest>): Saga<void> {
  if (payload.fromHistory) yield delay(HISTORY_LOAD_DELAY_MS);
  yield call(fetchCluster, payload.id);
}

export function* reloadCluster(): Saga<void> {
  const state: CarbonClusterState = yield select(selectCarbonCluster);
  if (state.id !== null) yield call(fetchCluster, state.id);
}

// ---- PDF ------------------------------------------------------------------------------------------

/** A Blob, from whichever realm it was made in (jsdom and Node have their own). */
function isFile(value: unknown): value is Blob {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).type === 'string'
  );
}

/** The login of the PDF export and of the save, back to this cluster after single sign-on. */
function loginGate(pendingAction: string, cluster: number): LoginGate {
  return { pendingAction, context: { carbonClusterId: cluster } };
}

/**
 * Downloads the cluster's PDF recap under the response's file name and type, after the login when
 * one is asked for. Resolves to false when the login was refused or the download failed.
 */
export function* downloadRecap(cluster: number, login?: LoginGate): Saga<boolean> {
  const body: CarbonRecapBody | null = yield* loginGatedCall({
    login,
    started: clusterActions.pdfStarted(),
    finished: () => clusterActions.pdfFinished(),
    request: apiCall(downloadCarbonClusterRecap, cluster),
  });
  if (!body) return false;
  if (body.success && isFile(body.file)) {
    yield call(
      [fileDownload, fileDownload.save],
      body.file,
      body.fileName || fallbackRecapName(cluster),
    );
    return true;
  }
  // The specification only logs download errors; the user is told (docs/deviations.md).
  console.error('Cluster PDF download failed', body);
  yield toast('error', PDF_FAILURE);
  return false;
}

export function* exportPdf(): Saga<void> {
  const datas: CarbonClusterDatas | null = yield* currentCluster();
  if (!datas) return;
  yield call(downloadRecap, datas.cluster, loginGate(PENDING_PDF, datas.cluster));
}

// ---- Save -----------------------------------------------------------------------------------------

type CarbonClusterSaveBody = ApiBody<{ cluster: number }>;

export function* saveCluster(): Saga<void> {
  const datas: CarbonClusterDatas | null = yield* currentCluster();
  if (!datas) return;
  // No network, or an older save of this cluster still waiting: the save waits on the device
  // ('en attente'), sent when the network returns.
  const outcome: SendOrQueueOutcome<CarbonClusterSaveBody | null> = yield* sendOrQueue(
    {
      kind: 'cluster',
      itemKey: datas.cluster,
      label: datas.name || `Projet ${datas.cluster}`,
      operation: saveCarbonCluster,
      args: [datas.cluster],
      successText: SAVE_SUCCESS,
      failureText: SAVE_FAILURE,
    },
    () =>
      loginGatedCall({
        login: loginGate(PENDING_SAVE, datas.cluster),
        started: clusterActions.saveStarted(),
        finished: (answer) => clusterActions.saveFinished({ saved: answer.success }),
        request: apiCall(saveCarbonCluster, datas.cluster),
      }),
  );
  // Queued and kept: 'en attente'; not kept: the queue's toast said so.
  if (!outcome.sent) return;
  const { body } = outcome;
  // No login: nothing was sent.
  if (!body) return;
  if (!body.success) {
    yield toast('error', SAVE_FAILURE);
    return;
  }
  yield toast('success', SAVE_SUCCESS);
  yield delay(PDF_AFTER_SAVE_MS);
  yield call(downloadRecap, datas.cluster);
}

// ---- Delete ---------------------------------------------------------------------------------------

/**
 * Deletes one simulation. A cluster not saved yet has no owner: its simulations are deleted by
 * whoever sees it, a visitor too (docs/api.md, docs/deviations.md).
 */
export function* deleteSimulation({
  payload,
}: PayloadAction<{ simulationId: number }>): Saga<void> {
  const datas: CarbonClusterDatas | null = yield* currentCluster();
  if (!datas) return;
  yield* deleteThenReload({
    operation: deleteCarbonSimulation,
    args: [payload.simulationId],
    started: clusterActions.deleteStarted(payload.simulationId),
    finished: clusterActions.deleteFinished(),
    successMessage: (body) =>
      body.datas?.clusterRemoved ? CLUSTER_REMOVED : body.message || DELETE_SUCCESS_FALLBACK,
    failureMessage: (body) => errorMessageOf(body, DELETE_FAILURE),
    onSuccess: afterSimulationDeleted,
  });
}

/** The last simulation took its cluster with it: back to the home page; otherwise a reload. */
function* afterSimulationDeleted(body: { datas?: { clusterRemoved: boolean } }): Saga<void> {
  if (!body.datas?.clusterRemoved) {
    yield put(clusterActions.clusterReloaded());
    return;
  }
  yield delay(REDIRECT_AFTER_CLUSTER_REMOVAL_MS);
  yield put(clusterActions.cleared());
  const navigate: (to: string) => void = yield getContext('navigate');
  yield call(navigate, '/');
}

/** A cluster saved offline was answered: the cluster shown takes it in (the queue showed the toast). */
export function* takeQueuedSave({ payload }: ReturnType<typeof queuedSaveAnswered>): Saga<void> {
  if (payload.save.kind !== 'cluster' || !payload.body.success) return;
  const datas: CarbonClusterDatas | null = yield* currentCluster();
  if (datas && String(datas.cluster) === payload.save.itemKey)
    yield put(clusterActions.saveFinished({ saved: true }));
}

export function* clusterSaga() {
  yield all([
    takeLatest(clusterActions.clusterRequested.type, loadCluster),
    takeLatest(clusterActions.clusterReloaded.type, reloadCluster),
    takeLeading(clusterActions.pdfClicked.type, exportPdf),
    takeLeading(clusterActions.saveClicked.type, saveCluster),
    takeLeading(clusterActions.deleteClicked.type, deleteSimulation),
    takeEvery(queuedSaveAnswered.type, takeQueuedSave),
  ]);
}
