/**
 * `callApi(operation, ...args)`: the one way sagas call the API.
 *
 * It calls the operation with the app's client (saga context `api`) and returns the response body.
 * When a non-public call answers 401 or 403, the stored user is cleared and the call is retried once
 * (spec 000 §4, §8); a public call returns its error as it is.
 */
import type { Saga } from '@/lib/sagas/types';
import { call, getContext, put, type SagaReturnType } from 'redux-saga/effects';
import type { ApiBody, ApiClient, ApiResult } from '@/api/http';
import { userCleared } from './sessionSlice';
import { clearStoredUser } from './sessionStorage';

export type ApiOperation<A extends unknown[], B extends ApiBody> = (
  client: ApiClient,
  ...args: A
) => Promise<ApiResult<unknown, B>>;

export function isAuthFailure(result: ApiResult<unknown, ApiBody>): boolean {
  return !result.isPublic && (result.status === 401 || result.status === 403);
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
  const client: ApiClient = yield getContext('api');
  let result: SagaReturnType<typeof operation> = yield call(operation, client, ...args);
  if (isAuthFailure(result)) {
    yield* sessionExpired();
    result = yield call(operation, client, ...args);
  }
  return result.body;
}
