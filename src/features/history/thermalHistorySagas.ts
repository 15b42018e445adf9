/**
 * The general site's history of thermal-break and environmental results (spec 001 §2.5, §7, §8):
 * POST /api/history/list with its sort (createdAt DESC by default, createdAt ASC, name ASC) and the
 * project-defined `fields: 'summary'` (what the list shows of each history, not all of it), and the
 * delete through POST /api/history/remove with the toasts 'Votre recherche a été supprimée' or
 * 'Une erreur est survenue lors de la suppression de votre recherche'.
 */
import type { Saga } from '@/lib/sagas/types';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '@/api/errors';
import { SEARCH_DELETED_MESSAGE } from '@/domain/messages';
import { queuedSaveAnswered } from '@/lib/offline';
import { listHistorySummaries, removeHistory } from '@/api/thermalHistory';
import type { ListHistoriesRequest } from '@/api/thermalHistoryTypes';
import { callApi, deleteThenReload } from '@/features/session';
import { deleteConfirmMessage, INITIAL_LOAD_DELAY_MS } from './historySagas';
import {
  selectThermalHistory,
  thermalHistoryOpened,
  thermalItemDeleteRequested,
  thermalLoaded,
  thermalLoadFailed,
  thermalLoadRequested,
  thermalSortChanged,
} from './historySlice';
import type { ThermalHistoryState, ThermalSort } from './historyTypes';

export const THERMAL_DELETE_SUCCESS = SEARCH_DELETED_MESSAGE;
export const THERMAL_DELETE_FAILURE =
  'Une erreur est survenue lors de la suppression de votre recherche';

/** The body of POST /api/history/list for a sort. */
export function thermalListRequestOf(sort: ThermalSort): ListHistoriesRequest {
  const [field, order] = sort.split('-') as ['createdAt' | 'name', 'ASC' | 'DESC'];
  return { sort: field, order };
}

export function* loadThermalHistory(): Saga<void> {
  const state: ThermalHistoryState = yield select(selectThermalHistory);
  const body = yield* callApi(listHistorySummaries, thermalListRequestOf(state.sort));
  if (body.success && body.datas && Array.isArray(body.datas.list)) {
    yield put(thermalLoaded(body.datas.list));
  } else {
    yield put(thermalLoadFailed(errorMessageOf(body)));
  }
}

export function* deleteThermalItem({ payload }: PayloadAction<{ id: number }>): Saga<void> {
  yield* deleteThenReload({
    message: deleteConfirmMessage(),
    operation: removeHistory,
    args: [payload.id],
    successMessage: THERMAL_DELETE_SUCCESS,
    failureMessage: THERMAL_DELETE_FAILURE,
    reload: thermalLoadRequested(),
  });
}

function* initialLoad(): Saga<void> {
  yield delay(INITIAL_LOAD_DELAY_MS);
  yield put(thermalLoadRequested());
}

function* requestNow(): Saga<void> {
  yield put(thermalLoadRequested());
}

/** A save queued offline was answered: the list, if shown, is read again to show it as saved. */
export function* reloadAfterQueuedSave(): Saga<void> {
  const state: ThermalHistoryState = yield select(selectThermalHistory);
  if (state.status !== 'idle') yield put(thermalLoadRequested());
}

export function* thermalHistorySaga() {
  yield all([
    takeLatest(thermalHistoryOpened.type, initialLoad),
    takeLatest(thermalLoadRequested.type, loadThermalHistory),
    takeLatest(thermalSortChanged.type, requestNow),
    takeLeading(thermalItemDeleteRequested.type, deleteThermalItem),
    takeLatest(queuedSaveAnswered.type, reloadAfterQueuedSave),
  ]);
}
