/**
 * Sagas of the result page (spec 001 §2.1, §4, §7, §8): load the history, keep the results (save,
 * PDF report, send by e-mail, each behind the login when needed) and delete a saved result.
 */
import type { Saga } from '@/lib/sagas/types';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '@/api/errors';
import {
  REPORT_SENT_MESSAGE,
  SEARCH_DELETED_MESSAGE,
  SIMULATION_SAVED_MESSAGE,
} from '@/domain/messages';
import {
  getHistoryRapportLink,
  loadHistory,
  removeHistory,
  saveHistory,
  sendHistoryRapport,
} from '@/api/thermalHistory';
import type { ApiBody } from '@/api/http';
import type { HistoryDatas, SendRapportRequest, ThermalHistory } from '@/api/thermalHistoryTypes';
import { navigateHash } from '@/lib/routing/hashRoutes';
import {
  callApi,
  deleteThenReload,
  LOGIN_CONTINUATION_DELAY_MS,
  LOGIN_CONTINUATION_EMAIL_DELAY_MS,
  requireLogin,
  selectIsLoggedIn,
} from '@/features/session';
import { toast } from '@/lib/sagas/toast';
import { queuedSaveAnswered, sendOrQueue, type SendOrQueueOutcome } from '@/lib/offline';
import {
  deleteClicked,
  pdfClicked,
  pdfDialogOpened,
  pdfFailed,
  pdfLinkReceived,
  pdfRequested,
  resultLoaded,
  resultLoadFailed,
  resultOpened,
  saveClicked,
  saveDialogClosed,
  saveDialogOpened,
  saveFailed,
  saveSubmitted,
  saveSucceeded,
  selectRupteurResult,
  sendClicked,
  sendDialogOpened,
  sendFailed,
  sendSubmitted,
  sendSucceeded,
  type ResultOpenedPayload,
  type RupteurResultState,
  type SaveNameRequest,
  type SendRequest,
} from './resultSlice';

export const LOAD_FAILURE = "Ce résultat n'a pas pu être chargé.";
export const SAVE_SUCCESS = SIMULATION_SAVED_MESSAGE;
export const SAVE_FAILURE = 'Une erreur est survenue lors de la sauvegarde de votre recherche';
export const SEND_SUCCESS = REPORT_SENT_MESSAGE;
export const GENERIC_ERROR = 'Une erreur est survenue';
export const DELETE_SUCCESS = SEARCH_DELETED_MESSAGE;
export const DELETE_FAILURE = 'Une erreur est survenue lors de la suppression de votre recherche';
export const DELETE_CONFIRM = 'Êtes-vous sûr de vouloir supprimer cette simulation ?';

/** The pending actions named to the login dialog. */
export const PENDING_SAVE = 'rupteurResult/save';
export const PENDING_PDF = 'rupteurResult/pdf';
export const PENDING_SEND = 'rupteurResult/send';

function* currentHistory(): Saga<ThermalHistory | null> {
  const state: RupteurResultState = yield select(selectRupteurResult);
  return state.history;
}

export function* loadResult({ payload }: PayloadAction<ResultOpenedPayload>): Saga<void> {
  const state: RupteurResultState = yield select(selectRupteurResult);
  if (state.status === 'loaded') return;
  const body = yield* callApi(loadHistory, payload.id);
  if (body.success && body.datas?.history) {
    yield put(resultLoaded(body.datas.history, body.datas.fdes ?? null));
  } else {
    yield put(resultLoadFailed(errorMessageOf(body, LOAD_FAILURE)));
  }
}

// ---- Save -----------------------------------------------------------------------------------------

export function* openSave(): Saga<void> {
  const loggedIn: boolean = yield call(requireLogin, PENDING_SAVE, LOGIN_CONTINUATION_DELAY_MS);
  if (loggedIn) yield put(saveDialogOpened());
}

export function* submitSave({ payload }: PayloadAction<SaveNameRequest>): Saga<void> {
  const history: ThermalHistory | null = yield* currentHistory();
  if (!history) return;
  // What the documents list (spec 001 §7): the id and name, with the history's answers and type.
  const request = {
    id: history.id,
    name: payload.name.trim(),
    filtersValue: history.filterValues.map((value) => value.id),
    dataType: history.dataType,
  };
  // No network, or an older name of this history still waiting: the name waits on the device
  // ('en attente'), sent when the network returns (after the older one).
  const outcome: SendOrQueueOutcome<ApiBody<HistoryDatas>> = yield* sendOrQueue(
    {
      kind: 'historyName',
      itemKey: history.id,
      label: request.name,
      operation: saveHistory,
      args: [request],
      successText: SAVE_SUCCESS,
      failureText: SAVE_FAILURE,
    },
    () => callApi(saveHistory, request),
  );
  if (!outcome.sent) {
    // Not kept: the dialog stays open with the name typed, as after a failed save.
    yield put(outcome.kept ? saveDialogClosed() : saveFailed());
    return;
  }
  const { body } = outcome;
  if (body.success && body.datas?.history) {
    yield put(saveSucceeded(body.datas.history));
    yield toast('success', SAVE_SUCCESS);
  } else {
    // The specification shows this failure as a success-type toast; it is an error (docs/deviations.md).
    yield put(saveFailed());
    yield toast('error', SAVE_FAILURE);
  }
}

