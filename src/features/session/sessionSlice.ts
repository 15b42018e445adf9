/** Who is using the app: the logged-in user, the general site's device, and the login dialog. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Device } from '@/api/types';
import type { SessionUser } from './sessionTypes';

export type SessionStatus = 'starting' | 'anonymous' | 'authenticated';

/** What the login dialog shows: the login form, the lost-password form or the forced new password. */
export type LoginDialogView = 'login' | 'lostPassword' | 'newPassword';

/** Where the login was asked from, passed on to single sign-on (spec 000 §7). */
export interface LoginContext {
  floorSimulationId?: number | string;
  carbonClusterId?: number | string;
}

export interface LoginDialogState {
  open: boolean;
  /** Set while an action waits for the login to continue (save, download, send by e-mail…). */
  pendingAction: string | null;
  /** The floor simulation or carbon cluster the login was opened from, if any. */
  context: LoginContext | null;
  view: LoginDialogView;
}

export interface LoginDialogOpenedPayload {
  pendingAction?: string;
  context?: LoginContext;
}

export interface LoginRequest {
  username: string;
  password: string;
  /** Floor and carbon sites: keep the session after the page is closed. */
  rememberMe?: boolean;
}

export interface LoginError {
  /** The form field the message belongs to; none for a message shown as a toast. */
  field?: 'username' | 'password';
  message: string;
}

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  device: Device | null;
  remember: boolean;
  /** 'Déconnexion en cours' is shown while true. */
  loggingOut: boolean;
  loginDialog: LoginDialogState;
  login: { submitting: boolean; error: LoginError | null };
  /**
   * A user whose login is not finished yet: the general site's first login (new password to choose)
   * or a single-sign-on hand-over (profile being fetched). Its token is sent as Bearer, but the user
   * is neither shown nor stored until the login completes.
   */
  pendingUser: SessionUser | null;
  /** The lost-password form is being sent. */
  passwordHelp: { submitting: boolean; error: string | null };
  /** The single-sign-on hand-over failed with this message. */
  ssoError: string | null;
}

export const initialSessionState: SessionState = {
  status: 'starting',
  user: null,
  device: null,
  remember: false,
  loggingOut: false,
  loginDialog: { open: false, pendingAction: null, context: null, view: 'login' },
  login: { submitting: false, error: null },
  pendingUser: null,
  passwordHelp: { submitting: false, error: null },
  ssoError: null,
};

const closedDialog: LoginDialogState = initialSessionState.loginDialog;

export interface TokenLoginRequest {
  token: string;
  refreshToken?: string;
  /** The other service's hand-over page also passes the user. */
  user?: Partial<SessionUser> | null;
  /** Where to go once logged in (default '/'). */
  destination?: string;
  /** The state the single-sign-on host passed back (project-defined: ./ssoState.ts). */
  state?: string;
}

