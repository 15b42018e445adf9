/**
 * The floor and carbon histories' sagas (spec 000 §2, §4, §7): the initial load after 250 ms,
 * select filters and sort requested at once, text and zip filters through the shared
 * `debounceThenWait` (400 ms of quiet, then 500 ms), deletes through `deleteThenReload`.
 */
import type { Saga } from '@/lib/sagas/types';
import type { Action, PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { all, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '@/api/errors';
import {
  deleteCarbonCluster,
  deleteCarbonSimulation,
  deleteFloorSimulation,
  deleteFloorSolution,
  listCarbonClusters,
  listFloorSimulations,
  listFloorSolutions,
} from '@/api/history';
import type { CarbonHistoryQuery, FloorHistoryItem, FloorHistoryQuery } from '@/api/types';
import { callApi, deleteThenReload } from '@/features/session';
import { debounceThenWait } from '@/lib/sagas/debounceThenWait';
import { queuedSaveAnswered } from '@/lib/offline';
import {
  carbonClusterDeleteRequested,
  carbonFilterChanged,
  carbonFiltersApplied,
  carbonFiltersReset,
  carbonHistoryOpened,
  carbonLoaded,
  carbonLoadFailed,
  carbonLoadRequested,
  carbonOrderChanged,
  carbonSimulationDeleteRequested,
  floorFilterChanged,
  floorFiltersApplied,
  floorFiltersReset,
  floorHistoryOpened,
  floorItemDeleteRequested,
  floorLoaded,
  floorLoadFailed,
  floorLoadRequested,
  floorOrderChanged,
  selectCarbonHistory,
  selectFloorHistory,
} from './historySlice';
import {
  FLOOR_TEXT_FILTERS,
  type CarbonHistoryState,
  type FloorHistoryState,
} from './historyTypes';

/** Initial load of the history screens (spec 000 §2, §9). */
export const INITIAL_LOAD_DELAY_MS = 250;

/** The confirmation of a delete, with the item's type on the floor screen (spec 000 §8). */
export function deleteConfirmMessage(type: 'simulation' | 'solution' = 'simulation'): string {
  return `Êtes-vous sûr de vouloir supprimer cette ${type} ?`;
}

/** A floor filter typed as text (zip, title, project code): debounced. */
export function isFloorTextFilterChange(action: Action): boolean {
  return floorFilterChanged.match(action) && FLOOR_TEXT_FILTERS.includes(action.payload.name);
}

function isFloorSelectFilterChange(action: Action): boolean {
  return floorFilterChanged.match(action) && !FLOOR_TEXT_FILTERS.includes(action.payload.name);
}

export function floorQueryOf({ filters, order }: FloorHistoryState): FloorHistoryQuery {
  const query: FloorHistoryQuery = { order };
  for (const [name, value] of Object.entries(filters) as Array<[keyof FloorHistoryQuery, string]>) {
    const trimmed = value.trim();
    if (trimmed) Object.assign(query, { [name]: trimmed });
  }
  return query;
}

export function carbonQueryOf({ filters, order }: CarbonHistoryState): CarbonHistoryQuery {
  const query: CarbonHistoryQuery = { order };
  if (filters.type) query.type = filters.type;
  if (filters.dateFrom) query.dateFrom = filters.dateFrom;
  if (filters.dateTo) query.dateTo = filters.dateTo;
  if (filters.systemType) query.systemType = filters.systemType;
  return query;
}

export function* loadFloorHistory(): Saga<void> {
  const state: FloorHistoryState = yield select(selectFloorHistory);
  const query = floorQueryOf(state);
  const { type, ...solutionQuery } = query;
  const body =
    type === 'solution'
      ? yield* callApi(listFloorSolutions, solutionQuery)
      : yield* callApi(listFloorSimulations, query);
  if (body.success && body.datas && Array.isArray(body.datas.data)) {
    yield put(floorLoaded(body.datas));
  } else {
    yield put(floorLoadFailed(errorMessageOf(body)));
  }
}

export function* loadCarbonHistory(): Saga<void> {
  const state: CarbonHistoryState = yield select(selectCarbonHistory);
  const body = yield* callApi(listCarbonClusters, carbonQueryOf(state));
  if (body.success && body.datas && Array.isArray(body.datas.clusters)) {
    yield put(carbonLoaded(body.datas));
  } else {
    yield put(carbonLoadFailed(errorMessageOf(body)));
  }
}

export function* deleteFloorItem({ payload }: PayloadAction<FloorHistoryItem>): Saga<void> {
  const message = deleteConfirmMessage(payload.type);
  if (payload.type === 'solution') {
    yield* deleteThenReload({
      message,
      operation: deleteFloorSolution,
      args: [payload.id],
      reload: floorLoadRequested(),
    });
  } else {
    yield* deleteThenReload({
      message,
      operation: deleteFloorSimulation,
      args: [payload.id],
      reload: floorLoadRequested(),
    });
  }
}

export function* deleteCarbonClusterItem({ payload }: PayloadAction<{ id: number }>): Saga<void> {
  yield* deleteThenReload({
    message: deleteConfirmMessage(),
    operation: deleteCarbonCluster,
    args: [payload.id],
    reload: carbonLoadRequested(),
  });
}

export function* deleteCarbonSimulationItem({
  payload,
}: PayloadAction<{ id: number }>): Saga<void> {
  yield* deleteThenReload({
    message: deleteConfirmMessage(),
    operation: deleteCarbonSimulation,
    args: [payload.id],
    reload: carbonLoadRequested(),
  });
}

function requestAfterInitialDelay(action: UnknownAction) {
  return function* initialLoad(): Saga<void> {
    yield delay(INITIAL_LOAD_DELAY_MS);
    yield put(action);
  };
}

function requestNow(action: () => UnknownAction) {
  return function* request(): Saga<void> {
    yield put(action());
  };
}

/** A save queued offline was answered: the lists shown are read again (it is now on the server). */
function* reloadAfterQueuedSave(): Saga<void> {
  const floor: FloorHistoryState = yield select(selectFloorHistory);
  if (floor.status !== 'idle') yield put(floorLoadRequested());
  const carbon: CarbonHistoryState = yield select(selectCarbonHistory);
  if (carbon.status !== 'idle') yield put(carbonLoadRequested());
}

export function* historySaga() {
  yield all([
    takeLatest(floorHistoryOpened.type, requestAfterInitialDelay(floorLoadRequested())),
    takeLatest(floorLoadRequested.type, loadFloorHistory),
    takeLatest(
      [
        isFloorSelectFilterChange,
        floorFiltersApplied.type,
        floorFiltersReset.type,
        floorOrderChanged.type,
      ],
      requestNow(floorLoadRequested),
    ),
    debounceThenWait(isFloorTextFilterChange, requestNow(floorLoadRequested)),
    takeLeading(floorItemDeleteRequested.type, deleteFloorItem),

    takeLatest(carbonHistoryOpened.type, requestAfterInitialDelay(carbonLoadRequested())),
    takeLatest(carbonLoadRequested.type, loadCarbonHistory),
    takeLatest(
      [
        carbonFilterChanged.type,
        carbonFiltersApplied.type,
        carbonFiltersReset.type,
        carbonOrderChanged.type,
      ],
      requestNow(carbonLoadRequested),
    ),
    takeLeading(carbonClusterDeleteRequested.type, deleteCarbonClusterItem),
    takeLeading(carbonSimulationDeleteRequested.type, deleteCarbonSimulationItem),
    takeLatest(queuedSaveAnswered.type, reloadAfterQueuedSave),
  ]);
}
