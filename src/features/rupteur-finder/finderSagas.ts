/**
 * Sagas of the thermal-break finder (spec 001 §2.1, §4, §7): the questionnaire through
 * POST /api/filters, the search that saves a history (POST /api/history/create) and opens the
 * result at '#/{historyId}/{name}', and the refine screen (POST /api/filters/configuration, then
 * POST /api/history/save-refine).
 */
import { CONDITIONAL_COLUMNS, visibleRefineFilters } from '@/domain/refineConditions';
import type { Saga } from '@/lib/sagas/types';
import { all, call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '@/api/errors';
import { getConfiguration, getFilters } from '@/api/catalogue';
import type { ConfigurationDatas, FiltersDatas } from '@/api/catalogueTypes';
import { createHistory, saveHistoryRefine } from '@/api/thermalHistory';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import { callApi } from '@/features/session';
import {
  forgetEntryAnswers,
  ENTRY_ANSWERS_KEYS,
  writeEntryAnswers,
  readEntryAnswers,
  type EntryAnswers,
} from '@/lib/routing/answersInHistoryEntry';
import { paths } from '@/config/paths';
import { HOME_LOADING_MS, shouldSearch } from './finderFormat';
import {
  answerPicked,
  questionnaireFailed,
  questionnaireRetried,
  questionnaireRestored,
  questionnaireStarted,
  questionsLoaded,
  refineChoiceChanged,
  refineConfigurationFailed,
  refineConfigured,
  refineOpened,
  refineSaved,
  refineSaveFailed,
  refineSubmitted,
  searchStarted,
  searchSucceeded,
  selectQuestionnaire,
  selectRefine,
  type QuestionnaireState,
  type RefineState,
} from './finderSlice';

/** A refine filter with a single option is filled in; this bounds the rounds of that. */
const MAX_AUTO_FILL_ROUNDS = 8;

/** The key under which the answers in progress are kept in the tab's history entry. */
export const FINDER_ANSWERS_KEY = ENTRY_ANSWERS_KEYS.finder;

/** The key under which the result's history travels in the navigation state. */
export const RESULT_STATE_KEY = 'history';

/**
 * Opens the result of a history at '#/{id}/{name}', with the history in `window.history.state`
 * (`state.history`, as the result page reads it) so that the result page needs no second load.
 */
export function openResult(history: ThermalHistory): void {
  const path = paths.finder.result.hashPath(history.id, history.rupteur?.name);
  const previous = (window.history.state ?? {}) as Record<string, unknown>;
  const url = `${window.location.pathname}${window.location.search}#${path}`;
  window.history.pushState({ ...previous, [RESULT_STATE_KEY]: history }, '', url);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

/** Reads the history that the questionnaire passed to the result page, if it is this one. */
export function historyFromNavigationState(historyId: number): ThermalHistory | null {
  const state = window.history.state as Record<string, unknown> | null;
  const history = state?.[RESULT_STATE_KEY] as ThermalHistory | undefined;
  return history && history.id === historyId ? history : null;
}

function* loadQuestions(answers: number[]): Saga<FiltersDatas | null> {
  const body = yield* callApi(getFilters, { answers, dataType: 'rup' });
  if (body.success && body.datas && Array.isArray(body.datas.filters)) return body.datas;
  yield put(questionnaireFailed({ message: errorMessageOf(body), retry: 'filters' }));
  return null;
}

function* search(answers: number[]): Saga<void> {
  yield put(searchStarted());
  const body = yield* callApi(createHistory, { filtersValue: answers, dataType: 'rup' });
  if (!body.success || !body.datas?.history) {
    yield put(questionnaireFailed({ message: errorMessageOf(body), retry: 'search' }));
    return;
  }
  yield put(searchSucceeded(body.datas.history));
  // The questionnaire is over: coming back to its entry (the browser's Back) starts it again.
  yield call(forgetEntryAnswers, FINDER_ANSWERS_KEY);
  yield call(openResult, body.datas.history);
}

/** Shows the questions left after the answers, or searches when the questionnaire is over. */
function* questionsOrSearch(answers: number[], datas: FiltersDatas): Saga<void> {
  if (answers.length > 0 && shouldSearch(datas.filters.length, datas.nbResults)) {
    yield put(questionsLoaded({ forAnswers: answers, filters: [], nbResults: datas.nbResults }));
    yield* search(answers);
    return;
  }
  yield put(questionsLoaded({ forAnswers: answers, ...datas }));
}

/** Loads the questions left after the answers, then searches when the questionnaire is over. */
function* advance(answers: number[]): Saga<void> {
  const datas: FiltersDatas | null = yield* loadQuestions(answers);
  if (datas) yield* questionsOrSearch(answers, datas);
}

/**
 * The home page: the loading state for 200 ms at least, and the first question, or, after a reload,
 * the question after the answers kept in the tab's history entry.
 */
function* startQuestionnaire(): Saga<void> {
  const kept: EntryAnswers | null = yield call(readEntryAnswers, FINDER_ANSWERS_KEY);
  if (kept) yield put(questionnaireRestored(kept));
  const answers = kept?.answers ?? [];
  const [, datas]: [unknown, FiltersDatas | null] = yield all([
    delay(HOME_LOADING_MS),
    call(function* first() {
      return yield* loadQuestions(answers);
    }),
  ]);
  if (datas) yield* questionsOrSearch(answers, datas);
}

function* onAnswer(): Saga<void> {
  const q: QuestionnaireState = yield select(selectQuestionnaire);
  yield call(writeEntryAnswers, FINDER_ANSWERS_KEY, {
    answers: q.answers,
    questions: q.filters,
  });
  yield* advance(q.answers);
}

function* onRetry(): Saga<void> {
  const q: QuestionnaireState = yield select(selectQuestionnaire);
  if (q.status === 'searching') yield* search(q.answers);
  else if (q.answers.length === 0) yield* startQuestionnaire();
  else yield* advance(q.answers);
}

// ---- Refine ('Configurateur') --------------------------------------------------------------------

function* requestConfiguration(
  historyId: number,
  answers: number[] | undefined,
): Saga<{ datas: ConfigurationDatas | null; message: string }> {
  const body = yield* callApi(getConfiguration, answers ? { historyId, answers } : { historyId });
  if (body.success && body.datas && Array.isArray(body.datas.filters)) {
    return { datas: body.datas, message: '' };
  }
  return { datas: null, message: errorMessageOf(body) };
}

/**
 * Fetches the configuration for the choices, then fills in every filter with a single option
 * (and fetches again) until none is left.
 */
function* configure(historyId: number, firstAnswers: number[] | undefined): Saga<void> {
  let answers = firstAnswers;
  for (let round = 0; round < MAX_AUTO_FILL_ROUNDS; round += 1) {
    let outcome: { datas: ConfigurationDatas | null; message: string } =
      yield* requestConfiguration(historyId, answers);
    if (!outcome.datas && answers) {
      // A changed choice may hide a conditional filter whose choice the server now refuses
      // (CONDITIONAL_COLUMNS: dropped first).
      const refine: RefineState = yield select(selectRefine);
      const conditional = new Set(
        refine.filters
          .filter((filter) => CONDITIONAL_COLUMNS.includes(filter.importColumn))
          .flatMap((filter) => filter.filterValues.map((value) => value.id)),
      );
      const kept = answers.filter((id) => !conditional.has(id));
      if (kept.length !== answers.length) {
        outcome = yield* requestConfiguration(historyId, kept);
      }
    }
    if (!outcome.datas) {
      yield put(refineConfigurationFailed(outcome.message));
      return;
    }
    const { filters, psiValue } = outcome.datas;
    yield put(refineConfigured({ filters, psiValue }));
    const single = filters.filter(
      (filter) => filter.filterValues.length === 1 && !filter.filterValues[0]!.selected,
    );
    if (single.length === 0) return;
    const chosen = filters.flatMap((filter) =>
      filter.filterValues.filter((value) => value.selected).map((value) => value.id),
    );
    answers = [...chosen, ...single.map((filter) => filter.filterValues[0]!.id)];
  }
}

function* onRefineOpened({ payload }: ReturnType<typeof refineOpened>): Saga<void> {
  yield* configure(payload.historyId, undefined);
}

/** The choices of the filters the screen shows (a hidden conditional filter's choice is left out). */
function shownChoices(refine: RefineState): number[] {
  return visibleRefineFilters(refine.filters, refine.choices, refine.context).flatMap((filter) => {
    const chosen = refine.choices[String(filter.id)];
    return chosen === undefined ? [] : [chosen];
  });
}

function* onRefineChoice(): Saga<void> {
  const refine: RefineState = yield select(selectRefine);
  if (refine.historyId === null) return;
  yield* configure(refine.historyId, shownChoices(refine));
}

function* onRefineSubmitted(): Saga<void> {
  const refine: RefineState = yield select(selectRefine);
  if (refine.historyId === null) return;
  const body = yield* callApi(saveHistoryRefine, {
    id: refine.historyId,
    filtersValue: shownChoices(refine),
  });
  if (body.success && body.datas?.history) yield put(refineSaved(body.datas.history));
  else yield put(refineSaveFailed(errorMessageOf(body)));
}

export function* finderSaga() {
  yield all([
    takeLatest(
      [questionnaireStarted.type, answerPicked.type, questionnaireRetried.type],
      function* route(action: { type: string }) {
        if (action.type === questionnaireStarted.type) yield* startQuestionnaire();
        else if (action.type === answerPicked.type) yield* onAnswer();
        else yield* onRetry();
      },
    ),
    takeLatest(refineOpened.type, onRefineOpened),
    takeLatest(refineChoiceChanged.type, onRefineChoice),
    takeLeading(refineSubmitted.type, onRefineSubmitted),
  ]);
}
