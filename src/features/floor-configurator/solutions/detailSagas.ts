/**
 * The solution detail of the floor results (spec 002 §2.3): its load, the carbon estimate of the
 * concrete chosen, and 'Page précédente'.
 */
import type { Saga } from '@/lib/sagas/types';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select } from 'redux-saga/effects';
import { errorMessageOf } from '@/api/errors';
import { getSolution, getSolutionCarbonFootprint } from '@/api/floor';
import { callApi, selectIsLoggedIn } from '@/features/session';
import { previousPageTarget } from './solutionsModel';
import { solutionsActions } from './solutionsSlice';
import {
  DETAIL_LOAD_FAILURE,
  openDetailOf,
  simulationOf,
  solutionsState,
} from './solutionsSagaSupport';

const {
  carbonFailed,
  carbonLoaded,
  concreteChosen,
  detailClosed,
  detailFailed,
  detailLoaded,
  detailRequested,
} = solutionsActions;

export function* loadDetail(): Saga<void> {
  const state = yield* solutionsState();
  const slug = state.openSlug;
  if (!slug || (state.detail.slug === slug && state.detail.status !== 'error')) return;
  yield put(detailRequested(slug));
  const body = yield* callApi(getSolution, slug, simulationOf(state));
  if (body.success && body.datas?.solution) {
    yield put(detailLoaded(body.datas));
    const first = body.datas.carbonFootprints[0]?.concrete.slug;
    if (first) yield put(concreteChosen(first));
  } else {
    yield put(detailFailed(errorMessageOf(body, DETAIL_LOAD_FAILURE)));
  }
}

/** The carbon estimate for one concrete: GET /api/solution/{id}/carbon-footprint/. */
export function* loadCarbon({ payload }: PayloadAction<string>): Saga<void> {
  const state = yield* solutionsState();
  const detail = openDetailOf(state);
  if (!detail) return;
  const body = yield* callApi(getSolutionCarbonFootprint, detail.solution.id, {
    simulation: simulationOf(state),
    concrete: payload,
  });
  if (body.success && body.datas) yield put(carbonLoaded(body.datas));
  else yield put(carbonFailed());
}

export function* goToPreviousPage(): Saga<void> {
  const state = yield* solutionsState();
  const loggedIn: boolean = yield select(selectIsLoggedIn);
  const target = previousPageTarget({
    solutionCount: state.result?.solutions.length ?? 0,
    loggedIn,
    fromHistory: state.fromHistory,
  });
  if (target === null) {
    yield put(detailClosed());
    return;
  }
  const navigate: (to: string) => void = yield getContext('navigate');
  yield call(navigate, target);
}
