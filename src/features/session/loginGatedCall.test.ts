import { createAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { select, take } from 'redux-saga/effects';
import type { ApiClient } from '@/api/http';
import { server } from '../../../mock-server/node';
import { useFakeClock } from '@/testing/fakeClock';
import { claireUser } from '@/testing/mockSession';
import { createTestStore } from '@/testing/renderWithProviders';
import { apiCall, loginGatedCall, type LoginGatedCallOptions } from './loginGatedCall';
import { LOGIN_CONTINUATION_DELAY_MS } from './requireLogin';
import { loginDialogClosed, loginSucceeded, selectIsLoggedIn } from './sessionSlice';

const user = claireUser();

const busy = createAction<boolean>('probe/busy');
type ProbeBody = { success: boolean; datas?: { id: number } };
const saveProbe = (client: ApiClient, id: number) =>
  client.request<{ id: number }, ProbeBody>({ method: 'POST', url: `/api/probe/${id}/` });

/** Runs loginGatedCall in the app's store, recording the calls, the busy flags and the outcome. */
function start(options: Partial<LoginGatedCallOptions<[number], ProbeBody>>, loggedIn = false) {
  const calls: string[] = [];
  server.use(
    http.post('*/api/probe/:id/', ({ params }) => {
      calls.push(String(params.id));
      return HttpResponse.json({ success: true, datas: { id: Number(params.id) } });
    }),
  );
  const { store } = createTestStore({ site: 'floor' });
  if (loggedIn) store.dispatch(loginSucceeded({ user, remember: false }));
  const flags: boolean[] = [];
  store.runSaga(function* watchBusy() {
    while (true) {
      const action: ReturnType<typeof busy> = yield take(busy.type);
      flags.push(action.payload);
    }
  });
  const outcome = jest.fn();
  const task = store.runSaga(function* () {
    const body: unknown = yield* loginGatedCall({
      request: apiCall(saveProbe, 7),
      started: busy(true),
      finished: () => busy(false),
      ...options,
    });
    outcome(body);
  });
  return { store, calls, flags, outcome, task };
}

describe('loginGatedCall', () => {
  beforeEach(() => useFakeClock());
  afterEach(() => jest.useRealTimers());

  it('calls at once for a visitor when no login is asked for, with the busy flag around the call', async () => {
    const { calls, flags, outcome, store } = start({});
    expect(flags).toEqual([true]);
    await waitFor(() => expect(outcome).toHaveBeenCalled());
    expect(outcome).toHaveBeenCalledWith({ success: true, datas: { id: 7 } });
    expect(calls).toEqual(['7']);
    expect(flags).toEqual([true, false]);
    expect(store.getState().session.loginDialog.open).toBe(false);
  });

  it('waits for the login, then reads the request and calls it after the continuation delay', async () => {
    const read = jest.fn();
    const { store, calls, flags, outcome } = start({
      login: { pendingAction: 'probe/save', context: { floorSimulationId: 3 } },
      *request() {
        const loggedIn: boolean = yield select(selectIsLoggedIn);
        read(loggedIn);
        return apiCall(saveProbe, 8);
      },
    });
    expect(store.getState().session.loginDialog).toMatchObject({
      open: true,
      pendingAction: 'probe/save',
      context: { floorSimulationId: 3 },
    });
    store.dispatch(loginSucceeded({ user, remember: false }));
    await jest.advanceTimersByTimeAsync(LOGIN_CONTINUATION_DELAY_MS - 1);
    expect(read).not.toHaveBeenCalled();
    expect(flags).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(read.mock.calls).toEqual([[true]]);
    await waitFor(() => expect(outcome).toHaveBeenCalled());
    expect(calls).toEqual(['8']);
    expect(flags).toEqual([true, false]);
    expect(outcome).toHaveBeenCalledWith({ success: true, datas: { id: 8 } });
  });

  it('continues at once for a logged-in user', async () => {
    const { store, outcome } = start({ login: { pendingAction: 'probe/save' } }, true);
    expect(store.getState().session.loginDialog.open).toBe(false);
    await waitFor(() => expect(outcome).toHaveBeenCalled());
    expect(outcome).toHaveBeenCalledWith({ success: true, datas: { id: 7 } });
  });

  it('resolves to null without calling when the login dialog is closed', async () => {
    const { store, calls, flags, outcome } = start({ login: { pendingAction: 'probe/save' } });
    store.dispatch(loginDialogClosed());
    await jest.runAllTimersAsync();
    expect(outcome).toHaveBeenCalledWith(null);
    expect(calls).toEqual([]);
    expect(flags).toEqual([]);
  });

  it('resolves to null without calling when there is nothing to call', async () => {
    const { calls, flags, outcome } = start({
      // eslint-disable-next-line require-yield
      *request() {
        return null;
      },
    });
    await jest.runAllTimersAsync();
    expect(outcome).toHaveBeenCalledWith(null);
    expect(calls).toEqual([]);
    expect(flags).toEqual([]);
  });

  it('makes the finished action from the response body', async () => {
    const { flags, outcome } = start({ finished: (body) => busy(body.datas?.id === 7) });
    await waitFor(() => expect(outcome).toHaveBeenCalled());
    expect(flags).toEqual([true, true]);
  });
});
