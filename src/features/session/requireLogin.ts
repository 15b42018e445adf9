/**
 * `requireLogin(pendingAction)`: login continuation (spec 000 §4, spec 002 §4.4).
 * A logged-in user continues at once. An anonymous user gets the login dialog; after a successful
 * login the saga waits the continuation delay (150 ms, 1000 ms before an e-mail dialog) and resolves
 * to true; closing the dialog resolves to false.
 */
import type { Saga } from '@/lib/sagas/types';
import { delay, put, race, select, take } from 'redux-saga/effects';
import {
  loginDialogClosed,
  loginDialogOpened,
  loginSucceeded,
  selectIsLoggedIn,
  type LoginContext,
} from './sessionSlice';

export const LOGIN_CONTINUATION_DELAY_MS = 150;
export const LOGIN_CONTINUATION_EMAIL_DELAY_MS = 1000;

/**
 * `context` names the floor simulation or carbon cluster the action belongs to: a partner-domain user
 * who signs in through single sign-on comes back to it.
 */
export function* requireLogin(
  pendingAction: string,
  continuationDelayMs: number = LOGIN_CONTINUATION_DELAY_MS,
  context?: LoginContext,
): Saga<boolean> {
  const loggedIn: boolean = yield select(selectIsLoggedIn);
  if (loggedIn) return true;
  yield put(loginDialogOpened({ pendingAction, ...(context ? { context } : {}) }));
  const outcome: { success?: unknown } = yield race({
    success: take(loginSucceeded.type),
    closed: take(loginDialogClosed.type),
  });
  if (!outcome.success) return false;
  yield delay(continuationDelayMs);
  return true;
}
