/**
 * The account feature's state: password criteria, the password and e-mail dialogs, the profiles,
 * the registration page and the password popup of a reset link.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PasswordCriteria, Profile, SignedLinkParams } from '@/api/types';

/** idle → submitting → succeeded | failed; a dialog closes on `succeeded` and resets. */
export type SubmitStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export type EmailCheckStatus = 'idle' | 'checking' | 'available' | 'taken';

export interface AccountState {
  criteria: { status: LoadStatus; items: PasswordCriteria };
  passwordChange: { status: SubmitStatus };
  emailChange: { status: SubmitStatus };
  profile: {
    status: LoadStatus;
    /** Shown only after the loader has faded out (spec 000 §9: 250 ms). */
    visible: boolean;
    data: Profile | null;
    save: SubmitStatus;
    error: string | null;
  };
  registration: {
    step: 1 | 2;
    emailCheck: { email: string; status: EmailCheckStatus };
    /** Continue was pressed and waits for the availability check. */
    continuing: boolean;
    submit: SubmitStatus;
    done: boolean;
  };
  /** The password popup of a reset link (`/user/data/password/{token}`). */
  passwordReset: { token: string | null; status: SubmitStatus };
}

export const initialAccountState: AccountState = {
  criteria: { status: 'idle', items: {} },
  passwordChange: { status: 'idle' },
  emailChange: { status: 'idle' },
  profile: { status: 'idle', visible: false, data: null, save: 'idle', error: null },
  registration: {
    step: 1,
    emailCheck: { email: '', status: 'idle' },
    continuing: false,
    submit: 'idle',
    done: false,
  },
  passwordReset: { token: null, status: 'idle' },
};

/**
 * The account without its user's data: nothing of the user stays after a logout, an expired session
 * or another user's login (src/app/userState.ts); the password criteria are the site's and stay.
 */
export function accountWithoutUser(state: AccountState): AccountState {
  return { ...initialAccountState, criteria: state.criteria };
}

/** The general site's password change sends a new password only; the account apps the current one too. */
export interface PasswordChangeRequest {
  currentPassword?: string;
  password: string;
  passwordConfirmation: string;
}

export interface EmailChangeRequest {
  currentEmail: string;
  newEmail: string;
}

/** The registration page's form (spec 000 §3). */
export interface RegistrationValues {
  civility: '' | 'mr' | 'mme';
  lastName: string;
  firstName: string;
  email: string;
  company: string;
  activity: string;
  fonction: string;
  siret: string;
  tel: string;
  address: string;
  addressComplement: string;
  postalCode: string;
  city: string;
  country: string;
  password: string;
  passwordRepeat: string;
  rgpd: boolean;
}

/** What an address asks the account-link handler to do. */
export type AccountLink =
  | { kind: 'activation'; link: SignedLinkParams }
  | { kind: 'emailConfirmation'; link: SignedLinkParams }
  | { kind: 'passwordReset'; token: string }
  | { kind: 'resetDone' };

export interface ProfileSaveRequest {
  profile: Partial<Profile>;
  plainPassword?: { password: string; passwordConfirmation: string };
}

