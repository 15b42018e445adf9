/** Session steps that other features run from their sagas. */
import type { Saga } from '@/lib/sagas/types';
import { call, put, select } from 'redux-saga/effects';
import { loginSucceeded, selectRemember, selectUser, sessionUserUpdated } from './sessionSlice';
import { storeUser } from './sessionStorage';
import type { SessionUser } from './sessionTypes';

/** Changes the logged-in user's names or e-mail, in the state and in storage. */
export function* updateSessionUser(
  changes: Partial<Omit<SessionUser, 'id' | 'token'>>,
): Saga<void> {
  yield put(sessionUserUpdated(changes));
  const user: SessionUser | null = yield select(selectUser);
  const remember: boolean = yield select(selectRemember);
  if (user) yield call(storeUser, user, remember);
}

/** Logs a user in from a server answer that carries the user and a token (e-mail confirmation). */
export function* loginAs(user: SessionUser): Saga<void> {
  const remember: boolean = yield select(selectRemember);
  yield call(storeUser, user, remember);
  yield put(loginSucceeded({ user, remember }));
}
