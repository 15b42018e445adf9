import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db, issueToken } from '../../../mock-server/db/mockDb';
import { server } from '../../../mock-server/node';
import { createTestStore } from '@/testing/renderWithProviders';
import { julienUser, startingSession } from '@/testing/mockSession';
import { toaster } from '@/ui/toast/toaster';
import { loginRequested, logoutRequested, sessionStarted, loginSucceeded } from './sessionSlice';
import {
  LOGGED_OUT_DELAY_MS,
  LOGIN_SUCCESS_MESSAGE,
  LOGIN_WRONG_PASSWORD_MESSAGE,
  LOGOUT_FAILURE_MESSAGE,
} from './sessionSaga';
import {
  markBrowserSession,
  readStoredSession,
  sessionStore,
  storeDevice,
  storeUser,
} from './sessionStorage';
import type { SessionUser } from './sessionTypes';
import { elapse, useFakeClock } from '@/testing/fakeClock';

// Waits run on a fake clock: no real time passes.
beforeEach(() => useFakeClock());
afterEach(() => jest.useRealTimers());

const PASSWORD = 'Rupteo2024!';
const CLAIRE = 'claire.martin@maconnerie-martin.fr';

/** Claire Martin as the session keeps her, with the token given. */
const claire = (token = 'usr.x'): SessionUser => ({
  id: 1,
  token,
  email: CLAIRE,
  firstname: 'Claire',
  lastname: 'Martin',
  company: 'Maçonnerie Martin',
  updatedPassword: true,
});

function toastDescriptions(): string[] {
  return toaster.getVisibleToasts().map((toast) => String(toast.description));
}

afterEach(() => {
  toaster.remove();
});

describe('start of a session', () => {
  it('registers a device for a new visitor of the general site', async () => {
    const { store } = createTestStore({ site: 'general', preloadedState: startingSession() });
    store.dispatch(sessionStarted());
    await waitFor(() => expect(store.getState().session.device?.token).toMatch(/^dev\./));
    const device = store.getState().session.device!;
    expect(db.devices.get(device.uuid)).toEqual(device);
    expect((await readStoredSession()).device).toEqual(device);
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('keeps a stored device that the server verifies', async () => {
    const token = issueToken({ kind: 'device', uuid: 'stored-1' });
    const stored = {
      uuid: 'stored-1',
      browser: 'Firefox',
      browserVersion: '128',
      os: 'Windows 11',
      token,
    };
    await storeDevice(stored);
    let created = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/device/create')) created += 1;
    });
    const { store } = createTestStore({ site: 'general', preloadedState: startingSession() });
    store.dispatch(sessionStarted());
    await waitFor(() => expect(store.getState().session.device).toEqual(stored));
    await elapse(50);
    expect(created).toBe(0);
  });

  it('registers the device again when verification fails', async () => {
    const stored = {
      uuid: 'stale-1',
      browser: 'Firefox',
      browserVersion: '128',
      os: 'Windows 11',
      token: 'dev.unknown',
    };
    await storeDevice(stored);
    const { store } = createTestStore({ site: 'general', preloadedState: startingSession() });
    store.dispatch(sessionStarted());
    await waitFor(() => expect(store.getState().session.device?.token).toMatch(/^dev\./));
    await waitFor(() => expect(store.getState().session.device?.token).not.toBe('dev.unknown'));
    expect((await readStoredSession()).device?.token).toBe(store.getState().session.device?.token);
  });

  it('registers no device on the floor and carbon sites', async () => {
    const { store } = createTestStore({ site: 'floor', preloadedState: startingSession() });
    store.dispatch(sessionStarted());
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    await elapse(50);
    expect(store.getState().session.device).toBeNull();
    expect(db.devices.size).toBe(0);
  });

  it('restores a stored user', async () => {
    const user = julienUser();
    await storeUser(user, true);
    const { store } = createTestStore({ site: 'carbon', preloadedState: startingSession() });
    store.dispatch(sessionStarted());
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    expect(store.getState().session).toMatchObject({ user, remember: true });
  });
});

describe('a page load of a logged-in user (reload, second tab, link)', () => {
  it('keeps the general-site user: the device is verified with its own token', async () => {
    const deviceToken = issueToken({ kind: 'device', uuid: 'stored-2' });
    await storeDevice({
      uuid: 'stored-2',
      browser: 'Chrome',
      browserVersion: '120',
      os: 'Linux',
      token: deviceToken,
    });
    const user = claire(issueToken({ kind: 'user', userId: 1 }));
    await storeUser(user, false);
    markBrowserSession(); // the page load that logged in
    const verifiedWith: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/device/verify'))
        verifiedWith.push(request.headers.get('authorization'));
    });

    const { store } = createTestStore({ site: 'general', preloadedState: startingSession() });
    store.dispatch(sessionStarted());
    await waitFor(() => expect(verifiedWith).toEqual([`Bearer ${deviceToken}`]));
    await elapse(50);
    expect(store.getState().session).toMatchObject({ status: 'authenticated', user });
    expect((await readStoredSession()).user).toEqual(user);
    expect(store.getState().session.device?.token).toBe(deviceToken);
  });

  it('keeps a floor user without "remember me" while the browser session runs', async () => {
    const user = claire(issueToken({ kind: 'user', userId: 1 }));
    await storeUser(user, false);
    markBrowserSession();
    const { store } = createTestStore({ site: 'floor', preloadedState: startingSession() });
    store.dispatch(sessionStarted());
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    expect(store.getState().session).toMatchObject({ user, remember: false });
  });

  it('forgets a carbon user without "remember me" once the browser was closed', async () => {
    await storeUser(claire(issueToken({ kind: 'user', userId: 1 })), false);
    const { store } = createTestStore({ site: 'carbon', preloadedState: startingSession() });
    store.dispatch(sessionStarted());
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    expect(store.getState().session.user).toBeNull();
    expect(await readStoredSession()).toMatchObject({ user: null, remember: false });
  });
});

