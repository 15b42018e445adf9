/**
 * The save queue (docs/offline.md, "The save queue"): one mechanism for every save made without a
 * network.
 *
 * - A feature's save worker whose request got no answer for lack of network hands the save over
 *   (`queueSave`, ./queueSave.ts): it is kept on the device for the session's user, shown 'en attente'.
 * - The user's saves are sent in order, with their owner's token (`selectOwnerToken`: never a
 *   pending login's for a visitor's save, never another user's): at the start and when the user
 *   changes; at once when the browser says the network is back (`online`), when the tab is shown
 *   again, after an answer following a request without one, and on 'Réessayer maintenant'
 *   (`queueFlushRequested`); and, while saves wait and the browser says online, again and again after a growing wait (./retrySchedule.ts). Every answer leaves the queue
 *   and is shown as the save online shows it (success toast, refusal's message; `queuedSaveAnswered`
 *   lets a loaded screen take it in), except the answers that say "later": no answer, 5xx, an
 *   expired session (401, 403).
 * - The connection's state for the banner: the browser's events and the requests' fate.
 */
import type { Saga } from '@/lib/sagas/types';
import type { Channel, EventChannel } from 'redux-saga';
import {
  actionChannel,
  call,
  delay,
  fork,
  getContext,
  put,
  select,
  take,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { createAction, type Action, type PayloadAction } from '@reduxjs/toolkit';
import { errorMessageOf } from '@/api/errors';
import { isNetworkFailure, type ApiClient, type ApiResult } from '@/api/http';
import type { SiteConfig } from '@/config/sites';
import { eventTargetChannel, followChannel } from '@/lib/sagas/eventTargetChannel';
import { toast } from '@/lib/sagas/toast';
import {
  backOnlineNoticeEnded,
  browserWentOffline,
  browserWentOnline,
  queueLoaded,
  queueSendingEnded,
  queueSendingStarted,
  queuedSaveAnswered,
  queueFlushRequested,
  saveQueued,
  selectBackOnline,
  selectBrowserOnline,
  selectIsOffline,
  serverReachability,
  type OfflineState,
  type QueuedSave,
} from './offlineSlice';
import { saveHandedOver, saveNotQueued, type HandedOverSave } from './queueSave';
import { appendToQueue, holdQueue, readQueue, removeFromQueue } from './queueStorage';
import { pageHidden, retryDelayMs } from './retrySchedule';

/** The owner of the saves made without a logged-in user. */
export const VISITOR = 'visitor';

/** How long 'Connexion rétablie' stays. */
export const BACK_ONLINE_NOTICE_MS = 5_000;

/** The toast of a save kept on the device, the browser being offline. */
export const QUEUED_TEXT = 'Vous êtes hors ligne : votre enregistrement est en attente.';
/** The same, the browser online but the server not answering (project-defined, docs/deviations.md). */
export const QUEUED_UNREACHED_TEXT =
  'Le serveur ne répond pas : votre enregistrement est en attente.';
export const NOT_QUEUED_TEXT =
  "Votre enregistrement n'a pas pu être gardé sur cet appareil. Réessayez au retour du réseau.";

export interface QueueSagaOptions {
  /** The owner of the saves made now: `user:{id}` for a logged-in user, else `visitor`. */
  selectOwner(state: unknown): string;
  /**
   * The token that sends the owner's saves now: the owner's own (null: none, a visitor's without a
   * device token); undefined when the owner's token is not at hand (they are not the session's
   * user). Never the session's token as such: while a login is pending, it is the pending user's,
   * and the visitor's saves must not land in that account.
   */
  selectOwnerToken(
    state: unknown,
    owner: string,
    site: SiteConfig['id'],
  ): string | null | undefined;
  /** The actions after which the owner may have changed (login, logout, session restored…). */
  ownerChanges: readonly string[];
  /**
   * What a logged-in call answered 401 or 403 does online (spec 000 §4): the session is closed. A
   * user's queued save that meets it stays queued for that user, sent at their next login.
   */
  onSessionExpired(): Saga<void>;
}

interface WithOffline {
  offline: OfflineState;
}

type BrowserEvent = 'online' | 'offline';

function browserEvents(): EventChannel<BrowserEvent> {
  return eventTargetChannel(window, ['online', 'offline'], (event) => event.type as BrowserEvent);
}

function* followBrowser(): Saga<void> {
  if (typeof window === 'undefined') return;
  yield* followChannel(browserEvents, function* tell(event): Saga<void> {
    yield put(event === 'online' ? browserWentOnline() : browserWentOffline());
  });
}

/** The tab shown again: what waits is tried at once. */
function shownAgain(): EventChannel<'shown'> {
  return eventTargetChannel(document, ['visibilitychange'], () => (pageHidden() ? null : 'shown'));
}

function* followVisibility(): Saga<void> {
  if (typeof document === 'undefined') return;
  yield* followChannel(shownAgain, function* tryAgain(): Saga<void> {
    yield put(queueFlushRequested());
  });
}

/** 'Connexion rétablie' for a few seconds, then nothing. */
function* endBackOnlineNotice(): Saga<void> {
  const back: boolean = yield select((state: WithOffline) => selectBackOnline(state));
  if (!back) return;
  yield delay(BACK_ONLINE_NOTICE_MS);
  yield put(backOnlineNoticeEnded());
}

function isExpiredSession(result: ApiResult): boolean {
  return !result.isPublic && (result.status === 401 || result.status === 403);
}

/** The answers that say "try again later": none, a server error, an expired session. */
function isLater(result: ApiResult): boolean {
  if (isNetworkFailure(result.body)) return true;
  if (result.status >= 500 || result.status === 0) return true;
  return isExpiredSession(result);
}

function* showAnswer(save: QueuedSave, body: ApiResult['body']): Saga<void> {
  if (body.success) {
    if (save.successText) yield toast('success', save.successText);
  } else {
    yield toast('error', errorMessageOf(body, save.failureText));
  }
}

/** Sends the owner's saves, oldest first, until one must wait. */
export function* sendQueue(options: QueueSagaOptions): Saga<void> {
  const offline: boolean = yield select((state: WithOffline) => selectIsOffline(state));
  const site: SiteConfig = yield getContext('site');
  const owner: string = yield select((state: unknown) => options.selectOwner(state));
  const browserOnline: boolean = yield select(selectBrowserOnlineOf);
  if (offline && !browserOnline) return;
  yield put(queueSendingStarted());
  const letGo: () => void = yield call(holdQueue, site.id, owner);
  try {
    for (;;) {
      const saves: QueuedSave[] = yield call(readQueue, site.id, owner);
      const next = saves[0];
      // The user changed while sending: the next user's saves wait for their own turn.
      const current: string = yield select((state: unknown) => options.selectOwner(state));
      if (!next || current !== owner) break;
      const token: string | null | undefined = yield select((state: unknown) =>
        options.selectOwnerToken(state, owner, site.id),
      );
      if (token === undefined) break;
      const client: ApiClient = yield getContext('api');
      const result: ApiResult = yield call([client, client.request], { ...next.request, token });
      if (isLater(result)) {
        // A visitor's save refused is no user's session ending (nor a pending login's).
        if (isExpiredSession(result) && owner !== VISITOR) yield call(options.onSessionExpired);
        break;
      }
      const left: QueuedSave[] = yield call(removeFromQueue, next);
      yield put(queueLoaded(left));
      yield put(queuedSaveAnswered({ save: next, body: result.body }));
      yield* showAnswer(next, result.body);
    }
  } finally {
    letGo();
    yield put(queueSendingEnded());
  }
}

/** The browser's word on the network, as the offline slice follows it (its events). */
const selectBrowserOnlineOf = (state: WithOffline) => selectBrowserOnline(state);

/** Keeps a handed-over save on the device, for the session's user, then shows it 'en attente'. */
function* keep(options: QueueSagaOptions, save: HandedOverSave): Saga<boolean> {
  const site: SiteConfig = yield getContext('site');
  const owner: string = yield select((state: unknown) => options.selectOwner(state));
  const queued: QueuedSave = {
    ...save,
    site: site.id,
    owner,
    queuedAt: new Date().toISOString(),
  };
  try {
    const saves: QueuedSave[] = yield call(appendToQueue, queued);
    yield put(queueLoaded(saves.slice(0, -1)));
    yield put(saveQueued(queued));
    const browserOnline: boolean = yield select(selectBrowserOnlineOf);
    yield toast('info', browserOnline ? QUEUED_UNREACHED_TEXT : QUEUED_TEXT);
    return true;
  } catch {
    yield put(saveNotQueued({ id: save.id }));
    yield toast('error', NOT_QUEUED_TEXT);
    return false;
  }
}

/** The session's user's queue, read again when the user changes; then sent. */
function* loadOwnerQueue(options: QueueSagaOptions): Saga<void> {
  const site: SiteConfig = yield getContext('site');
  const owner: string = yield select((state: unknown) => options.selectOwner(state));
  const saves: QueuedSave[] = yield call(readQueue, site.id, owner);
  yield put(queueLoaded(saves));
  if (saves.length > 0) yield put(queueFlushRequested());
}

/**
 * Asks for one more try after the wait of try `attempt` (./retrySchedule.ts). A newer request
 * replaces the one that waits (`takeLatest`).
 */
const queueRetryScheduled = createAction<number>('offline/queueRetryScheduled');

function* retryLater(action: PayloadAction<number>): Saga<void> {
  yield delay(retryDelayMs(action.payload, pageHidden()));
  yield put(queueFlushRequested());
}

function isBackOnline(action: Action): boolean {
  return browserWentOnline.match(action) || serverReachability.match(action);
}

/** What sends the queue at once: a request for it, the network back, an answer after none. */
function isFlushAsked(action: Action): boolean {
  return (
    queueFlushRequested.match(action) ||
    browserWentOnline.match(action) ||
    (serverReachability.match(action) && action.payload)
  );
}

export function* offlineSaga(options: QueueSagaOptions): Saga<void> {
  // The tries since the queue last got a new save or was emptied: each waits longer.
  let attempt = 0;
  // Saves are kept one after the other, in the order they were made.
  const handedOver: Channel<ReturnType<typeof saveHandedOver>> = yield actionChannel(
    saveHandedOver.type,
  );
  yield fork(function* keepInOrder(): Saga<void> {
    for (;;) {
      const action: ReturnType<typeof saveHandedOver> = yield take(handedOver);
      const kept: boolean = yield call(keep, options, action.payload);
      // A save that could not be sent is tried again soon, without waiting for another request.
      const browserOnline: boolean = yield select(selectBrowserOnlineOf);
      if (kept && browserOnline) {
        attempt = 0;
        yield put(queueRetryScheduled(attempt));
      }
    }
  });
  yield fork(followBrowser);
  yield fork(followVisibility);
  yield takeLatest(isBackOnline, endBackOnlineNotice);
  yield takeLeading(isFlushAsked, function* flushWhenQueued(): Saga<void> {
    const state: OfflineState = yield select((root: WithOffline) => root.offline);
    if (state.queue.length === 0) return;
    yield* sendQueue(options);
    const after: OfflineState = yield select((root: WithOffline) => root.offline);
    if (after.queue.length === 0) attempt = 0;
    // Offline, the browser's 'online' sends the queue; online, it is tried again after a wait.
    else if (after.browserOnline) {
      attempt += 1;
      yield put(queueRetryScheduled(attempt));
    }
  });
  yield takeLatest(queueRetryScheduled.type, retryLater);
  yield takeLatest(options.ownerChanges as string[], loadOwnerQueue, options);
  yield* loadOwnerQueue(options);
}
