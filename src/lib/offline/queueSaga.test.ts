import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { call, getContext } from 'redux-saga/effects';
import type { ApiClient, ApiResult } from '@/api/http';
import type { Saga } from '@/lib/sagas/types';
import { claireSession, claireUser, visibleToasts } from '@/testing/mockSession';
import { createTestStore } from '@/testing/renderWithProviders';
import { toaster } from '@/ui/toast/toaster';
import { server } from '../../../mock-server/node';
import {
  browserWentOffline,
  queueFlushRequested,
  selectBackOnline,
  selectConnection,
  selectIsOffline,
  selectQueue,
  serverReachability,
} from './offlineSlice';
import { BACK_ONLINE_NOTICE_MS, QUEUED_TEXT, QUEUED_UNREACHED_TEXT } from './queueSaga';
import { queueSave } from './queueSave';
import { readQueue } from './queueStorage';
import { sendOrQueue, type SendOrQueueOutcome } from './sendOrQueue';

type NameBody = { success: boolean; datas?: { name: string } };
const nameProbe = (client: ApiClient, id: number, name: string) =>
  client.request<{ name: string }, NameBody>({
    method: 'POST',
    url: `/api/probe/${id}/`,
    data: { name },
  });

interface Seen {
  id: string;
  name: string;
  authorization: string | null;
}

