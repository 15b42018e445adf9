/**
 * `callApi(operation, ...args)`: the one way sagas call the API.
 *
 * It calls the operation with the app's client (saga context `api`) and returns the response body.
 * When a non-public call answers 401 or 403, the stored user is cleared and the call is retried once
 * (spec 000 §4, §8); a public call returns its error as it is.
 *
 * A call made while the page starts waits until the stored session has been read
 * (`sessionRestored`): sent before, it would go without the user's token, and a reload of a page
 * that reads the user's own data (a saved carbon cluster, a floor simulation) would be refused as a
 * visitor's ('Cluster introuvable').
 */
import type { Saga } from '@/lib/sagas/types';
import { call, getContext, put, select, take, type SagaReturnType } from 'redux-saga/effects';
import type { ApiBody, ApiClient, ApiResult } from '@/api/http';
import { type SessionStatus, userCleared } from './sessionSlice';
import { clearStoredUser } from './sessionStorage';

export type ApiOperation<A extends unknown[], B extends ApiBody> = (
  client: ApiClient,
  ...args: A
) => Promise<ApiResult<unknown, B>>;

export function isAuthFailure(result: ApiResult<unknown, ApiBody>): boolean {
  return !result.isPublic && (result.status === 401 || result.status === 403);
}

/** Waits, while the page starts, until the stored session has been read. */
export function* sessionRead(): Saga<void> {
  for (;;) {
    // Read as the state holds it: a saga run without the session's slice has nothing to wait for.
    const status: SessionStatus | undefined = yield select(
      (state: { session?: { status?: SessionStatus } }) => state.session?.status,
    );
    if (status !== 'starting') return;
    yield take('*');
  }
}

/** The session is no longer valid (a 401 or 403 on a logged-in call): the stored user is cleared. */
export function* sessionExpired(): Saga<void> {
  yield put(userCleared());
  yield call(clearStoredUser);
}

export function* callApi<A extends unknown[], B extends ApiBody>(
  operation: ApiOperation<A, B>,
  ...args: A
): Saga<B> {
  yield* sessionRead();
  const client: ApiClient = yield getContext('api');
  let result: SagaReturnType<typeof operation> = yield call(operation, client, ...args);
  if (isAuthFailure(result)) {
    yield* sessionExpired();
    result = yield call(operation, client, ...args);
  }
  return result.body;
}
