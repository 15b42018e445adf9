/**
 * The single sign-on's sagas (spec 000 §4, §7): the redirect to the single-sign-on host with the
 * tab's state, and the login with the tokens the hand-over page received.
 */
import type { Saga } from '@/lib/sagas/types';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select } from 'redux-saga/effects';
import { getAccountUser } from '@/api/auth';
import { errorMessageOf } from '@/api/errors';
import type { ApiClient, ApiResult } from '@/api/http';
import { samlLoginUrl } from '@/api/sso';
import type { AccountUser } from '@/api/types';
import type { SiteConfig } from '@/config/sites';
import { browserLocation } from './browserLocation';
import { sessionRead } from './callApi';
import {
  loginDialogClosed,
  selectLoginDialog,
  tokenLoginFailed,
  type LoginDialogState,
  type TokenLoginRequest,
} from './sessionSlice';
import { loginAs } from './sessionUserSagas';
import { createSsoState, takeSsoState } from './ssoState';
import { fromAccountUser } from './toSessionUser';

/** Project-defined: the hand-over page could not log the user in. */
export const SSO_FAILURE_MESSAGE =
  "La connexion par l’authentification unique n'a pas abouti. Veuillez réessayer.";

/**
 * A partner-domain user: the browser goes to the single-sign-on host (spec 000 §4, §7), which
 * sends it back to this site's origin (`returnTo`, project-defined), not to its own host, with the
 * random state this tab keeps (`state`, project-defined: src/features/session/ssoState.ts).
 */
export function* redirectToSso({ payload }: PayloadAction<{ email: string }>): Saga<void> {
  const site: SiteConfig = yield getContext('site');
  const dialog: LoginDialogState = yield select(selectLoginDialog);
  const url = samlLoginUrl(site.apiBaseUrl, {
    ...(dialog.context ?? {}),
    loginHint: payload.email.trim(),
    returnTo: window.location.origin,
    state: (yield call(createSsoState)) as string,
  });
  const inApp: string | null = yield call([browserLocation, browserLocation.followInPage], url);
  if (inApp) {
    const navigate: (to: string) => void = yield getContext('navigate');
    yield put(loginDialogClosed());
    yield call(navigate, inApp);
    return;
  }
  yield call([browserLocation, browserLocation.assign], url);
}

/**
 * Only a path of this site: what is not a path ('/…'), or what leaves the site's origin once read
 * as an address against it (an absolute or protocol-relative address, '/\\evil.example', which
 * browsers read as '//evil.example'), falls back to '/'. The path is given back as the address
 * reads it (path, query, hash).
 */
export function safeDestination(destination: string | undefined | null): string {
  if (!destination || !destination.startsWith('/')) return '/';
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(destination, base);
  } catch {
    return '/';
  }
  if (url.origin !== base) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Project-defined: a hand-over whose state is not the one this tab kept (docs/security.md). */
export const SSO_STATE_MISMATCH_MESSAGE =
  'Ce lien de connexion n’a pas été demandé depuis cet onglet, ou il a expiré. Veuillez vous connecter à nouveau.';

/**
 * Login with tokens (single-sign-on hand-over): only when the hand-over brings back the state this
 * tab kept (a link made by someone else logs nobody in). The profile is fetched with the hand-over's
 * token (not the logged-in user's), the user is completed with e-mail, names, id and company and,
 * once allowed to take the place of another logged-in user, stored; the browser goes to the
 * destination in place of the hand-over page.
 */
export function* loginWithTokens({ payload }: PayloadAction<TokenLoginRequest>): Saga<void> {
  const navigate: (to: string, options: { replace: boolean }) => void =
    yield getContext('navigate');
  const stateMatches: boolean = yield call(takeSsoState, payload.state);
  if (!stateMatches) {
    yield put(tokenLoginFailed(SSO_STATE_MISMATCH_MESSAGE));
    return;
  }
  // The logged-in user, if any, must be known before the question below.
  yield* sessionRead();
  const client: ApiClient = yield getContext('api');
  // Not through callApi: a refusal of the hand-over's token is not the logged-in user's expiry.
  const result: ApiResult<{ user: AccountUser }> = yield call(
    getAccountUser,
    client,
    payload.token,
  );
  const fetched = result.body.success ? result.body.datas?.user : undefined;
  if (!fetched) {
    const refused = result.status === 401 || result.status === 403 || result.status === 0;
    yield put(
      tokenLoginFailed(
        refused ? SSO_FAILURE_MESSAGE : errorMessageOf(result.body, SSO_FAILURE_MESSAGE),
      ),
    );
    return;
  }
  const sessionUser = fromAccountUser(fetched, payload.token, payload.refreshToken);
  const loggedIn: boolean = yield call(loginAs, sessionUser, false);
  // The hand-over's history entry is replaced: Back must not replay the login. Declined, the
  // logged-in user stays, on the home page (the destination was the other account's).
  yield call(navigate, loggedIn ? safeDestination(payload.destination) : '/', { replace: true });
}
