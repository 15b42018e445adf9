/** The registration's sagas (spec 000 §5): the address's availability, the steps, the sending. */
import type { Saga } from '@/lib/sagas/types';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { checkEmailAvailable, register } from '@/api/account';
import { errorMessageOf, firstErrorValue } from '@/api/errors';
import type { RegistrationRequest } from '@/api/types';
import { toast } from '@/lib/sagas/toast';
import { callApi } from '@/features/session';
import { cutPostalCode } from '@/ui/form/postalCode';
import {
  registrationContinueBlocked,
  registrationEmailChecked,
  registrationEmailChecking,
  registrationFinished,
  registrationStepChanged,
  selectRegistration,
  type AccountState,
  type RegistrationValues,
} from './accountSlice';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Is the address free? `available: false` means an account uses it; any failure of the check
 * itself counts as available (spec 000 §5).
 */
export function* checkEmail(email: string): Saga<boolean> {
  yield put(registrationEmailChecking(email));
  const body = yield* callApi(checkEmailAvailable, email);
  const available = !(body.success && body.datas?.available === false);
  yield put(registrationEmailChecked({ email, available }));
  return available;
}

export function* checkEmailOnBlur({ payload }: PayloadAction<string>): Saga<void> {
  const email = payload.trim();
  if (!EMAIL_PATTERN.test(email)) return;
  yield call(checkEmail, email);
}

/** Continue: step 2 only when the address is available (checked again unless known). */
export function* continueRegistration({ payload }: PayloadAction<string>): Saga<void> {
  const email = payload.trim();
  const { emailCheck }: AccountState['registration'] = yield select(selectRegistration);
  const known = emailCheck.email === email && emailCheck.status !== 'checking';
  const available: boolean =
    known && emailCheck.status !== 'idle'
      ? emailCheck.status === 'available'
      : yield call(checkEmail, email);
  if (available) yield put(registrationStepChanged(2));
  else yield put(registrationContinueBlocked());
}

/** The registration page's fields, in the shape of POST /api/register/. */
export function toRegistrationRequest(values: RegistrationValues): RegistrationRequest {
  return {
    email: values.email.trim(),
    lastname: values.lastName.trim(),
    firstname: values.firstName.trim(),
    company: values.company.trim(),
    rgpd: values.rgpd,
    plainPassword: { password: values.password, passwordConfirmation: values.passwordRepeat },
    civility: values.civility,
    activity: values.activity as RegistrationRequest['activity'],
    fonction: values.fonction.trim(),
    siret: values.siret.trim(),
    phone: values.tel.trim(),
    address: values.address.trim(),
    addressComplement: values.addressComplement.trim(),
    postalCode: cutPostalCode(values.postalCode.trim()),
    city: values.city.trim(),
    country: values.country.trim(),
  };
}

export function* submitRegistration({ payload }: PayloadAction<RegistrationValues>): Saga<void> {
  const body = yield* callApi(register, toRegistrationRequest(payload));
  yield put(registrationFinished({ success: body.success }));
  if (!body.success) yield toast('error', firstErrorValue(body.error) ?? errorMessageOf(body));
}
