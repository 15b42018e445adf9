/** The profile's sagas (spec 000 §4, §9): its load with the loader's timing, and its save. */
import type { Saga } from '@/lib/sagas/types';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, getContext, put, select } from 'redux-saga/effects';
import { getAccountProfile, getProfile, setProfile, updateAccountData } from '@/api/account';
import { errorMessageOf } from '@/api/errors';
import { SERVER_ERROR_MESSAGE } from '@/api/http';
import { PROFILE_SAVED_ACCOUNT_MESSAGE, PROFILE_SAVED_GENERAL_MESSAGE } from '@/domain/messages';
import type { Profile } from '@/api/types';
import type { SiteConfig } from '@/config/sites';
import { toast } from '@/lib/sagas/toast';
import { callApi, selectUser, updateSessionUser, type SessionUser } from '@/features/session';
import { cutPostalCode } from '@/ui/form/postalCode';
import {
  profileFailed,
  profileLoaded,
  profileSaveFinished,
  profileShown,
  selectProfile,
  type AccountState,
  type ProfileSaveRequest,
} from './accountSlice';

/** Spec 000 §9: the initial load of the profile, then the loader's fade-out. */
export const INITIAL_LOAD_DELAY_MS = 250;
export const PROFILE_FADE_OUT_MS = 250;

export { PROFILE_SAVED_ACCOUNT_MESSAGE, PROFILE_SAVED_GENERAL_MESSAGE };
export const PROFILE_SAVE_FAILED_MESSAGE = 'Une erreur est survenue';

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
