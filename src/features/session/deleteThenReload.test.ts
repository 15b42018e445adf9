import { createAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { put, take } from 'redux-saga/effects';
import type { ApiClient } from '@/api/http';
import { server } from '../../../mock-server/node';
import { createTestStore } from '@/testing/renderWithProviders';
import { confirmAccepted, confirmDismissed } from '@/ui/confirm/confirmSlice';
import { toaster } from '@/ui/toast/toaster';
import { DELETE_CONFIRM_MESSAGE, deleteThenReload } from './deleteThenReload';

const reloadRequested = createAction('history/reloadRequested');
const deleteProbe = (client: ApiClient, id: number) =>
  client.request({ method: 'DELETE', url: `/api/probe/${id}/` });

function setup() {
  const deleted: string[] = [];
  server.use(
    http.delete('*/api/probe/:id/', ({ params }) => {
      deleted.push(String(params.id));
      return params.id === '404'
        ? HttpResponse.json(
            { success: false, message: "Cette simulation n'existe pas." },
            { status: 400 },
          )
        : HttpResponse.json({ success: true, message: 'La simulation a été supprimée.' });
    }),
  );
  const { store } = createTestStore({ site: 'floor' });
  const outcome = jest.fn();
  const reloads = jest.fn();
  store.runSaga(function* watchReload() {
    while (true) {
      yield take(reloadRequested.type);
      reloads();
    }
  });
  const run = (id: number) =>
    store.runSaga(function* () {
      const result: unknown = yield* deleteThenReload({
        operation: deleteProbe,
        args: [id],
        reload: reloadRequested(),
      });
      outcome(result);
    });
  return { store, deleted, outcome, reloads, run };
}

const toasts = () =>
  toaster.getVisibleToasts().map((toast) => ({ type: toast.type, description: toast.description }));

afterEach(() => toaster.remove());

describe('deleteThenReload', () => {
  it('asks for confirmation with the specification text', () => {
    const { store, run } = setup();
    run(7);
    expect(store.getState().confirm).toMatchObject({ open: true, message: DELETE_CONFIRM_MESSAGE });
  });

  it('deletes after confirmation, then closes, shows the server message and reloads', async () => {
    const { store, run, deleted, outcome, reloads } = setup();
    run(7);
    store.dispatch(confirmAccepted());
    expect(store.getState().confirm.busy).toBe(true);
    await waitFor(() => expect(outcome).toHaveBeenCalled());
    expect(deleted).toEqual(['7']);
    expect(store.getState().confirm.open).toBe(false);
    expect(toasts()).toEqual([{ type: 'success', description: 'La simulation a été supprimée.' }]);
    expect(reloads).toHaveBeenCalledTimes(1);
    expect(outcome).toHaveBeenCalledWith({
      success: true,
      message: 'La simulation a été supprimée.',
    });
  });

  it('shows the error as an error toast when the delete fails', async () => {
    const { store, run, outcome } = setup();
    run(404);
    store.dispatch(confirmAccepted());
    await waitFor(() => expect(outcome).toHaveBeenCalled());
    expect(toasts()).toEqual([{ type: 'error', description: "Cette simulation n'existe pas." }]);
  });

  it('does nothing when the user cancels', async () => {
    const { store, run, deleted, outcome, reloads } = setup();
    run(9);
    store.dispatch(confirmDismissed());
    await waitFor(() => expect(outcome).toHaveBeenCalledWith(null));
    expect(deleted).toEqual([]);
    expect(store.getState().confirm.open).toBe(false);
    expect(toasts()).toEqual([]);
    expect(reloads).not.toHaveBeenCalled();
  });
});

describe('deleteThenReload options', () => {
  const rowBusy = createAction<number | null>('list/rowBusy');
  const followedUp = createAction<string>('list/followedUp');

  function runWithOptions(id: number) {
    const { store, deleted, outcome, reloads } = setup();
    const seen: string[] = [];
    store.runSaga(function* watchRowBusy() {
      while (true) {
        const action: { type: string; payload?: unknown } = yield take([
          rowBusy.type,
          followedUp.type,
          reloadRequested.type,
        ]);
        seen.push(`${action.type}:${String(action.payload ?? '')}`);
      }
    });
    store.runSaga(function* () {
      const result: unknown = yield* deleteThenReload({
        operation: deleteProbe,
        args: [id],
        started: rowBusy(id),
        finished: rowBusy(null),
        successMessage: (body) => `Supprimée : ${body.message}`,
        failureMessage: 'La suppression a échoué.',
        *onSuccess(body) {
          yield put(followedUp(String(body.message)));
        },
      });
      outcome(result);
    });
    return { store, deleted, outcome, reloads, seen };
  }

  it('puts started before the call, finished after it, then runs the follow-up of a success', async () => {
    const { store, outcome, reloads, seen } = runWithOptions(7);
    store.dispatch(confirmAccepted());
    expect(seen).toEqual(['list/rowBusy:7']);
    await waitFor(() => expect(outcome).toHaveBeenCalled());
    expect(seen).toEqual([
      'list/rowBusy:7',
      'list/rowBusy:',
      'list/followedUp:La simulation a été supprimée.',
    ]);
    expect(toasts()).toEqual([
      { type: 'success', description: 'Supprimée : La simulation a été supprimée.' },
    ]);
    expect(reloads).not.toHaveBeenCalled();
  });

  it('shows the fixed failure text and skips the follow-up when the delete fails', async () => {
    const { store, outcome, seen } = runWithOptions(404);
    store.dispatch(confirmAccepted());
    await waitFor(() => expect(outcome).toHaveBeenCalled());
    expect(seen).toEqual(['list/rowBusy:404', 'list/rowBusy:']);
    expect(toasts()).toEqual([{ type: 'error', description: 'La suppression a échoué.' }]);
  });

  it('puts neither started nor finished when the user cancels', async () => {
    const { store, deleted, outcome, seen } = runWithOptions(9);
    store.dispatch(confirmDismissed());
    await waitFor(() => expect(outcome).toHaveBeenCalledWith(null));
    expect(deleted).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('reloads after a failure too (the history screens)', async () => {
    const { store, run, outcome, reloads } = setup();
    run(404);
    store.dispatch(confirmAccepted());
    await waitFor(() => expect(outcome).toHaveBeenCalled());
    expect(reloads).toHaveBeenCalledTimes(1);
  });
});
