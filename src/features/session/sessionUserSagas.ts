/** Session steps that other features run from their sagas. */
import type { Saga } from '@/lib/sagas/types';
import { call, put, select } from 'redux-saga/effects';
import { confirm } from '@/lib/sagas/confirm';
import { confirmClosed } from '@/ui/confirm/confirmSlice';
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

/** Project-defined (docs/deviations.md): a landing would log in another user than the one logged in. */
export const SWITCH_ACCOUNT_TITLE = 'Changer de compte ?';
export const SWITCH_ACCOUNT_CONFIRM = 'Continuer avec ce compte';
export const SWITCH_ACCOUNT_CANCEL = 'Rester connecté';

function nameOf(user: Pick<SessionUser, 'firstname' | 'lastname' | 'email'>): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.email;
}

export function switchAccountMessage(current: SessionUser, next: SessionUser): string {
  return `Vous êtes connecté en tant que ${nameOf(current)}. Ce lien ouvre la session de ${nameOf(next)} : vous serez déconnecté. Continuer ?`;
}

/**
 * Whether `next` may take the place of the logged-in user: at once when nobody is logged in or it is
 * the same account; otherwise the user is asked (a link made by someone else, a device shared).
 */
export function* mayReplaceUser(next: SessionUser): Saga<boolean> {
  const current: SessionUser | null = yield select(selectUser);
  if (!current || current.id === next.id) return true;
  const accepted: boolean = yield call(confirm, {
    title: SWITCH_ACCOUNT_TITLE,
    message: switchAccountMessage(current, next),
    confirmLabel: SWITCH_ACCOUNT_CONFIRM,
    cancelLabel: SWITCH_ACCOUNT_CANCEL,
  });
  if (accepted) yield put(confirmClosed());
  return accepted;
}

/**
 * Logs a user in from a server answer that carries the user and a token (e-mail confirmation),
 * asking first when another user is logged in. Returns whether the user was logged in.
 */
export function* loginAs(user: SessionUser, remember?: boolean): Saga<boolean> {
  const replace: boolean = yield call(mayReplaceUser, user);
  if (!replace) return false;
  const current: SessionUser | null = yield select(selectUser);
  const keep: boolean =
    remember ?? (current?.id === user.id ? ((yield select(selectRemember)) as boolean) : false);
  yield call(storeUser, user, keep);
  yield put(loginSucceeded({ user, remember: keep }));
  return true;
}
