/** The save queue: kept on the device per user, sent in order when the network returns. */
import { waitFor } from '@testing-library/react';
import { claireUser, visibleToasts } from '@/testing/mockSession';
import {
  browserWentOffline,
  selectBackOnline,
  selectIsOffline,
  selectQueue,
  serverReachability,
} from './offlineSlice';
import { BACK_ONLINE_NOTICE_MS, QUEUED_TEXT } from './queueSaga';
import { readQueue } from './queueStorage';
import {
  probeServer,
  goOffline,
  goOnline,
  loginPending,
  saveName,
  page,
  claireStore,
  tokenOf,
  queueTestHooks,
  onlineAtLoad,
} from './queueSagaTestSetup';

queueTestHooks();

describe('the save queue', () => {
  it('keeps a save on the device for the session user, shown in the queue, with a toast', async () => {
    probeServer();
    const store = claireStore();
    goOffline();
    expect(await saveName(store, 7, 'Maison Dupont')).toBe(true);
    const queue = selectQueue(store.getState());
    expect(
      queue.map(({ kind, itemKey, label, owner, site }) => ({ kind, itemKey, label, owner, site })),
    ).toEqual([
      {
        kind: 'historyName',
        itemKey: '7',
        label: 'Maison Dupont',
        owner: 'user:1',
        site: 'general',
      },
    ]);
    expect(queue[0]!.request).toMatchObject({
      method: 'POST',
      url: '/api/probe/7/',
      data: { name: 'Maison Dupont' },
    });
    expect(await readQueue('general', 'user:1')).toEqual(queue);
    expect(visibleToasts()).toContainEqual({ type: 'info', description: QUEUED_TEXT });
  });

  it('sends the saves in order when the network returns, with the success toast, and empties the queue', async () => {
    const probe = probeServer();
    const store = claireStore();
    goOffline();
    await saveName(store, 7, 'Premier');
    await saveName(store, 8, 'Deuxième');
    await saveName(store, 9, 'Troisième');
    expect(probe.seen).toEqual([]);
    probe.answer({ status: 200, body: { success: true, datas: { name: 'ok' } } });
    goOnline();
    await waitFor(() => expect(selectQueue(store.getState())).toEqual([]));
    expect(probe.seen.map(({ id, name }) => `${id} ${name}`)).toEqual([
      '7 Premier',
      '8 Deuxième',
      '9 Troisième',
    ]);
    expect(probe.seen.every(({ authorization }) => authorization === tokenOf(store))).toBe(true);
    expect(await readQueue('general', 'user:1')).toEqual([]);
    expect(visibleToasts()).toContainEqual({
      type: 'success',
      description: 'Votre simulation a été sauvegardée dans votre espace personnel',
    });
  });

  it('finds the queue again after a reload (a new store) and sends it at the start when online', async () => {
    const probe = probeServer();
    const before = claireStore();
    goOffline();
    await saveName(before, 7, 'Maison Dupont');
    // The page is loaded again, the network back.
    onlineAtLoad();
    probe.answer({ status: 200, body: { success: true } });
    const after = claireStore();
    await waitFor(() => expect(probe.seen.map(({ name }) => name)).toEqual(['Maison Dupont']));
    await waitFor(() => expect(selectQueue(after.getState())).toEqual([]));
  });

  it("never sends a user's saves with another user's token, and keeps them for their owner", async () => {
    const probe = probeServer();
    const claire = claireStore();
    goOffline();
    await saveName(claire, 7, 'Maison Dupont');
    onlineAtLoad();
    probe.answer({ status: 200, body: { success: true } });
    // Another user on this device: their own (empty) queue.
    const other = page({ site: 'general' });
    // The session's login (src/features/session), by its type: this layer does not import features.
    other.dispatch({
      type: 'session/loginSucceeded',
      payload: {
        user: {
          ...claireUser(),
          id: 2,
          token: 'token-of-user-2',
          email: 'julien.bernard@bet-structure.fr',
        },
        remember: false,
      },
    });
    await waitFor(() => expect(other.getState().session.user?.id).toBe(2));
    other.dispatch(serverReachability(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(probe.seen).toEqual([]);
    expect(selectQueue(other.getState())).toEqual([]);
    expect(await readQueue('general', 'user:1')).toHaveLength(1);
    // Claire again: her save goes, with her token.
    const back = claireStore();
    await waitFor(() => expect(probe.seen).toHaveLength(1));
    expect(probe.seen[0]!.authorization).toBe(tokenOf(back));
    await waitFor(() => expect(selectQueue(back.getState())).toEqual([]));
  });

  it('shows a refusal (4xx) as the save online does and drops it; keeps a save a 5xx or no answer met', async () => {
    const probe = probeServer();
    const store = claireStore();
    goOffline();
    await saveName(store, 7, 'Refusé');
    await saveName(store, 8, 'Suivant');
    probe.answer({ status: 500, body: { success: false, message: 'Panne' } });
    goOnline();
    await waitFor(() => expect(probe.seen).toHaveLength(1));
    await waitFor(() => expect(store.getState().offline.sending).toBe(false));
    expect(selectQueue(store.getState()).map(({ label }) => label)).toEqual(['Refusé', 'Suivant']);

    probe.answer('network');
    goOffline();
    goOnline();
    await waitFor(() => expect(store.getState().offline.serverReached).toBe(false));
    await waitFor(() => expect(store.getState().offline.sending).toBe(false));
    expect(await readQueue('general', 'user:1')).toHaveLength(2);

    probe.answer({
      status: 400,
      body: { success: false, error: { name: 'Ce nom est déjà utilisé' } },
    });
    // The 400 refuses the first; the second is sent after it.
    goOffline();
    goOnline();
    await waitFor(() => expect(selectQueue(store.getState())).toEqual([]));
    expect(probe.seen.map(({ name }) => name)).toEqual(['Refusé', 'Refusé', 'Suivant']);
    expect(visibleToasts()).toContainEqual({
      type: 'error',
      description: 'Ce nom est déjà utilisé',
    });
  });

  it("an expired session (401) on a user's queued save closes the session as online, and the save waits for that user", async () => {
    const probe = probeServer();
    const store = claireStore();
    goOffline();
    await saveName(store, 9, 'Après expiration');
    probe.answer({ status: 401, body: { success: false, message: 'Session expirée' } });
    goOnline();
    await waitFor(() => expect(probe.seen).toHaveLength(1));
    await waitFor(() => expect(store.getState().session.user).toBeNull());
    await waitFor(() => expect(store.getState().offline.sending).toBe(false));
    // Kept for Claire, not sent as the visitor: the visitor's queue is the one shown now.
    expect(probe.seen).toHaveLength(1);
    expect((await readQueue('general', 'user:1')).map(({ label }) => label)).toEqual([
      'Après expiration',
    ]);
    expect(selectQueue(store.getState())).toEqual([]);
  });

  it("a visitor's queued save is sent with the visitor's token, never with a pending login's", async () => {
    const probe = probeServer();
    const store = page({ site: 'floor' });
    goOffline();
    await saveName(store, 4, 'Avant connexion');
    expect(selectQueue(store.getState()).map(({ owner }) => owner)).toEqual(['visitor']);
    // A login is pending (single sign-on, a new password to choose): its token is the session's.
    store.dispatch(loginPending());
    probe.answer({ status: 200, body: { success: true, datas: { name: 'ok' } } });
    goOnline();
    await waitFor(() => expect(probe.seen).toHaveLength(1));
    expect(probe.seen[0]!.authorization).toBeNull();
    await waitFor(() => expect(selectQueue(store.getState())).toEqual([]));
    // The pending login goes on.
    expect(store.getState().session.pendingUser?.id).toBe(claireUser().id);
  });

  it("a visitor's queued save refused (401) leaves a pending login alone", async () => {
    const probe = probeServer();
    const store = page({ site: 'floor' });
    goOffline();
    await saveName(store, 5, 'Refusée');
    store.dispatch(loginPending());
    probe.answer({ status: 401, body: { success: false, message: 'Non autorisé' } });
    goOnline();
    await waitFor(() => expect(probe.seen).toHaveLength(1));
    await waitFor(() => expect(store.getState().offline.sending).toBe(false));
    expect(store.getState().session.pendingUser?.id).toBe(claireUser().id);
  });

  it('follows the connection: offline by the browser or by a request without answer, then back for a while', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick'] });
    const store = claireStore();
    expect(selectIsOffline(store.getState())).toBe(false);
    goOffline();
    expect(selectIsOffline(store.getState())).toBe(true);
    goOnline();
    expect(selectIsOffline(store.getState())).toBe(false);
    expect(selectBackOnline(store.getState())).toBe(true);
    await jest.advanceTimersByTimeAsync(BACK_ONLINE_NOTICE_MS);
    expect(selectBackOnline(store.getState())).toBe(false);

    store.dispatch(serverReachability(false));
    expect(selectIsOffline(store.getState())).toBe(true);
    // An answer while the browser says offline is a cached one: it proves nothing.
    store.dispatch(browserWentOffline());
    store.dispatch(serverReachability(true));
    expect(selectIsOffline(store.getState())).toBe(true);
    jest.useRealTimers();
  });
});
