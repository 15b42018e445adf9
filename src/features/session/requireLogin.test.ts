import { createTestStore } from '@/testing/renderWithProviders';
import {
  LOGIN_CONTINUATION_DELAY_MS,
  LOGIN_CONTINUATION_EMAIL_DELAY_MS,
  requireLogin,
} from './requireLogin';
import { loginDialogClosed, loginSucceeded } from './sessionSlice';
import type { SessionUser } from './sessionTypes';

const user: SessionUser = {
  id: 1,
  token: 'usr.t',
  email: 'claire.martin@maconnerie-martin.fr',
  firstname: 'Claire',
  lastname: 'Martin',
  company: 'Maçonnerie Martin',
  updatedPassword: true,
};

/** Runs requireLogin in the app's store; `continued` is called with what it returned. */
function start(delayMs?: number) {
  const { store } = createTestStore({ site: 'floor' });
  const continued = jest.fn();
  runInStore(store, delayMs, continued);
  return { store, continued };
}

function runInStore(
  store: ReturnType<typeof createTestStore>['store'],
  delayMs: number | undefined,
  continued: jest.Mock,
) {
  return store.runSaga(function* () {
    const ok: boolean = yield* requireLogin('save', delayMs);
    continued(ok);
  });
}

describe('requireLogin (login continuation)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('continues at once for a logged-in user, without the dialog', async () => {
    const { store } = createTestStore({ site: 'floor' });
    store.dispatch(loginSucceeded({ user, remember: false }));
    const continued = jest.fn();
    runInStore(store, undefined, continued);
    expect(continued).toHaveBeenCalledWith(true);
    expect(store.getState().session.loginDialog.open).toBe(false);
  });

  it('opens the login dialog, then continues 150 ms after a successful login', async () => {
    const { store, continued } = start();
    expect(store.getState().session.loginDialog).toMatchObject({
      open: true,
      pendingAction: 'save',
    });
    store.dispatch(loginSucceeded({ user, remember: false }));
    expect(store.getState().session.loginDialog.open).toBe(false);
    await jest.advanceTimersByTimeAsync(LOGIN_CONTINUATION_DELAY_MS - 1);
    expect(continued).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(continued).toHaveBeenCalledWith(true);
  });

  it('waits 1000 ms before an e-mail dialog', async () => {
    const { store, continued } = start(LOGIN_CONTINUATION_EMAIL_DELAY_MS);
    store.dispatch(loginSucceeded({ user, remember: false }));
    await jest.advanceTimersByTimeAsync(LOGIN_CONTINUATION_EMAIL_DELAY_MS - 1);
    expect(continued).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(continued).toHaveBeenCalledWith(true);
  });

  it('gives up when the dialog is closed without logging in', async () => {
    const { store, continued } = start();
    store.dispatch(loginDialogClosed());
    await jest.advanceTimersByTimeAsync(LOGIN_CONTINUATION_DELAY_MS);
    expect(continued).toHaveBeenCalledWith(false);
  });
});
