/** What the account links do: activation, e-mail confirmation, the password reset's popup. */
import type { Saga } from '@/lib/sagas/types';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select } from 'redux-saga/effects';
import { confirmEmail, enableAccount, resetPassword } from '@/api/account';
import { errorMessageOf } from '@/api/errors';
import type { SignedLinkParams } from '@/api/types';
import { toast } from '@/lib/sagas/toast';
import {
  callApi,
  fromAccountUser,
  loginAs,
  loginDialogOpened,
  selectUser,
  type SessionUser,
} from '@/features/session';
import {
  passwordResetFinished,
  passwordResetOpened,
  selectPasswordReset,
  type AccountLink,
  type AccountState,
} from './accountSlice';
import { RESET_DONE_HASH, RESET_DONE_MESSAGE } from './accountLinks';

function* activate(link: SignedLinkParams): Saga<void> {
  const body = yield* callApi(enableAccount, link);
  if (body.success && body.status === 'nowActivated') {
    yield toast('success', body.message || 'Votre compte est maintenant activé.');
  } else {
    // alreadyActivated, and any failure, is an error toast with the message.
    yield toast('error', errorMessageOf(body));
  }
}

function* confirmNewEmail(link: SignedLinkParams): Saga<void> {
  const body = yield* callApi(confirmEmail, link);
  if (!body.success) {
    yield toast('error', errorMessageOf(body));
    return;
  }
  const message = body.datas?.message ?? body.message;
  if (message) yield toast('success', message);
  if (body.user && body.token) {
    const current: SessionUser | null = yield select(selectUser);
    const user = fromAccountUser(
      body.user,
      body.token,
      current?.id === body.user.id ? current.refreshToken : undefined,
    );
    yield call(loginAs, user);
  }
}

export function* handleAccountLink({ payload }: PayloadAction<AccountLink>): Saga<void> {
  switch (payload.kind) {
    case 'resetDone':
      yield toast('success', RESET_DONE_MESSAGE);
      yield put(loginDialogOpened());
      return;
    case 'passwordReset':
      yield put(passwordResetOpened(payload.token));
      return;
    case 'emailConfirmation':
      yield call(confirmNewEmail, payload.link);
      return;
    case 'activation':
      yield call(activate, payload.link);
      return;
  }
}

/** The password popup of a reset link: PUT /api/user/password/reset/ with the link's token. */
export function* submitPasswordReset({
  payload,
}: PayloadAction<{ password: string; passwordConfirmation: string }>): Saga<void> {
  const { token }: AccountState['passwordReset'] = yield select(selectPasswordReset);
  if (!token) return;
  const body = yield* callApi(resetPassword, { plainPassword: payload, token });
  yield put(passwordResetFinished({ success: body.success }));
  if (!body.success) {
    yield toast('error', errorMessageOf(body));
    return;
  }
  const navigate: (to: string) => void = yield getContext('navigate');
  yield call(navigate, `/${RESET_DONE_HASH}`);
}
