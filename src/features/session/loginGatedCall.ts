/**
 * `loginGatedCall(...)`: an API call behind the login and a busy flag, the shape of every 'keep for
 * later' button (save, PDF recap, report): `requireLogin` first when a login is asked for, then what
 * to call is read (the login may have changed the state), the `started` action, the call through
 * `callApi`, then the `finished` action made from the response body.
 * Resolves to the response body, or null when the login was refused or there was nothing to call.
 */
import type { Saga } from '@/lib/sagas/types';
import type { Action } from '@reduxjs/toolkit';
import { put } from 'redux-saga/effects';
import type { ApiBody } from '@/api/http';
import { callApi, type ApiOperation } from './callApi';
import { LOGIN_CONTINUATION_DELAY_MS, requireLogin } from './requireLogin';
import type { LoginContext } from './sessionSlice';

/** The login a call waits for: the pending action named to the dialog, the continuation delay. */
export interface LoginGate {
  pendingAction: string;
  /** `LOGIN_CONTINUATION_DELAY_MS` by default. */
  delayMs?: number;
  context?: LoginContext;
}

/** One API call: its operation and arguments. */
export interface ApiCall<A extends unknown[], B extends ApiBody> {
  operation: ApiOperation<A, B>;
  args: A;
}

/** Builds an `ApiCall`, keeping the arguments' types tied to the operation's. */
export function apiCall<A extends unknown[], B extends ApiBody>(
  operation: ApiOperation<A, B>,
  ...args: A
): ApiCall<A, B> {
  return { operation, args };
}

export interface LoginGatedCallOptions<A extends unknown[], B extends ApiBody> {
  /** The login to wait for; omitted for a call open to visitors. */
  login?: LoginGate;
  /** What to call, or a saga that reads it once the user is in; null: nothing to call. */
  request: ApiCall<A, B> | (() => Saga<ApiCall<A, B> | null>);
  /** Put just before the call (a busy flag set). */
  started?: Action;
  /** Put once the call has answered, made from its body: the busy flag cleared, say. */
  finished?: (body: B) => Action;
}

export function* loginGatedCall<A extends unknown[], B extends ApiBody>({
  login,
  request,
  started,
  finished,
}: LoginGatedCallOptions<A, B>): Saga<B | null> {
  if (login) {
    const { pendingAction, delayMs = LOGIN_CONTINUATION_DELAY_MS, context } = login;
    const loggedIn: boolean = yield* requireLogin(pendingAction, delayMs, context);
    if (!loggedIn) return null;
  }
  const target = typeof request === 'function' ? yield* request() : request;
  if (!target) return null;
  if (started) yield put(started);
  const body = yield* callApi(target.operation, ...target.args);
  // Not in a `finally`: a saga cancelled there would hand its caller the cancel marker as a body.
  if (finished) yield put(finished(body));
  return body;
}
