/** Who is using the app: the logged-in user, the general site's device, and the login dialog. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Device } from '@/api/types';
import type { SessionUser } from './sessionTypes';

export type SessionStatus = 'starting' | 'anonymous' | 'authenticated';

export interface LoginDialogState {
  open: boolean;
  /** Set while an action waits for the login to continue (save, download, send by e-mail…). */
  pendingAction: string | null;
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
}

export const initialSessionState: SessionState = {
  status: 'starting',
  user: null,
  device: null,
  remember: false,
  loggingOut: false,
  loginDialog: { open: false, pendingAction: null },
  login: { submitting: false, error: null },
};

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
      state.loginDialog = { open: false, pendingAction: null };
    },
    /** A call answered 401 or 403: the stored user is no longer valid. */
    userCleared(state) {
      state.user = null;
      state.remember = false;
      state.status = 'anonymous';
    },
    logoutRequested(state) {
      state.loggingOut = true;
    },
    loggedOut(state) {
      state.user = null;
      state.remember = false;
      state.loggingOut = false;
      state.status = 'anonymous';
    },
    logoutFailed(state) {
      state.loggingOut = false;
    },
    loginDialogOpened(state, action: PayloadAction<{ pendingAction?: string } | undefined>) {
      state.loginDialog = { open: true, pendingAction: action.payload?.pendingAction ?? null };
    },
    loginDialogClosed(state) {
      state.loginDialog = { open: false, pendingAction: null };
      state.login = { submitting: false, error: null };
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
} = sessionSlice.selectors;
