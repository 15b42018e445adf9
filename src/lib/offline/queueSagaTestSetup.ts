/**
 * What the save queue's tests share: a probe endpoint and its server, the browser's connection,
 * save workers as the features write them, pages of the app, and the hooks of each test.
 */
import { http, HttpResponse } from 'msw';
import { call, getContext } from 'redux-saga/effects';
import type { ApiClient, ApiResult } from '@/api/http';
import type { Saga } from '@/lib/sagas/types';
import { claireSession, claireUser } from '@/testing/mockSession';
import { createTestStore } from '@/testing/renderWithProviders';
import { toaster } from '@/ui/toast/toaster';
import { server } from '../../../mock-server/node';
import { queueSave } from './queueSave';
import { sendOrQueue, type SendOrQueueOutcome } from './sendOrQueue';

export type NameBody = { success: boolean; datas?: { name: string } };
export const nameProbe = (client: ApiClient, id: number, name: string) =>
  client.request<{ name: string }, NameBody>({
    method: 'POST',
    url: `/api/probe/${id}/`,
    data: { name },
  });

export interface Seen {
  id: string;
  name: string;
  authorization: string | null;
}

/** The probe's answers: the network missing (the default), or a status and body. */
export function probeServer() {
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

export let online = true;

export function goOffline() {
  online = false;
  window.dispatchEvent(new Event('offline'));
}
/** The browser says it is online, without an 'online' event: a page loaded with the network back. */
export function onlineAtLoad() {
  online = true;
}
export function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

/** The session's `newPasswordRequired` (by its type: lib is below the features): a login pending. */
export const loginPending = () => ({ type: 'session/newPasswordRequired', payload: claireUser() });

/** A save worker: the request, and the queue when it got no answer for lack of network. */
export function saveName(store: Store, id: number, name: string) {
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
export function sendOrQueueName(store: Store, id: number, name: string) {
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

export type Store = ReturnType<typeof createTestStore>['store'];
export const stores: Store[] = [];

/** A page of the app (its sagas end with the test). */
export function page(options: Parameters<typeof createTestStore>[0]): Store {
  const { store } = createTestStore(options);
  stores.push(store);
  return store;
}

export function claireStore() {
  return page({ site: 'general', preloadedState: claireSession() });
}

export const tokenOf = (store: Store) => `Bearer ${store.getState().session.user?.token}`;

/**
 * Before each test: the browser online, the console's errors silenced, no toast; after it, the
 * pages' sagas cancelled and every spy restored.
 */
export function queueTestHooks() {
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
}
