/**
 * Whose data each part of the store holds (docs/security.md, "Whose data: what is reset when the
 * user changes"). Every reducer path, the shell's and the ones injected with a tool's page, is on
 * WHOSE_STATE: TypeScript requires an entry for each key of RootState, and a test builds the store
 * with every feature and fails on a path that is not listed (src/app/userState.test.ts).
 *
 * - 'user': what a user's requests brought (their lists, their saved simulations, their profile…)
 *   or what they typed on a screen of their own data: replaced by its initial state when the
 *   identity changes.
 * - 'shared': the same for whoever uses the tab (the session itself, the connection, the catalogues
 *   of the tools): kept.
 * - a function: a part of the state goes (the rest is shared); it gets the state after the action.
 *
 * The identity changes (`identityChangeOf`) on a logout (in this tab or another), on an expired
 * session (`userCleared`, a 401 or 403 of a logged-in call), and on a login (a form, single sign-on,
 * 'login as') of a user other than the one logged in. A visitor who logs in keeps what they did as a
 * visitor: it is their own work, the login is often asked to save it (the login dialog's
 * `pendingAction`), and a visitor's state holds nothing of a former user (it was reset when that
 * user left).
 *
 * Each reset counts (`userData.resets`): the page under the shell is drawn again from its start
 * (src/app/shell/AppShell.tsx), so the screens ask for the new user's data; and, after a logout or
 * another user's login, the sagas of the tools are started again (src/app/store.ts), so that an
 * answer to the former user's request is never put in the new state. An expired session is found
 * by a call of a tool's saga, which goes on as the visitor (`callApi` sends it again): that saga is
 * not cut, and the former user's other requests, sent with the same expired token, are refused.
 */
import type { Action, Reducer } from '@reduxjs/toolkit';
import { accountWithoutUser } from '@/features/account/feature';
import { loggedOut, loginSucceeded, userCleared, type SessionState } from '@/features/session';
import type { OfflineState } from '@/lib/offline/offlineSlice';
import type { RootState } from './rootReducer';
import type { IdentityChange, UserDataState } from './userDataSlice';

export type Whose<S> = 'user' | 'shared' | ((state: S) => S);

/** Every part of the store, by reducer path: whose data it holds. */
export const WHOSE_STATE: { [Path in keyof RootState]-?: Whose<RootState[Path]> } = {
  // The identity itself: its own reducers follow each change.
  session: 'shared',
  // The counter of the resets, below.
  userData: 'shared',
  // One question on the screen, answered or dismissed by the saga that asked it.
  confirm: 'shared',
  // The connection is the device's; the queue shown is the former owner's until the queue saga
  // reads the next owner's (src/lib/offline/queueSaga.ts, `loadOwnerQueue`).
  offline: (offline: OfflineState): OfflineState => ({ ...offline, queue: [] }),
  // The profile and the account forms; the password criteria are the site's.
  account: accountWithoutUser,
  // The personal space's lists.
  history: 'user',
  // The finder's result and refine screen show a history saved in the user's account.
  rupteurFinder: 'user',
  // The result page's history and its owner.
  rupteurResult: 'user',
  // The environmental result is a history saved in the user's account.
  environmentalData: 'user',
  // The PSI library: the site's catalogue and the filters chosen on it.
  psiLibrary: 'shared',
  // A simulation opened from the user's history, its solutions, the contact form's profile.
  floorConfigurator: 'user',
  floorSolutions: 'user',
  // A carbon simulation opened from the user's history, and the user's clusters.
  carbonSimulator: 'user',
  carbonCluster: 'user',
};

/** The change of identity that the action makes, if it makes one: the state before it decides. */
export function identityChangeOf(
  session: SessionState | undefined,
  action: Action,
): IdentityChange | null {
  const user = session?.user ?? null;
  if (!user) return null;
  if (loggedOut.match(action)) return 'loggedOut';
  if (userCleared.match(action)) return 'expired';
  if (loginSucceeded.match(action) && action.payload.user.id !== user.id) return 'otherUser';
  return null;
}

type AnyState = Record<string, unknown>;

/**
 * The root reducer, resetting the user's state on a change of identity: the 'user' paths go back to
 * their initial state (their reducers get them undefined, then the action), the mixed ones lose their
 * user's part, and the count of resets goes up.
 */
export function forgettingFormerUser<S>(reducer: Reducer<S>): Reducer<S> {
  return (state, action) => {
    const before = state as AnyState | undefined;
    const cause = before && identityChangeOf(before.session as SessionState | undefined, action);
    if (!before || !cause) return reducer(state, action);
    const cleared: AnyState = { ...before };
    for (const [path, whose] of Object.entries(WHOSE_STATE))
      if (whose === 'user' && path in cleared) cleared[path] = undefined;
    const after = { ...(reducer(cleared as S, action) as AnyState) };
    for (const [path, whose] of Object.entries(WHOSE_STATE))
      if (typeof whose === 'function' && after[path] !== undefined)
        after[path] = (whose as (part: unknown) => unknown)(after[path]);
    const counted = after.userData as UserDataState | undefined;
    after.userData = { resets: (counted?.resets ?? 0) + 1, cause } satisfies UserDataState;
    return after as S;
  };
}