/** The probe's answers: the network missing (the default), or a status and body. */
function probeServer() {
  const seen: Seen[] = [];
  const tries: number[] = [];
  let answer: { status: number; body: Record<string, unknown> } | 'network' = 'network';
  server.use(
    http.post('*/api/probe/:id/', async ({ params, request }) => {
      tries.push(Date.now());
      if (answer === 'network') return HttpResponse.error();
      const { name } = (await request.json()) as { name: string };
      seen.push({
        id: String(params.id),
        name,
        authorization: request.headers.get('authorization'),
      });
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
  );
  return {
    seen,
    tries,
    answer: (next: typeof answer) => {
      answer = next;
    },
  };
}

let online = true;

function goOffline() {
  online = false;
  window.dispatchEvent(new Event('offline'));
}
function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

/** The session's `newPasswordRequired` (by its type: lib is below the features): a login pending. */
const loginPending = () => ({ type: 'session/newPasswordRequired', payload: claireUser() });

/** A save worker: the request, and the queue when it got no answer for lack of network. */
function saveName(store: Store, id: number, name: string) {
  return new Promise<boolean>((resolve) => {
    store.runSaga(function* () {
      const kept: boolean = yield* queueSave({
        kind: 'historyName',
        itemKey: id,
        label: name,
        operation: nameProbe,
        args: [id, name],
        successText: 'Votre simulation a été sauvegardée dans votre espace personnel',
        failureText: 'Une erreur est survenue lors de la sauvegarde de votre recherche',
      });
      resolve(kept);
    });
  });
}

/**
 * A save worker as the features write it (`sendOrQueue`): sent online, queued without network or
 * behind an older save of the same item; resolves with where it went.
 */
function sendOrQueueName(store: Store, id: number, name: string) {
  return new Promise<SendOrQueueOutcome<NameBody>>((resolve) => {
    store.runSaga(function* () {
      const outcome: SendOrQueueOutcome<NameBody> = yield* sendOrQueue(
        {
          kind: 'historyName',
          itemKey: id,
          label: name,
          operation: nameProbe,
          args: [id, name],
          successText: 'Votre simulation a été sauvegardée dans votre espace personnel',
          failureText: 'Une erreur est survenue lors de la sauvegarde de votre recherche',
        },
        function* online(): Saga<NameBody> {
          const client: ApiClient = yield getContext('api');
          const result: ApiResult<{ name: string }, NameBody> = yield call(
            nameProbe,
            client,
            id,
            name,
          );
          return result.body;
        },
      );
      resolve(outcome);
    });
  });
}

type Store = ReturnType<typeof createTestStore>['store'];
const stores: Store[] = [];

/** A page of the app (its sagas end with the test). */
function page(options: Parameters<typeof createTestStore>[0]): Store {
  const { store } = createTestStore(options);
  stores.push(store);
  return store;
}

function claireStore() {
  return page({ site: 'general', preloadedState: claireSession() });
}

const tokenOf = (store: Store) => `Bearer ${store.getState().session.user?.token}`;

let consoleError: jest.SpyInstance;
beforeEach(() => {
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // jsdom reports each request cut off by the network on the console.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  toaster.remove();
});
afterEach(() => {
  // Cancelled, not ended: the back-online notice and the retry wait on timers (5 s, 30 s).
  for (const store of stores.splice(0)) store.stopSagas();
  consoleError.mockRestore();
  jest.restoreAllMocks();
});

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
    online = true;
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
    online = true;
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

describe('a save sent online or queued (sendOrQueue)', () => {
  it('is sent online when nothing of its item waits, and queued when no answer comes', async () => {
    const probe = probeServer();
    const store = claireStore();
    probe.answer({ status: 200, body: { success: true, datas: { name: 'Maison Dupont' } } });
    expect(await sendOrQueueName(store, 7, 'Maison Dupont')).toEqual({
      sent: true,
      body: { success: true, datas: { name: 'Maison Dupont' } },
    });
    expect(selectQueue(store.getState())).toEqual([]);

    probe.answer('network');
    expect(await sendOrQueueName(store, 7, 'Maison Dupont bis')).toEqual({
      sent: false,
      kept: true,
    });
    expect(selectQueue(store.getState()).map(({ label }) => label)).toEqual(['Maison Dupont bis']);
  });

  it('goes behind an older save of the same item, and the queue is sent at once, in order', async () => {
    const probe = probeServer();
    const store = claireStore();
    await sendOrQueueName(store, 7, 'Premier nom');
    // The server answers again; nothing has told the page yet.
    probe.answer({ status: 200, body: { success: true } });
    expect(await sendOrQueueName(store, 7, 'Second nom')).toEqual({ sent: false, kept: true });
    await waitFor(() => expect(selectQueue(store.getState())).toEqual([]));
    expect(probe.seen.map(({ id, name }) => `${id} ${name}`)).toEqual([
      '7 Premier nom',
      '7 Second nom',
    ]);
  });

  it("is not held back by another item's waiting save", async () => {
    const probe = probeServer();
    const store = claireStore();
    await sendOrQueueName(store, 7, 'Premier nom');
    probe.answer({ status: 200, body: { success: true } });
    expect(await sendOrQueueName(store, 8, 'Autre chantier')).toEqual({
      sent: true,
      body: { success: true },
    });
    // Its answer tells the page that the server is back: the queue is sent after it.
    await waitFor(() => expect(selectQueue(store.getState())).toEqual([]));
    expect(probe.seen.map(({ id, name }) => `${id} ${name}`)).toEqual([
      '8 Autre chantier',
      '7 Premier nom',
    ]);
  });

  it('still waits behind it while the server stays out of reach', async () => {
    const probe = probeServer();
    const store = claireStore();
    await sendOrQueueName(store, 7, 'Premier nom');
    expect(await sendOrQueueName(store, 7, 'Second nom')).toEqual({ sent: false, kept: true });
    // The queue was tried (the browser says online) and met no answer: both wait, in order.
    await waitFor(() => expect(selectQueue(store.getState())).toHaveLength(2));
    await waitFor(() => expect(store.getState().offline.sending).toBe(false));
    expect(selectQueue(store.getState()).map(({ label }) => label)).toEqual([
      'Premier nom',
      'Second nom',
    ]);
    expect(probe.seen).toEqual([]);
  });
});

const realSetTimeout = globalThis.setTimeout;

describe('a save that waits is tried again by itself', () => {
  let hidden = false;
  beforeEach(() => {
    hidden = false;
    jest
      .spyOn(document, 'visibilityState', 'get')
      .mockImplementation(() => (hidden ? 'hidden' : 'visible'));
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  /**
   * Lets the device's storage (IndexedDB) finish what the sagas asked of it, until `done` holds:
   * real turns of the event loop, and the fake timers due now, none later (the tries' waits stand
   * still).
   */
  async function settled(done: () => boolean) {
    for (let turn = 0; turn < 500 && !done(); turn += 1) {
      await new Promise((resolve) => realSetTimeout(resolve, 0));
      await jest.advanceTimersByTimeAsync(0);
    }
    return done();
  }
  const emptied = (store: Store) => settled(() => selectQueue(store.getState()).length === 0);

  /** A save whose own request got no answer, the browser saying online: it waits. */
  async function unansweredSave(store: Store, probe: ReturnType<typeof probeServer>) {
    const outcome = sendOrQueueName(store, 7, 'Maison Dupont');
    await jest.advanceTimersByTimeAsync(0);
    expect(await outcome).toEqual({ sent: false, kept: true });
    expect(probe.tries).toHaveLength(1);
    return Date.now();
  }

  it("tells the server's silence apart from the browser being offline", async () => {
    const probe = probeServer();
    const store = claireStore();
    await unansweredSave(store, probe);
    expect(selectConnection(store.getState())).toBe('unreached');
    expect(visibleToasts()).toContainEqual({ type: 'info', description: QUEUED_UNREACHED_TEXT });
    goOffline();
    expect(selectConnection(store.getState())).toBe('offline');
  });

  it('is sent when the server answers again, with no other request: after 2, 4, 8 then every 15 s', async () => {
    const probe = probeServer();
    const store = claireStore();
    const queuedAt = await unansweredSave(store, probe);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(probe.tries.map((at) => at - queuedAt)).toEqual([
      0, 2_000, 6_000, 14_000, 29_000, 44_000, 59_000,
    ]);
    expect(selectQueue(store.getState())).toHaveLength(1);

    probe.answer({ status: 200, body: { success: true } });
    await jest.advanceTimersByTimeAsync(15_000);
    expect(probe.seen.map(({ name }) => name)).toEqual(['Maison Dupont']);
    expect(probe.tries.at(-1)! - queuedAt).toBe(74_000);
    expect(await emptied(store)).toBe(true);
    expect(selectConnection(store.getState())).toBe('online');
    // Nothing waits any more: no more tries.
    await jest.advanceTimersByTimeAsync(120_000);
    expect(probe.tries).toHaveLength(8);
  });

  it('is tried after a server error (5xx) too, and once sent the waits start again from 2 s', async () => {
    const probe = probeServer();
    const store = claireStore();
    const queuedAt = await unansweredSave(store, probe);
    probe.answer({ status: 503, body: { success: false, message: 'Maintenance' } });
    await jest.advanceTimersByTimeAsync(6_000);
    expect(probe.tries.map((at) => at - queuedAt)).toEqual([0, 2_000, 6_000]);
    expect(selectQueue(store.getState())).toHaveLength(1);
    probe.answer({ status: 200, body: { success: true } });
    await jest.advanceTimersByTimeAsync(8_000);
    expect(await emptied(store)).toBe(true);

    probe.answer('network');
    const again = sendOrQueueName(store, 8, 'Chantier Martin');
    await jest.advanceTimersByTimeAsync(0);
    expect(await again).toEqual({ sent: false, kept: true });
    const secondAt = Date.now();
    probe.answer({ status: 200, body: { success: true } });
    await jest.advanceTimersByTimeAsync(1_999);
    expect(await emptied(store)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await emptied(store)).toBe(true);
    expect(probe.tries.at(-1)! - secondAt).toBe(2_000);
  });

  it('waits up to a minute in a hidden tab, and is tried at once when the tab is shown again', async () => {
    const probe = probeServer();
    const store = claireStore();
    hidden = true;
    const queuedAt = await unansweredSave(store, probe);
    await jest.advanceTimersByTimeAsync(180_000);
    expect(probe.tries.map((at) => at - queuedAt)).toEqual([
      0, 2_000, 6_000, 14_000, 29_000, 59_000, 119_000, 179_000,
    ]);
    probe.answer({ status: 200, body: { success: true } });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(await emptied(store)).toBe(false);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await emptied(store)).toBe(true);
    expect(Date.now() - queuedAt).toBe(190_000);
  });

  it("is tried at once on the browser's 'online' and on 'Réessayer maintenant', not on a timer while offline", async () => {
    const probe = probeServer();
    const store = claireStore();
    await unansweredSave(store, probe);
    goOffline();
    await jest.advanceTimersByTimeAsync(120_000);
    // The try already scheduled when the browser went offline, then nothing while offline.
    expect(probe.tries.length).toBeLessThanOrEqual(2);
    const triesOffline = probe.tries.length;
    goOnline();
    await jest.advanceTimersByTimeAsync(0);
    expect(probe.tries).toHaveLength(triesOffline + 1);

    await settled(() => !store.getState().offline.sending);
    probe.answer({ status: 200, body: { success: true } });
    store.dispatch(queueFlushRequested());
    expect(await emptied(store)).toBe(true);
  });
});
