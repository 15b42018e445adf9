import { createAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { take } from 'redux-saga/effects';
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