export const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    criteriaRequested(state) {
      if (state.criteria.status !== 'loaded') state.criteria.status = 'loading';
    },
    criteriaLoaded(state, action: PayloadAction<PasswordCriteria>) {
      state.criteria = { status: 'loaded', items: action.payload };
    },
    criteriaFailed(state) {
      state.criteria.status = 'failed';
    },

    passwordChangeRequested(state, _action: PayloadAction<PasswordChangeRequest>) {
      state.passwordChange.status = 'submitting';
    },
    passwordChangeFinished(state, action: PayloadAction<{ success: boolean }>) {
      state.passwordChange.status = action.payload.success ? 'succeeded' : 'failed';
    },
    passwordChangeReset(state) {
      state.passwordChange.status = 'idle';
    },

    emailChangeRequested(state, _action: PayloadAction<EmailChangeRequest>) {
      state.emailChange.status = 'submitting';
    },
    emailChangeFinished(state, action: PayloadAction<{ success: boolean }>) {
      state.emailChange.status = action.payload.success ? 'succeeded' : 'failed';
    },
    emailChangeReset(state) {
      state.emailChange.status = 'idle';
    },

    profileRequested(state) {
      state.profile.status = 'loading';
      state.profile.visible = false;
      state.profile.error = null;
    },
    profileLoaded(state, action: PayloadAction<Profile>) {
      state.profile.status = 'loaded';
      state.profile.data = action.payload;
    },
    profileShown(state) {
      state.profile.visible = true;
    },
    profileFailed(state, action: PayloadAction<string>) {
      state.profile.status = 'failed';
      state.profile.visible = true;
      state.profile.error = action.payload;
    },
    profileSaveRequested(state, _action: PayloadAction<ProfileSaveRequest>) {
      state.profile.save = 'submitting';
    },
    profileSaveFinished(
      state,
      action: PayloadAction<{ success: boolean; profile?: Partial<Profile> }>,
    ) {
      state.profile.save = action.payload.success ? 'succeeded' : 'failed';
      if (action.payload.success && state.profile.data && action.payload.profile)
        state.profile.data = { ...state.profile.data, ...action.payload.profile };
    },
    profileSaveReset(state) {
      state.profile.save = 'idle';
    },

    registrationEmailBlurred(_state, _action: PayloadAction<string>) {},
    registrationEmailChecking(state, action: PayloadAction<string>) {
      state.registration.emailCheck = { email: action.payload, status: 'checking' };
    },
    registrationEmailChecked(state, action: PayloadAction<{ email: string; available: boolean }>) {
      state.registration.emailCheck = {
        email: action.payload.email,
        status: action.payload.available ? 'available' : 'taken',
      };
    },
    registrationContinueRequested(state, _action: PayloadAction<string>) {
      state.registration.continuing = true;
    },
    registrationContinueBlocked(state) {
      state.registration.continuing = false;
    },
    registrationStepChanged(state, action: PayloadAction<1 | 2>) {
      state.registration.step = action.payload;
      state.registration.continuing = false;
    },
    registrationSubmitted(state, _action: PayloadAction<RegistrationValues>) {
      state.registration.submit = 'submitting';
    },
    registrationFinished(state, action: PayloadAction<{ success: boolean }>) {
      state.registration.submit = action.payload.success ? 'succeeded' : 'failed';
      state.registration.done = action.payload.success;
    },
    registrationReset(state) {
      state.registration = initialAccountState.registration;
    },

    accountLinkVisited(_state, _action: PayloadAction<AccountLink>) {},
    passwordResetOpened(state, action: PayloadAction<string>) {
      state.passwordReset = { token: action.payload, status: 'idle' };
    },
    passwordResetSubmitted(
      state,
      _action: PayloadAction<{ password: string; passwordConfirmation: string }>,
    ) {
      state.passwordReset.status = 'submitting';
    },
    passwordResetFinished(state, action: PayloadAction<{ success: boolean }>) {
      if (action.payload.success) state.passwordReset = { token: null, status: 'succeeded' };
      else state.passwordReset.status = 'failed';
    },
    passwordResetClosed(state) {
      state.passwordReset = { token: null, status: 'idle' };
    },
  },
  selectors: {
    selectCriteria: (state) => state.criteria,
    selectPasswordChange: (state) => state.passwordChange,
    selectEmailChange: (state) => state.emailChange,
    selectProfile: (state) => state.profile,
    selectRegistration: (state) => state.registration,
    selectPasswordReset: (state) => state.passwordReset,
  },
});

export const {
  criteriaRequested,
  criteriaLoaded,
  criteriaFailed,
  passwordChangeRequested,
  passwordChangeFinished,
  passwordChangeReset,
  emailChangeRequested,
  emailChangeFinished,
  emailChangeReset,
  profileRequested,
  profileLoaded,
  profileShown,
  profileFailed,
  profileSaveRequested,
  profileSaveFinished,
  profileSaveReset,
  registrationEmailBlurred,
  registrationEmailChecking,
  registrationEmailChecked,
  registrationContinueRequested,
  registrationContinueBlocked,
  registrationStepChanged,
  registrationSubmitted,
  registrationFinished,
  registrationReset,
  accountLinkVisited,
  passwordResetOpened,
  passwordResetSubmitted,
  passwordResetFinished,
  passwordResetClosed,
} = accountSlice.actions;

export const {
  selectCriteria,
  selectPasswordChange,
  selectEmailChange,
  selectProfile,
  selectRegistration,
  selectPasswordReset,
} = accountSlice.selectors;
