import { all, call, fork, select, take } from 'redux-saga/effects';
import { forgetKeptReads } from '@/api/offlineReads';
import type { Saga } from '@/lib/sagas/types';
import { accountFeature } from '@/features/account/feature';
import {
  loggedOut,
  loginSucceeded,
  selectUser,
  sessionExpired,
  sessionRestored,
  sessionUserUpdated,
  userCleared,
  type SessionState,
} from '@/features/session';
import { sessionFeature } from '@/features/session/feature';
import { offlineSaga, VISITOR } from '@/lib/offline/queueSaga';
import type { SiteId } from '@/config/sites';

/** Whose saves the queue keeps and sends: the logged-in user's, else the visitor's of this device. */
export function queueOwnerOf(state: { session: SessionState }): string {
  const user = selectUser(state);
  return user ? `user:${user.id}` : VISITOR;
}

/**
 * The token that sends a queued save of `owner`: a user's own token while they are the session's
 * user (else none at hand: their saves wait for their next login); a visitor's, the device's on
 * the general site, else none. Never the token of a login still pending (single sign-on, a new
 * password to choose), which the session sends as Bearer (src/features/session/bearerToken.ts):
 * the visitor's saves must not land in that account.
 */
export function queueTokenOf(
  state: { session: SessionState },
  owner: string,
  site: SiteId,
): string | null | undefined {
  const { user, device } = state.session;
  if (owner === VISITOR) return site === 'general' ? (device?.token ?? null) : null;
  return user && `user:${user.id}` === owner ? user.token : undefined;
}

/** The logged-in user's id as the answers kept offline name it (src/api/offlineReads.ts). */
const keptReadsOwnerOf = (state: { session: SessionState }): string | null => {
  const user = selectUser(state);
  return user ? String(user.id) : null;
};

function* forgetQuietly(owner: string): Saga<void> {
  try {
    yield call(forgetKeptReads, owner);
  } catch {
    // A storage failure must not stop the login; the next logout tries again.
  }
}

/**
 * The lists kept offline for a user are deleted when another user logs in in their place (single
 * sign-on, 'login as', a login in another tab's wake): a logout and an expired session delete them
 * already (src/features/session/sessionStorage.ts).
 */
export function* forgetFormerUsersReads(): Saga<void> {
  let former: string | null = yield select(keptReadsOwnerOf);
  for (;;) {
    yield take([sessionRestored.type, loginSucceeded.type, loggedOut.type, userCleared.type]);
    const now: string | null = yield select(keptReadsOwnerOf);
    if (former !== null && now !== null && now !== former) yield fork(forgetQuietly, former);
    former = now;
  }
}

/**
 * The shell's sagas, from the start. Each tool's sagas start when its page loads (see
 * src/lib/store/featureModule.ts).
 */
export function* rootSaga() {
  yield all([
    ...[...sessionFeature.sagas, ...accountFeature.sagas].map((saga) => call(saga)),
    call(forgetFormerUsersReads),
    call(offlineSaga, {
      selectOwner: (state) => queueOwnerOf(state as { session: SessionState }),
      selectOwnerToken: (state, owner, site) =>
        queueTokenOf(state as { session: SessionState }, owner, site),
      ownerChanges: [
        sessionRestored.type,
        loginSucceeded.type,
        sessionUserUpdated.type,
        loggedOut.type,
        userCleared.type,
      ],
      onSessionExpired: sessionExpired,
    }),
  ]);
}