export interface LoginSucceededPayload {
  user: SessionUser;
  remember: boolean;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** The app starts: the saga reads the stored session and registers the device. */
    sessionStarted: () => undefined,
    sessionRestored(state, action: PayloadAction<{ user: SessionUser | null; remember: boolean }>) {
      state.user = action.payload.user;
      state.remember = action.payload.user ? action.payload.remember : false;
      state.status = action.payload.user ? 'authenticated' : 'anonymous';
    },
    deviceReady(state, action: PayloadAction<Device>) {
      state.device = action.payload;
    },
    loginRequested(state, _action: PayloadAction<LoginRequest>) {
      state.login = { submitting: true, error: null };
    },
    loginFailed(state, action: PayloadAction<LoginError>) {
      state.login = { submitting: false, error: action.payload };
    },
    loginSucceeded(state, action: PayloadAction<LoginSucceededPayload>) {
      state.login = { submitting: false, error: null };
      state.user = action.payload.user;
      state.remember = action.payload.remember;
      state.status = 'authenticated';
      state.loginDialog = closedDialog;
      state.pendingUser = null;
      state.ssoError = null;
    },
    /** The profile was saved: the names shown in the header follow. */
    sessionUserUpdated(state, action: PayloadAction<Partial<Omit<SessionUser, 'id' | 'token'>>>) {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    /** General site: the first login must choose a new password before it completes. */
    newPasswordRequired(state, action: PayloadAction<SessionUser>) {
      state.login = { submitting: false, error: null };
      state.pendingUser = action.payload;
      state.loginDialog.open = true;
      state.loginDialog.view = 'newPassword';
    },
    newPasswordSubmitted(
      state,
      _action: PayloadAction<{ password: string; passwordConfirmation: string }>,
    ) {
      state.login = { submitting: true, error: null };
    },
    newPasswordFailed(state, action: PayloadAction<string>) {
      state.login = { submitting: false, error: { field: 'password', message: action.payload } };
    },
    loginViewChanged(state, action: PayloadAction<LoginDialogView>) {
      state.loginDialog.view = action.payload;
      state.login = { submitting: false, error: null };
      state.passwordHelp = { submitting: false, error: null };
    },
    /** Lost password: asks for a reset e-mail. */
    passwordHelpRequested(state, _action: PayloadAction<{ email: string }>) {
      state.passwordHelp = { submitting: true, error: null };
    },
    passwordHelpSent(state) {
      state.passwordHelp = { submitting: false, error: null };
      state.loginDialog.view = 'login';
    },
    passwordHelpFailed(state, action: PayloadAction<{ message: string; onField: boolean }>) {
      state.passwordHelp = {
        submitting: false,
        error: action.payload.onField ? action.payload.message : null,
      };
    },
    /** The partner-domain user leaves for the single-sign-on host. */
    ssoLoginRequested(state, _action: PayloadAction<{ email: string }>) {
      state.login = { submitting: true, error: null };
    },
    /** The hand-over page received tokens: log in with them (spec 000 §4). */
    tokenLoginRequested(state, _action: PayloadAction<TokenLoginRequest>) {
      // The hand-over's token is not the session's until its profile is read: it is sent with that
      // one request only (loginWithTokens), never with a queued save or another call.
      state.ssoError = null;
    },
    tokenLoginFailed(state, action: PayloadAction<string>) {
      state.pendingUser = null;
      state.ssoError = action.payload;
    },
    /** A call answered 401 or 403: the stored user is no longer valid. */
    userCleared(state) {
      state.pendingUser = null;
      state.user = null;
      state.remember = false;
      state.status = 'anonymous';
    },
    logoutRequested(state) {
      state.loggingOut = true;
    },
    loggedOut(state) {
      state.pendingUser = null;
      state.user = null;
      state.remember = false;
      state.loggingOut = false;
      state.status = 'anonymous';
    },
    logoutFailed(state) {
      state.loggingOut = false;
    },
    loginDialogOpened(state, action: PayloadAction<LoginDialogOpenedPayload | undefined>) {
      state.loginDialog = {
        open: true,
        pendingAction: action.payload?.pendingAction ?? null,
        context: action.payload?.context ?? null,
        view: 'login',
      };
      state.login = { submitting: false, error: null };
    },
    loginDialogClosed(state) {
      state.loginDialog = closedDialog;
      state.login = { submitting: false, error: null };
      state.passwordHelp = { submitting: false, error: null };
      // A first login that did not choose its new password is not completed.
      state.pendingUser = null;
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectUser: (state) => state.user,
    selectIsLoggedIn: (state) => state.user !== null,
    selectDevice: (state) => state.device,
    selectRemember: (state) => state.remember,
    selectLoginDialog: (state) => state.loginDialog,
    selectSessionStatus: (state) => state.status,
    selectLoggingOut: (state) => state.loggingOut,
    selectLoginForm: (state) => state.login,
    selectPendingUser: (state) => state.pendingUser,
    selectPasswordHelp: (state) => state.passwordHelp,
    selectSsoError: (state) => state.ssoError,
  },
});

export const {
  sessionStarted,
  sessionRestored,
  deviceReady,
  loginRequested,
  loginFailed,
  loginSucceeded,
  userCleared,
  logoutRequested,
  loggedOut,
  logoutFailed,
  loginDialogOpened,
  loginDialogClosed,
  sessionUserUpdated,
  newPasswordRequired,
  newPasswordSubmitted,
  newPasswordFailed,
  loginViewChanged,
  passwordHelpRequested,
  passwordHelpSent,
  passwordHelpFailed,
  ssoLoginRequested,
  tokenLoginRequested,
  tokenLoginFailed,
} = sessionSlice.actions;

export const {
  selectSession,
  selectUser,
  selectIsLoggedIn,
  selectDevice,
  selectRemember,
  selectLoginDialog,
  selectSessionStatus,
  selectLoggingOut,
  selectLoginForm,
  selectPendingUser,
  selectPasswordHelp,
  selectSsoError,
} = sessionSlice.selectors;
