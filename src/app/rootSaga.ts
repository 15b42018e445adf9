import { all, call } from 'redux-saga/effects';
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
import { offlineSaga } from '@/lib/offline/queueSaga';

/** Whose saves the queue keeps and sends: the logged-in user's, else the visitor's of this device. */
export function queueOwnerOf(state: { session: SessionState }): string {
  const user = selectUser(state);
  return user ? `user:${user.id}` : 'visitor';
}

/**
 * The shell's sagas, from the start. Each tool's sagas start when its page loads (see
 * src/lib/store/featureModule.ts).
 */
export function* rootSaga() {
  yield all([
    ...[...sessionFeature.sagas, ...accountFeature.sagas].map((saga) => call(saga)),
    call(offlineSaga, {
      selectOwner: (state) => queueOwnerOf(state as { session: SessionState }),
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
