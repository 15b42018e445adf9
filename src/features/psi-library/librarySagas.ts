/**
 * The PSI library's sagas (spec 001 §2.3, §4, §7): the filter loader, the search of the hash's
 * choices, the moves between routes when the choices change, and the PDF report link (login first).
 */
import type { Saga } from '@/lib/sagas/types';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { resolveApiUrl } from '@/api/apiUrl';
import { getPsiLibraryReportLink, searchPsiLibrary } from '@/api/catalogue';
import type {
  FilterChoices,
  LibraryDatas,
  LibraryRequest,
  RapportLinkDatas,
} from '@/api/catalogueTypes';
import type { ApiBody } from '@/api/http';
import { navigateHash } from '@/lib/routing/hashRoutes';
import type { SiteConfig } from '@/config/sites';
import { apiCall, callApi, loginGatedCall } from '@/features/session';
import { toast } from '@/lib/sagas/toast';
import { decodeChoicesHash, resultsPathOf } from './libraryHash';
import { SEARCH_FAILURE_MESSAGE } from './libraryModel';
import {
  libraryChoicesChanged,
  libraryLoaderOpened,
  libraryReportDone,
  libraryReportRequested,
  libraryReset,
  libraryResultsOpened,
  libraryRetried,
  librarySearchFailed,
  librarySearchStarted,
  librarySearchSucceeded,
  selectLibrary,
  type LibraryState,
} from './librarySlice';

export const REPORT_ERROR_MESSAGE = 'Une erreur est survenue';
export const REPORT_PENDING_ACTION = 'psiLibraryReport';

/** The report opens in a new window (spec 001 §7), from the API's address. */
export function openInNewWindow(url: string) {
  window.open(url, '_blank', 'noopener');
}

type LibraryBody = ApiBody & { datas?: LibraryDatas };

function failureOf(body: ApiBody): string {
  const message = (body as { message?: unknown }).message ?? (body as { error?: unknown }).error;
  return typeof message === 'string' && message !== '' ? message : SEARCH_FAILURE_MESSAGE;
}

function* search(choices: FilterChoices, lunchResearch: boolean): Saga {
  yield put(librarySearchStarted({ choices, searched: lunchResearch }));
  const request: LibraryRequest = { filterChoices: choices, lunchResearch, save: lunchResearch };
  const body: LibraryBody = yield* callApi(searchPsiLibrary, request);
  // Frozen at the top, the large response is stored as it is, without a walk through it.
  if (body.success && body.datas) yield put(librarySearchSucceeded(Object.freeze(body.datas)));
  else yield put(librarySearchFailed(failureOf(body)));
}

function* onLoaderOpened(): Saga {
  yield* search({}, false);
}

function* onResultsOpened(action: PayloadAction<string>): Saga {
  const choices = decodeChoicesHash(action.payload);
  if (!choices) {
    yield put(libraryReset());
    // The screen of '#/' then opens the filter loader.
    yield call(navigateHash, '/', { replace: true });
    return;
  }
  yield* search(choices, true);
}

function* onRetried(): Saga {
  const state: LibraryState = yield select(selectLibrary);
  yield* search(state.choices, state.searched);
}

/** New choices move to their results route; the route's screen then runs the search. */
function* onChoicesChanged(action: PayloadAction<FilterChoices>): Saga {
  yield call(navigateHash, resultsPathOf(action.payload));
}

function* onReportRequested(): Saga {
  try {
    const body: (ApiBody & { datas?: RapportLinkDatas }) | null = yield* loginGatedCall({
      login: { pendingAction: REPORT_PENDING_ACTION },
      *request() {
        const state: LibraryState = yield select(selectLibrary);
        return apiCall(getPsiLibraryReportLink, state.choices);
      },
    });
    if (!body) return;
    const site: SiteConfig = yield getContext('site');
    const url = body.success ? resolveApiUrl(site.apiBaseUrl, body.datas?.link) : undefined;
    if (url) {
      yield call(openInNewWindow, url);
    } else {
      const message = failureOf(body);
      yield toast('error', message === SEARCH_FAILURE_MESSAGE ? REPORT_ERROR_MESSAGE : message);
    }
  } finally {
    yield put(libraryReportDone());
  }
}

export function* librarySaga(): Saga {
  yield takeLatest(
    [libraryLoaderOpened.type, libraryResultsOpened.type, libraryRetried.type],
    function* route(action: PayloadAction<string | undefined>): Saga {
      if (action.type === libraryResultsOpened.type)
        yield* onResultsOpened(action as PayloadAction<string>);
      else if (action.type === libraryRetried.type) yield* onRetried();
      else yield* onLoaderOpened();
    },
  );
  yield takeEvery(libraryChoicesChanged.type, onChoicesChanged);
  yield takeLatest(libraryReportRequested.type, onReportRequested);
}
