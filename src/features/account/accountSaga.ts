/**
 * The account feature's sagas: criteria, password and e-mail changes here; profiles
 * (./profileSagas.ts), registration (./registrationSagas.ts) and the account links
 * (./accountLinkSagas.ts) apart — every call through `callApi`.
 */
import type { Saga } from '@/lib/sagas/types';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  all,
  getContext,
  put,
  select,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { changePassword, getPasswordCriteria, updateEmail, updatePassword } from '@/api/account';
import { errorMessageOf } from '@/api/errors';
import { PASSWORD_CHANGED_MESSAGE } from '@/domain/messages';
import type { SiteConfig } from '@/config/sites';
import { toast } from '@/lib/sagas/toast';
import { callApi } from '@/features/session';
import {
  accountLinkVisited,
  criteriaFailed,
  criteriaLoaded,
  criteriaRequested,
  emailChangeFinished,
  emailChangeRequested,
  passwordChangeFinished,
  passwordChangeRequested,
  passwordResetSubmitted,
  profileRequested,
  profileSaveRequested,
  registrationContinueRequested,
  registrationEmailBlurred,
  registrationSubmitted,
  selectCriteria,
  type AccountState,
  type EmailChangeRequest,
  type PasswordChangeRequest,
} from './accountSlice';
import { handleAccountLink, submitPasswordReset } from './accountLinkSagas';
import { loadProfile, saveProfile } from './profileSagas';
import { checkEmailOnBlur, continueRegistration, submitRegistration } from './registrationSagas';

export { PASSWORD_CHANGED_MESSAGE };

export function* loadCriteria(): Saga<void> {
  const { status }: AccountState['criteria'] = yield select(selectCriteria);
  if (status === 'loaded') return;
  const body = yield* callApi(getPasswordCriteria);
  const criteria = body.success ? body.datas?.criteria : undefined;
  if (criteria) yield put(criteriaLoaded(criteria));
  else yield put(criteriaFailed());
}

// ---- Password and e-mail changes ----------------------------------------------------------------

export function* submitPasswordChange({
  payload,
}: PayloadAction<PasswordChangeRequest>): Saga<void> {
  const site: SiteConfig = yield getContext('site');
  const plainPassword = {
    password: payload.password,
    passwordConfirmation: payload.passwordConfirmation,
  };
  const body =
    site.id === 'general'
      ? yield* callApi(updatePassword, plainPassword)
      : yield* callApi(changePassword, {
          currentPassword: payload.currentPassword ?? '',
          plainPassword,
        });
  yield put(passwordChangeFinished({ success: body.success }));
  if (body.success) yield toast('success', body.message || PASSWORD_CHANGED_MESSAGE);
  else yield toast('error', errorMessageOf(body));
}

export function* submitEmailChange({ payload }: PayloadAction<EmailChangeRequest>): Saga<void> {
  const body = yield* callApi(updateEmail, {
    currentEmail: payload.currentEmail.trim(),
    newEmail: payload.newEmail.trim(),
  });
  yield put(emailChangeFinished({ success: body.success }));
  if (body.success) {
    const message = body.datas?.message ?? body.message;
    if (message) yield toast('success', message);
  } else {
    yield toast('error', errorMessageOf(body));
  }
}

export function* accountSaga() {
  yield all([
    takeLeading(criteriaRequested.type, loadCriteria),
    takeLeading(passwordChangeRequested.type, submitPasswordChange),
    takeLeading(emailChangeRequested.type, submitEmailChange),
    takeLatest(profileRequested.type, loadProfile),
    takeLeading(profileSaveRequested.type, saveProfile),
    takeLatest(registrationEmailBlurred.type, checkEmailOnBlur),
    takeLatest(registrationContinueRequested.type, continueRegistration),
    takeLeading(registrationSubmitted.type, submitRegistration),
    takeEvery(accountLinkVisited.type, handleAccountLink),
    takeLeading(passwordResetSubmitted.type, submitPasswordReset),
  ]);
}
