/**
 * The account feature's sagas: criteria, password and e-mail changes, profiles, registration, the
 * account links (activation, e-mail confirmation, password reset) — every call through `callApi`.
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
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import {
  changePassword,
  checkEmailAvailable,
  confirmEmail,
  enableAccount,
  getAccountProfile,
  getPasswordCriteria,
  getProfile,
  register,
  resetPassword,
  setProfile,
  updateAccountData,
  updateEmail,
  updatePassword,
} from '@/api/account';
import { errorMessageOf, firstErrorValue } from '@/api/errors';
import { SERVER_ERROR_MESSAGE } from '@/api/http';
import type { Profile, RegistrationRequest, SignedLinkParams } from '@/api/types';
import { paths } from '@/config/paths';
import type { SiteConfig } from '@/config/sites';
import { toast } from '@/lib/sagas/toast';
import {
  callApi,
  fromAccountUser,
  loginAs,
  loginDialogOpened,
  selectUser,
  updateSessionUser,
  type SessionUser,
} from '@/features/session';
import { cutPostalCode } from '@/ui/form/postalCode';
import {
  accountLinkVisited,
  criteriaFailed,
  criteriaLoaded,
  criteriaRequested,
  emailChangeFinished,
  emailChangeRequested,
  passwordChangeFinished,
  passwordChangeRequested,
  passwordResetFinished,
  passwordResetOpened,
  passwordResetSubmitted,
  profileFailed,
  profileLoaded,
  profileRequested,
  profileSaveFinished,
  profileSaveRequested,
  profileShown,
  registrationContinueBlocked,
  registrationContinueRequested,
  registrationEmailBlurred,
  registrationEmailChecked,
  registrationEmailChecking,
  registrationFinished,
  registrationStepChanged,
  registrationSubmitted,
  selectCriteria,
  selectPasswordReset,
  selectProfile,
  selectRegistration,
  type AccountLink,
  type AccountState,
  type EmailChangeRequest,
  type PasswordChangeRequest,
  type ProfileSaveRequest,
  type RegistrationValues,
} from './accountSlice';

/** Spec 000 §9: the initial load of the profile, then the loader's fade-out. */
export const INITIAL_LOAD_DELAY_MS = 250;
export const PROFILE_FADE_OUT_MS = 250;

export const PASSWORD_CHANGED_MESSAGE = 'Votre mot de passe a bien été modifié';
export const PROFILE_SAVED_GENERAL_MESSAGE = 'Les modifications ont été enregistrées';
export const PROFILE_SAVED_ACCOUNT_MESSAGE = 'Vos informations ont bien été mises à jour.';
export const PROFILE_SAVE_FAILED_MESSAGE = 'Une erreur est survenue';
export const RESET_DONE_MESSAGE = 'Votre nouveau mot de passe a été enregistré';
export const RESET_DONE_HASH = '#/reset-done';
export const EMAIL_CONFIRM_PATH = paths.emailConfirmation.getHref();
export const PASSWORD_RESET_PATH = paths.passwordReset.prefix;

// ---- Password criteria --------------------------------------------------------------------------

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

// ---- Profiles -----------------------------------------------------------------------------------

const PROFILE_FIELDS: ReadonlyArray<keyof Profile> = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'company',
  'siret',
  'fonction',
  'activity',
  'address',
  'addressComplement',
  'postalCode',
  'city',
  'country',
];

/** A profile with every field a string (the server may omit some). */
export function toProfile(source: Partial<Record<keyof Profile, unknown>>): Profile {
  const profile = {} as Profile;
  for (const field of PROFILE_FIELDS) {
    const value = source[field];
    profile[field] = typeof value === 'string' ? value : value == null ? '' : String(value);
  }
  return profile;
}