/**
 * A name saved offline was answered when the network returned: the page of that history takes it
 * in as an answer online (the queue showed its toast).
 */
export function* takeQueuedSave({ payload }: ReturnType<typeof queuedSaveAnswered>): Saga<void> {
  if (payload.save.kind !== 'historyName') return;
  const history: ThermalHistory | null = yield* currentHistory();
  if (!history || String(history.id) !== payload.save.itemKey) return;
  const body = payload.body as { success: boolean; datas?: { history?: ThermalHistory } };
  if (body.success && body.datas?.history) yield put(saveSucceeded(body.datas.history));
}

// ---- PDF ------------------------------------------------------------------------------------------

export function* openPdf(): Saga<void> {
  const loggedIn: boolean = yield call(requireLogin, PENDING_PDF, LOGIN_CONTINUATION_DELAY_MS);
  if (loggedIn) yield put(pdfDialogOpened());
}

/** The page has opened a blank window on the click; the link found here is then loaded in it. */
export function* fetchPdfLink(): Saga<void> {
  const history: ThermalHistory | null = yield* currentHistory();
  if (!history) return;
  const body = yield* callApi(getHistoryRapportLink, history.id);
  if (body.success && body.datas?.link) {
    yield put(pdfLinkReceived(body.datas.link));
  } else {
    yield put(pdfFailed());
    yield toast('error', GENERIC_ERROR);
  }
}

// ---- Send by e-mail -------------------------------------------------------------------------------

export function* openSend(): Saga<void> {
  const loggedIn: boolean = yield call(
    requireLogin,
    PENDING_SEND,
    LOGIN_CONTINUATION_EMAIL_DELAY_MS,
  );
  if (loggedIn) yield put(sendDialogOpened('user'));
}

/** The body of POST /api/history/send-rapport: 1 to 3 addresses, blanks left out. */
export function sendBodyOf(id: number, form: SendRequest, visitor: boolean): SendRapportRequest {
  const emails = [form.email1, form.email2, form.email3]
    .map((email) => email.trim())
    .filter(Boolean);
  if (!visitor) return { id, emails };
  return {
    id,
    emails,
    firstname: form.firstname?.trim() ?? '',
    lastname: form.lastname?.trim() ?? '',
    senderEmail: form.senderEmail?.trim() ?? '',
  };
}

export function* submitSend({ payload }: PayloadAction<SendRequest>): Saga<void> {
  const state: RupteurResultState = yield select(selectRupteurResult);
  const history = state.history;
  if (!history) return;
  const loggedIn: boolean = yield select(selectIsLoggedIn);
  const visitor = state.send.variant === 'visitor' && !loggedIn;
  const body = yield* callApi(sendHistoryRapport, sendBodyOf(history.id, payload, visitor));
  if (visitor) {
    // Share-by-mail variant (spec §8): the server's message, as a success or an error toast.
    if (body.success) {
      yield put(sendSucceeded());
      yield toast('success', body.datas?.message || SEND_SUCCESS);
    } else {
      yield put(sendFailed());
      yield toast('error', errorMessageOf(body, GENERIC_ERROR));
    }
    return;
  }
  if (body.success) {
    yield put(sendSucceeded());
    yield toast('success', SEND_SUCCESS);
  } else {
    yield put(sendFailed());
    yield toast('error', GENERIC_ERROR);
  }
}

// ---- Delete ---------------------------------------------------------------------------------------

export function* deleteResult(): Saga<void> {
  const history: ThermalHistory | null = yield* currentHistory();
  if (!history) return;
  yield* deleteThenReload({
    message: DELETE_CONFIRM,
    operation: removeHistory,
    args: [history.id],
    successMessage: DELETE_SUCCESS,
    failureMessage: DELETE_FAILURE,
    // The history is gone: back to the questionnaire.
    *onSuccess() {
      yield call(navigateHash, '/');
    },
  });
}

export function* rupteurResultSaga() {
  yield all([
    takeLatest(resultOpened.type, loadResult),
    takeLeading(saveClicked.type, openSave),
    takeLeading(saveSubmitted.type, submitSave),
    takeLeading(pdfClicked.type, openPdf),
    takeLatest(pdfRequested.type, fetchPdfLink),
    takeLeading(sendClicked.type, openSend),
    takeLeading(sendSubmitted.type, submitSend),
    takeLeading(deleteClicked.type, deleteResult),
    takeEvery(queuedSaveAnswered.type, takeQueuedSave),
  ]);
}
