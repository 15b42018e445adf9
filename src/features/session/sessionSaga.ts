/**
 * The session's sagas: start-up (stored session, the general site's device), login, logout.
 */
import type { Saga } from '@/lib/sagas/types';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { accountLoginCheck, loginCheck } from '@/api/auth';
import { createDevice, verifyDevice } from '@/api/device';
import { errorMessageOf } from '@/api/errors';
import type { Device } from '@/api/types';
import type { SiteConfig } from '@/app/site/sites';
import { toast } from '@/lib/sagas/toast';
import { callApi } from './callApi';
import { describeDevice } from './deviceInfo';
import {
  clearStoredLogin,
  readStoredSession,
  storeDevice,
  storeUser,
  type StoredSession,
} from './sessionStorage';
import {
  deviceReady,
  loggedOut,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutFailed,
  logoutRequested,
  sessionRestored,
  sessionStarted,
  type LoginRequest,
} from './sessionSlice';
import { fromAccountUser, fromGeneralUser } from './toSessionUser';

export const LOGGED_OUT_DELAY_MS = 250;
export const LOGIN_SUCCESS_MESSAGE = 'Vous êtes maintenant connecté';
export const LOGIN_WRONG_PASSWORD_MESSAGE = 'Mot de passe incorrect';
export const LOGOUT_FAILURE_MESSAGE = 'Une erreur est survenue';

/** Registers a new device and keeps it. */
function* registerDevice(): Saga<Device | null> {
  const body = yield* callApi(createDevice, describeDevice());
  const device = body.success ? body.datas?.device : undefined;
  if (!device) return null;
  yield call(storeDevice, device);
  yield put(deviceReady(device));
  return device;
}

/** General site: the stored device is verified, and registered again when verification fails. */
export function* ensureDevice(stored: Device | null): Saga<Device | null> {
  if (!stored) return (yield call(registerDevice)) as Device | null;
  yield put(deviceReady(stored));
  const body = yield* callApi(verifyDevice);
  if (body.success) return stored;
  return (yield call(registerDevice)) as Device | null;
}

export function* startSession(): Saga<void> {
  const site: SiteConfig = yield getContext('site');
  const stored: StoredSession = yield call(readStoredSession);
  yield put(sessionRestored({ user: stored.user, remember: stored.remember }));
  if (site.id === 'general') yield call(ensureDevice, stored.device);
}

export function* login({ payload }: PayloadAction<LoginRequest>): Saga<void> {
  const site: SiteConfig = yield getContext('site');
  const credentials = { username: payload.username, password: payload.password };
  if (site.id === 'general') {
    const body = yield* callApi(loginCheck, credentials);
    const user = body.success ? body.datas?.user : undefined;
    if (!user) {
      yield put(loginFailed({ field: 'password', message: LOGIN_WRONG_PASSWORD_MESSAGE }));
      return;
    }
    const sessionUser = fromGeneralUser(user);
    yield call(storeUser, sessionUser, false);
    yield put(loginSucceeded({ user: sessionUser, remember: false }));
  } else {
    const remember = payload.rememberMe === true;
    const body = yield* callApi(accountLoginCheck, { ...credentials, rememberMe: remember });
    if (!body.success || !body.user || !body.token) {
      const message = errorMessageOf(body);
      yield put(loginFailed({ message }));
      yield toast('error', message);
      return;
    }
    const sessionUser = fromAccountUser(body.user, body.token, body.refreshToken);
    yield call(storeUser, sessionUser, remember);
    yield put(loginSucceeded({ user: sessionUser, remember }));
  }
  yield toast('success', LOGIN_SUCCESS_MESSAGE);
}

export function* logout(): Saga<void> {
  const navigate: (to: string) => void = yield getContext('navigate');
  try {
    yield call(clearStoredLogin);
  } catch {
    yield put(logoutFailed());
    yield toast('error', LOGOUT_FAILURE_MESSAGE);
    return;
  }
  yield delay(LOGGED_OUT_DELAY_MS);
  yield put(loggedOut());
  yield call(navigate, '/');
}

export function* sessionSaga() {
  yield all([
    takeLeading(sessionStarted.type, startSession),
    takeLatest(loginRequested.type, login),
    takeLeading(logoutRequested.type, logout),
  ]);
}
