/**
 * The session's sagas: start-up (stored session, the general site's device), login, logout; the
 * single sign-on's are in ./ssoSagas.ts.
 */
import type { Saga } from '@/lib/sagas/types';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  all,
  call,
  delay,
  getContext,
  put,
  select,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { requestPasswordReset, sendPasswordResetLink, updatePassword } from '@/api/account';
import { accountLoginCheck, loginCheck } from '@/api/auth';
import { createDevice, verifyDevice } from '@/api/device';
import { errorMessageOf } from '@/api/errors';
import type { ApiClient, ApiResult } from '@/api/http';
import type { Device, DeviceInfo } from '@/api/types';
import type { SiteConfig } from '@/config/sites';
import { PASSWORD_CHANGED_MESSAGE } from '@/domain/messages';
import { followChannel } from '@/lib/sagas/eventTargetChannel';
import { toast } from '@/lib/sagas/toast';
import { callApi } from './callApi';
import { describeDevice } from './deviceInfo';
import { loginWithTokens, redirectToSso } from './ssoSagas';
import { otherTabsMessages, tellOtherTabs } from './sessionTabs';
import {
  clearStoredLogin,
  restoreStoredSession,
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
  newPasswordFailed,
  newPasswordRequired,
  newPasswordSubmitted,
  passwordHelpFailed,
  passwordHelpRequested,
  passwordHelpSent,
  selectDevice,
  selectLoggingOut,
  selectPendingUser,
  sessionRestored,
  sessionStarted,
  ssoLoginRequested,
  tokenLoginRequested,
  type LoginRequest,
} from './sessionSlice';
import type { SessionUser } from './sessionTypes';
import { fromAccountUser, fromGeneralUser } from './toSessionUser';

export const LOGGED_OUT_DELAY_MS = 250;
export const LOGIN_SUCCESS_MESSAGE = 'Vous êtes maintenant connecté';
export const LOGIN_WRONG_PASSWORD_MESSAGE = 'Mot de passe incorrect';
export const LOGOUT_FAILURE_MESSAGE = 'Une erreur est survenue';
export { PASSWORD_CHANGED_MESSAGE };
/** Registers a new device and keeps it. */
function* registerDevice(): Saga<Device | null> {
  const info: DeviceInfo = yield call(describeDevice);
  const body = yield* callApi(createDevice, info);
  const device = body.success ? body.datas?.device : undefined;
  if (!device) return null;
  yield call(storeDevice, device);
  yield put(deviceReady(device));
  return device;
}

/**
 * General site: the stored device is verified, and registered again when verification fails. The
 * device's own token is sent, not the session's (the user's once logged in, which the server refuses
 * here); so the call goes without `callApi`, whose answer to a refusal is to forget the user.
 */
export function* ensureDevice(stored: Device | null): Saga<Device | null> {
  if (!stored) return (yield call(registerDevice)) as Device | null;
  yield put(deviceReady(stored));
  const client: ApiClient = yield getContext('api');
  const result: ApiResult = yield call(verifyDevice, client, stored.token);
  if (result.body.success) return stored;
  return (yield call(registerDevice)) as Device | null;
}

export function* startSession(): Saga<void> {
  const site: SiteConfig = yield getContext('site');
  const stored: StoredSession = yield call(restoreStoredSession);
  yield put(sessionRestored({ user: stored.user, remember: stored.remember }));
  if (site.id === 'general') yield call(ensureDevice, stored.device);
}

export function* login({ payload }: PayloadAction<LoginRequest>): Saga<void> {
  const site: SiteConfig = yield getContext('site');
  const credentials = { username: payload.username, password: payload.password };
  if (site.id === 'general') {
    const device: Device | null = yield select(selectDevice);
    const body = yield* callApi(loginCheck, credentials, device?.token);
    const user = body.success ? body.datas?.user : undefined;
    if (!user) {
      yield put(loginFailed({ field: 'password', message: LOGIN_WRONG_PASSWORD_MESSAGE }));
      return;
    }
    const sessionUser = fromGeneralUser(user);
    if (!sessionUser.updatedPassword) {
      // First login: the dialog switches to the forced new-password form (spec 000 §4).
      yield put(newPasswordRequired(sessionUser));
      return;
    }
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

/** General site, first login: the new password is sent, then the login completes. */
export function* submitNewPassword({
  payload,
}: PayloadAction<{ password: string; passwordConfirmation: string }>): Saga<void> {
  const pending: SessionUser | null = yield select(selectPendingUser);
  if (!pending) return;
  const body = yield* callApi(updatePassword, payload);
  if (!body.success) {
    const message = errorMessageOf(body);
    yield put(newPasswordFailed(message));
    yield toast('error', message);
    return;
  }
  const sessionUser: SessionUser = { ...pending, updatedPassword: true };
  yield call(storeUser, sessionUser, false);
  yield put(loginSucceeded({ user: sessionUser, remember: false }));
  yield toast('success', body.message || PASSWORD_CHANGED_MESSAGE);
}

/**
 * Lost password: the general site asks POST /reset/request, whose refusal (403) carries the message
 * shown on the e-mail field and as a toast; the floor and carbon sites POST /api/user/password/reset/.
 */
export function* requestPasswordHelp({ payload }: PayloadAction<{ email: string }>): Saga<void> {
  const site: SiteConfig = yield getContext('site');
  const email = payload.email.trim();
  const body =
    site.id === 'general'
      ? yield* callApi(requestPasswordReset, email)
      : yield* callApi(sendPasswordResetLink, email);
  if (!body.success) {
    const message = errorMessageOf(body);
    yield put(passwordHelpFailed({ message, onField: site.id === 'general' }));
    yield toast('error', message);
    return;
  }
  yield put(passwordHelpSent());
  if (body.message) yield toast('success', body.message);
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
  yield call(tellOtherTabs, 'loggedOut');
  yield delay(LOGGED_OUT_DELAY_MS);
  yield put(loggedOut());
  yield call(navigate, '/');
}

/** A logout in another tab of the site logs this tab out too (its storage is already cleared). */
export function* followOtherTabs(): Saga<void> {
  yield* followChannel(otherTabsMessages, function* logOutToo(message): Saga<void> {
    // The tab that logs out hears its own message too (through its listening channel): it is
    // already on its way out.
    const loggingOut: boolean = yield select(selectLoggingOut);
    if (message === 'loggedOut' && !loggingOut) yield put(loggedOut());
  });
}

export function* sessionSaga() {
  yield all([
    call(followOtherTabs),
    takeLeading(sessionStarted.type, startSession),
    takeLatest(loginRequested.type, login),
    takeLeading(logoutRequested.type, logout),
    takeLeading(newPasswordSubmitted.type, submitNewPassword),
    takeLeading(passwordHelpRequested.type, requestPasswordHelp),
    takeLeading(ssoLoginRequested.type, redirectToSso),
    takeLatest(tokenLoginRequested.type, loginWithTokens),
  ]);
}
