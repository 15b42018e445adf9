/**
 * The environmental-data tool's sagas (spec 001 §2.2, §4, §7): the questionnaire's filters
 * (POST /api/filters with the system's data type), then the result (POST /api/env/result), the
 * history that keeps it (POST /api/history/create) and the navigation to '#/{historyId}/{name}';
 * a result opened by id loads its history (POST /api/history/load).
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { getFilters } from '@/api/catalogue';
import type { FiltersDatas } from '@/api/catalogueTypes';
import { getEnvironmentResult } from '@/api/environment';
import type { EnvironmentDataType, EnvironmentResultDatas } from '@/api/environmentTypes';
import type { ApiBody } from '@/api/http';
import { errorMessageOf } from '@/api/errors';
import { createHistory, loadHistory } from '@/api/thermalHistory';
import type { HistoryDatas, LoadHistoryDatas } from '@/api/thermalHistoryTypes';
import { navigateHash } from '@/lib/routing/hashRoutes';
import { callApi } from '@/features/session';
import {
  forgetEntryAnswers,
  ENTRY_ANSWERS_KEYS,
  writeEntryAnswers,
  readEntryAnswers,
  type EntryAnswers,
} from '@/lib/routing/answersInHistoryEntry';
import type { Saga } from '@/lib/sagas/types';
import {
  NOT_ENVIRONMENTAL,
  RESULT_FAILURE,
  SEARCH_FAILURE,
  dataTypeOfSystemValue,
  resultHashPath,
  resultViewOfHistory,
  shouldSearch,
} from './environmentFormat';
import {
  answerPicked,
  filtersFailed,
  questionnaireRestored,
  filtersLoaded,
  questionnaireStarted,
  resultLoadFailed,
  resultLoadRequested,
  resultLoaded,
  resultReady,
  retryRequested,
  searchFailed,
  searchStarted,
  selectQuestionnaire,
  type EnvironmentalResultView,
  type QuestionnaireState,
} from './environmentalDataSlice';

/** The key under which the answers in progress are kept in the tab's history entry. */
export const ENVIRONMENTAL_ANSWERS_KEY = ENTRY_ANSWERS_KEYS.environmental;

/** Before the system is chosen the server is asked with this type; it starts with the system question. */
export const DEFAULT_DATA_TYPE: EnvironmentDataType = 'pou';

/** The data type chosen at the first question, if answered. */
export function dataTypeOfAnswers(q: Pick<QuestionnaireState, 'steps' | 'answers'>) {
  const first = q.steps[0];
  const chosen = first?.filterValues.find((value) => value.id === q.answers[0]);
  return dataTypeOfSystemValue(chosen);
}

export function* loadFilters(): Saga<void> {
  const q: QuestionnaireState = yield select(selectQuestionnaire);
  const dataType = dataTypeOfAnswers(q) ?? DEFAULT_DATA_TYPE;
  const body: ApiBody<FiltersDatas> = yield* callApi(getFilters, {
    answers: q.answers,
    dataType,
  });
  if (!body.success || !body.datas || !Array.isArray(body.datas.filters)) {
    // A failed or unsuccessful filters call yields zero results and no filters (spec §8).
    yield put(filtersFailed(errorMessageOf(body)));
    return;
  }
  const { filters, nbResults } = body.datas;
  yield put(filtersLoaded({ filters, nbResults }));
  if (q.answers.length > 0 && shouldSearch(filters.length, nbResults)) yield call(search);
}

export function* search(): Saga<void> {
  yield put(searchStarted());
  const q: QuestionnaireState = yield select(selectQuestionnaire);
  const dataType = dataTypeOfAnswers(q);
  if (!dataType) {
    yield put(searchFailed(SEARCH_FAILURE));
    return;
  }
  const found: ApiBody<EnvironmentResultDatas> = yield* callApi(getEnvironmentResult, {
    filtersValue: q.answers,
    dataType,
  });
  if (!found.success || !found.datas?.result) {
    yield put(searchFailed(errorMessageOf(found)));
    return;
  }
  const created: ApiBody<HistoryDatas> = yield* callApi(createHistory, {
    filtersValue: q.answers,
    dataType,
  });
  if (!created.success || !created.datas?.history) {
    yield put(searchFailed(errorMessageOf(created)));
    return;
  }
  const history = created.datas.history;
  const view: EnvironmentalResultView = resultViewOfHistory(history, found.datas.fdes) ?? {
    historyId: history.id,
    dataType,
    result: found.datas.result,
    fdes: found.datas.fdes,
    criteria: history.filterValues.map((value) => ({ filter: value.filter, value: value.value })),
  };
  yield put(resultReady(view));
  // The questionnaire is over: coming back to its entry (the browser's Back) starts it again.
  yield call(forgetEntryAnswers, ENVIRONMENTAL_ANSWERS_KEY);
  yield call(navigateHash, resultHashPath(history.id, view.result.name));
}

/** The questionnaire opens: at its first question, or after the answers kept before a reload. */
function* start(): Saga<void> {
  const kept: EntryAnswers | null = yield call(readEntryAnswers, ENVIRONMENTAL_ANSWERS_KEY);
  if (kept) yield put(questionnaireRestored(kept));
  yield call(loadFilters);
}

/** An answer: kept in the tab's history entry, then the next filters. */
function* onAnswer(): Saga<void> {
  const q: QuestionnaireState = yield select(selectQuestionnaire);
  yield call(writeEntryAnswers, ENVIRONMENTAL_ANSWERS_KEY, {
    answers: q.answers,
    questions: q.steps,
  });
  yield call(loadFilters);
}

function* retry({ payload }: PayloadAction<'filters' | 'search'>): Saga<void> {
  if (payload === 'search') yield call(search);
  else yield call(loadFilters);
}

export function* loadResult({ payload: id }: PayloadAction<number>): Saga<void> {
  const body: ApiBody<LoadHistoryDatas> = yield* callApi(loadHistory, id);
  if (!body.success || !body.datas?.history) {
    yield put(resultLoadFailed({ id, message: errorMessageOf(body, RESULT_FAILURE) }));
    return;
  }
  const view = resultViewOfHistory(body.datas.history, body.datas.fdes);
  if (!view) yield put(resultLoadFailed({ id, message: NOT_ENVIRONMENTAL }));
  else yield put(resultLoaded(view));
}

export function* environmentalDataSaga() {
  yield all([
    takeLatest(
      [questionnaireStarted.type, answerPicked.type],
      function* route(action: { type: string }) {
        if (action.type === questionnaireStarted.type) yield* start();
        else yield* onAnswer();
      },
    ),
    takeLatest(retryRequested.type, retry),
    takeLatest(resultLoadRequested.type, loadResult),
  ]);
}