/** Initial load (250 ms), the call, then 250 ms more before the form shows (spec 000 §9). */
export function* loadProfile(): Saga<void> {
  const site: SiteConfig = yield getContext('site');
  yield delay(INITIAL_LOAD_DELAY_MS);
  let profile: Profile | undefined;
  let failure = SERVER_ERROR_MESSAGE;
  if (site.id === 'general') {
    const body = yield* callApi(getProfile);
    if (body.success && body.datas?.profile) profile = toProfile(body.datas.profile);
    else failure = errorMessageOf(body);
  } else {
    const body = yield* callApi(getAccountProfile);
    if (body.success && body.datas?.user) profile = toProfile(body.datas.user);
    else failure = errorMessageOf(body);
  }
  if (!profile) {
    yield put(profileFailed(failure));
    return;
  }
  yield put(profileLoaded(profile));
  yield delay(PROFILE_FADE_OUT_MS);
  yield put(profileShown());
}

const KEPT_WHEN_BLANK = ['lastname', 'firstname', 'company'] as const;

/** Blank lastname, firstname or company are replaced by the current values (spec 000 §4). */
export function withCurrentNames(
  profile: Partial<Profile>,
  current: Partial<Pick<Profile, (typeof KEPT_WHEN_BLANK)[number]>>,
): Partial<Profile> {
  const result = { ...profile };
  for (const field of KEPT_WHEN_BLANK) {
    if (field in result && !String(result[field] ?? '').trim())
      result[field] = current[field] ?? '';
  }
  return result;
}

export function* saveProfile({ payload }: PayloadAction<ProfileSaveRequest>): Saga<void> {
  const site: SiteConfig = yield getContext('site');
  const state: AccountState['profile'] = yield select(selectProfile);
  const user: SessionUser | null = yield select(selectUser);
  const current = state.data ?? user ?? {};
  const profile = withCurrentNames(payload.profile, current);
  if (profile.postalCode !== undefined) profile.postalCode = cutPostalCode(profile.postalCode);

  let success: boolean;
  if (site.id === 'general') {
    const body = yield* callApi(setProfile, {
      ...profile,
      ...(payload.plainPassword ? { plainPassword: payload.plainPassword } : {}),
    });
    success = body.success;
    yield put(profileSaveFinished({ success, profile }));
    yield toast(
      success ? 'success' : 'error',
      success ? PROFILE_SAVED_GENERAL_MESSAGE : PROFILE_SAVE_FAILED_MESSAGE,
    );
  } else {
    // The carbon site saves only firstname, lastname and company; the floor site the whole profile.
    const { email: _email, ...withoutEmail } = profile;
    const data =
      site.id === 'carbon'
        ? {
            firstname: profile.firstname ?? '',
            lastname: profile.lastname ?? '',
            company: profile.company ?? '',
          }
        : withoutEmail;
    const body = yield* callApi(updateAccountData, data);
    success = body.success;
    yield put(profileSaveFinished({ success, profile: data }));
    if (success) yield toast('success', PROFILE_SAVED_ACCOUNT_MESSAGE);
    else yield toast('error', errorMessageOf(body));
  }
  if (success) {
    yield call(updateSessionUser, {
      ...(profile.firstname ? { firstname: profile.firstname } : {}),
      ...(profile.lastname ? { lastname: profile.lastname } : {}),
      ...(profile.company ? { company: profile.company } : {}),
    });
  }
}

// ---- Registration -------------------------------------------------------------------------------

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

// ---- Account links ------------------------------------------------------------------------------

/** The four parameters of a signed link, when all are in the query. */
export function signedLinkOf(search: string): SignedLinkParams | null {
  const query = new URLSearchParams(search);
  const id = query.get('id');
  const token = query.get('token');
  const expires = query.get('expires');
  const signature = query.get('signature');
  return id && token && expires && signature ? { id, token, expires, signature } : null;
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** What an address asks the account-link handler to do, if anything. */
export function accountLinkOf(link: {
  pathname: string;
  search: string;
  hash: string;
}): AccountLink | null {
  if (link.hash === RESET_DONE_HASH) return { kind: 'resetDone' };
  if (link.pathname.includes(PASSWORD_RESET_PATH)) {
    const token = link.pathname.split('/').filter(Boolean).pop();
    if (token && token !== 'password') return { kind: 'passwordReset', token };
  }
  const signed = signedLinkOf(link.search);
  if (!signed) return null;
  return withSlash(link.pathname) === EMAIL_CONFIRM_PATH
    ? { kind: 'emailConfirmation', link: signed }
    : { kind: 'activation', link: signed };
}

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
