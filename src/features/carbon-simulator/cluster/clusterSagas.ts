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
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { downloadCarbonClusterRecap, getCarbonCluster, saveCarbonCluster } from '@/api/carbon';
import type { CarbonClusterDatas, CarbonRecapBody } from '@/api/carbonTypes';
import { errorMessageOf } from '@/api/errors';
import { deleteCarbonSimulation } from '@/api/history';
import {
  callApi,
  DELETE_CONFIRM_MESSAGE,
  LOGIN_CONTINUATION_DELAY_MS,
  requireLogin,
} from '@/features/session';
import { confirm } from '@/lib/sagas/confirm';
import { toast } from '@/lib/sagas/toast';
import { confirmClosed } from '@/ui/confirm/confirmSlice';
import { fallbackRecapName } from './clusterFormat';
import {
  clusterActions,
  selectCarbonCluster,
  type CarbonClusterState,
  type ClusterRequest,
} from './clusterSlice';
import { fileDownload } from './fileDownload';

/** Spec 002 §9. */
export const HISTORY_LOAD_DELAY_MS = 100;
export const REDIRECT_AFTER_CLUSTER_REMOVAL_MS = 500;
export const PDF_AFTER_SAVE_MS = 500;

/** Spec 002 §8. */
export const SAVE_SUCCESS = 'Votre solution a bien été sauvegardée.';
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

/** Downloads the cluster's PDF recap under the response's file name and type. */
export function* downloadRecap(cluster: number): Saga<boolean> {
  yield put(clusterActions.pdfStarted());
  const body: CarbonRecapBody = yield* callApi(downloadCarbonClusterRecap, cluster);
  yield put(clusterActions.pdfFinished());
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
  const loggedIn: boolean = yield call(requireLogin, PENDING_PDF, LOGIN_CONTINUATION_DELAY_MS, {
    carbonClusterId: datas.cluster,
  });
  if (loggedIn) yield call(downloadRecap, datas.cluster);
}

// ---- Save -----------------------------------------------------------------------------------------

export function* saveCluster(): Saga<void> {
  const datas: CarbonClusterDatas | null = yield* currentCluster();
  if (!datas) return;
  const loggedIn: boolean = yield call(requireLogin, PENDING_SAVE, LOGIN_CONTINUATION_DELAY_MS, {
    carbonClusterId: datas.cluster,
  });
  if (!loggedIn) return;
  yield put(clusterActions.saveStarted());
  const body = yield* callApi(saveCarbonCluster, datas.cluster);
  if (!body.success) {
    yield put(clusterActions.saveFinished({ saved: false }));
    yield toast('error', SAVE_FAILURE);
    return;
  }
  yield put(clusterActions.saveFinished({ saved: true }));
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
  const accepted: boolean = yield call(confirm, {
    title: 'Suppression',
    message: DELETE_CONFIRM_MESSAGE,
    confirmLabel: 'Supprimer',
  });
  if (!accepted) return;
  yield put(clusterActions.deleteStarted(payload.simulationId));
  const body = yield* callApi(deleteCarbonSimulation, payload.simulationId);
  yield put(confirmClosed());
  yield put(clusterActions.deleteFinished());
  if (!body.success) {
    yield toast('error', errorMessageOf(body, DELETE_FAILURE));
    return;
  }
  if (body.datas?.clusterRemoved) {
    yield toast('success', CLUSTER_REMOVED);
    yield delay(REDIRECT_AFTER_CLUSTER_REMOVAL_MS);
    yield put(clusterActions.cleared());
    const navigate: (to: string) => void = yield getContext('navigate');
    yield call(navigate, '/');
    return;
  }
  yield toast('success', body.message || DELETE_SUCCESS_FALLBACK);
  yield put(clusterActions.clusterReloaded());
}

export function* clusterSaga() {
  yield all([
    takeLatest(clusterActions.clusterRequested.type, loadCluster),
    takeLatest(clusterActions.clusterReloaded.type, reloadCluster),
    takeLeading(clusterActions.pdfClicked.type, exportPdf),
    takeLeading(clusterActions.saveClicked.type, saveCluster),
    takeLeading(clusterActions.deleteClicked.type, deleteSimulation),
  ]);
}