describe('login', () => {
  it('logs in on the general site, stores the user and says so', async () => {
    const { store } = createTestStore({ site: 'general' });
    store.dispatch(loginRequested({ username: CLAIRE, password: PASSWORD }));
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    expect(store.getState().session.user).toMatchObject({
      id: 1,
      email: CLAIRE,
      firstname: 'Claire',
      updatedPassword: true,
    });
    expect((await readStoredSession()).user?.email).toBe(CLAIRE);
    expect(toastDescriptions()).toContain(LOGIN_SUCCESS_MESSAGE);
  });

  it('logs in from the visitor’s device: its token goes as Bearer and ties the device to the account', async () => {
    const { store } = createTestStore({ site: 'general', preloadedState: startingSession() });
    store.dispatch(sessionStarted());
    await waitFor(() => expect(store.getState().session.device?.token).toMatch(/^dev\./));
    const device = store.getState().session.device!;
    let authorization: string | null = null;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/login-check'))
        authorization = request.headers.get('authorization');
    });
    store.dispatch(loginRequested({ username: CLAIRE, password: PASSWORD }));
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    expect(authorization).toBe(`Bearer ${device.token}`);
    expect(db.devices.get(device.uuid)?.userIds).toEqual([1]);
  });

  it("marks the password field 'Mot de passe incorrect' on the general site", async () => {
    const { store } = createTestStore({ site: 'general' });
    store.dispatch(loginRequested({ username: CLAIRE, password: 'mauvais' }));
    await waitFor(() => expect(store.getState().session.login.error).not.toBeNull());
    expect(store.getState().session.login.error).toEqual({
      field: 'password',
      message: LOGIN_WRONG_PASSWORD_MESSAGE,
    });
    expect(store.getState().session.user).toBeNull();
  });

  it('keeps the token, refresh token and remember flag on the floor site', async () => {
    const { store } = createTestStore({ site: 'floor' });
    store.dispatch(loginRequested({ username: CLAIRE, password: PASSWORD, rememberMe: true }));
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    const { user, remember } = store.getState().session;
    expect(user?.token).toMatch(/^usr\./);
    expect(user?.refreshToken).toMatch(/^usr\./);
    expect(remember).toBe(true);
    expect(await readStoredSession()).toMatchObject({ remember: true, user: { email: CLAIRE } });
  });

  it("shows the server's error as a toast on the carbon site", async () => {
    server.use(
      http.post('*/api/login-check', () =>
        HttpResponse.json({ success: false, error: 'Identifiants invalides.' }, { status: 401 }),
      ),
    );
    const { store } = createTestStore({ site: 'carbon' });
    store.dispatch(loginRequested({ username: CLAIRE, password: 'mauvais', rememberMe: false }));
    await waitFor(() => expect(toastDescriptions()).toContain('Identifiants invalides.'));
    expect(store.getState().session.user).toBeNull();
  });
});

describe('logout', () => {
  it('clears user and remember, sets the logged-out state after 250 ms, then goes to /', async () => {
    const user = claire();
    await storeUser(user, true);
    const { store, navigate } = createTestStore({ site: 'floor' });
    store.dispatch(loginSucceeded({ user, remember: true }));
    let loggedOutAfter = -1;
    const startedAt = performance.now();
    const unsubscribe = store.subscribe(() => {
      if (loggedOutAfter < 0 && store.getState().session.status === 'anonymous')
        loggedOutAfter = performance.now() - startedAt;
    });

    store.dispatch(logoutRequested());
    expect(store.getState().session.loggingOut).toBe(true);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    unsubscribe();

    expect(loggedOutAfter).toBeGreaterThanOrEqual(LOGGED_OUT_DELAY_MS - 1);
    expect(loggedOutAfter).toBeLessThan(LOGGED_OUT_DELAY_MS + 400);
    expect(store.getState().session).toMatchObject({
      status: 'anonymous',
      user: null,
      remember: false,
      loggingOut: false,
    });
    expect(await readStoredSession()).toMatchObject({ user: null, remember: false });
  });
});

describe('logout in another tab', () => {
  it('logs this tab out too', async () => {
    const user = claire();
    const first = createTestStore({ site: 'floor' });
    const second = createTestStore({ site: 'floor' });
    first.store.dispatch(loginSucceeded({ user, remember: true }));
    second.store.dispatch(loginSucceeded({ user, remember: true }));

    first.store.dispatch(logoutRequested());

    await waitFor(() => expect(second.store.getState().session.status).toBe('anonymous'));
    expect(second.store.getState().session).toMatchObject({ user: null, remember: false });
  });
});

describe('logout failure', () => {
  it("shows the toast 'Une erreur est survenue' and keeps the user logged in", async () => {
    const user = claire();
    const { store, navigate } = createTestStore({ site: 'carbon' });
    store.dispatch(loginSucceeded({ user, remember: false }));
    const removeItem = jest
      .spyOn(sessionStore, 'removeItem')
      .mockRejectedValue(new Error('Stockage indisponible'));

    store.dispatch(logoutRequested());

    await waitFor(() => expect(toastDescriptions()).toContain(LOGOUT_FAILURE_MESSAGE));
    expect(LOGOUT_FAILURE_MESSAGE).toBe('Une erreur est survenue');
    expect(store.getState().session).toMatchObject({ status: 'authenticated', loggingOut: false });
    expect(navigate).not.toHaveBeenCalled();
    removeItem.mockRestore();
  });
});

describe('toasts', () => {
  it('appear at the bottom right', () => {
    expect(toaster.attrs.placement).toBe('bottom-end');
  });
});
