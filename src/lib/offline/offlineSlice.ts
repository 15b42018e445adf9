/**
 * Whether the app can reach its server, and the saves waiting for it (docs/offline.md, "The save
 * queue"). Two states are told apart: the browser says it is offline (`navigator.onLine` and its
 * events), or the browser says online but the last request got no answer (the server does not
 * answer). Either one means that saves wait.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiRequest } from '@/api/http';
import type { SiteId } from '@/config/sites';

/** The saves that wait for the network when it is missing: one mechanism for all four. */
export type QueuedSaveKind = 'historyName' | 'floorSimulation' | 'carbonSimulation' | 'cluster';

export interface QueuedSave {
  /** Unique, in the order of queueing. */
  id: string;
  kind: QueuedSaveKind;
  /** The saved item where the screens show 'en attente' (a history's id, a cluster's id…). */
  itemKey: string;
  /** What the user saved, in their words ('Maison Dupont', 'Simulation carbone'…). */
  label: string;
  /** The request as the save would have sent it. */
  request: ApiRequest;
  /** The toasts of the same save online: success (none when the screen says it), failure. */
  successText?: string;
  failureText: string;
  site: SiteId;
  /** The user whose token sends it: `user:{id}`, or `visitor`. */
  owner: string;
  queuedAt: string;
}

export interface OfflineState {
  /** `navigator.onLine`, followed through the `online` and `offline` events. */
  browserOnline: boolean;
  /** The last request got an answer (or none was made yet). */
  serverReached: boolean;
  /** 'Connexion rétablie' is shown (a few seconds after the network came back). */
  backOnline: boolean;
  /** The session user's queued saves, oldest first. */
  queue: QueuedSave[];
  /** The queue is being sent. */
  sending: boolean;
}

function browserSaysOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export const initialOfflineState = (): OfflineState => ({
  browserOnline: browserSaysOnline(),
  serverReached: true,
  backOnline: false,
  queue: [],
  sending: false,
});

const isOffline = (state: OfflineState) => !state.browserOnline || !state.serverReached;

/**
 * The connection as the user is told it: 'offline' (the browser says so), 'unreached' (the browser
 * says online, the server gave no answer), 'online'.
 */
export type Connection = 'online' | 'offline' | 'unreached';

export function connectionOf(
  state: Pick<OfflineState, 'browserOnline' | 'serverReached'>,
): Connection {
  if (!state.browserOnline) return 'offline';
  return state.serverReached ? 'online' : 'unreached';
}

/** The way back from offline shows 'Connexion rétablie'. */
function update(state: OfflineState, change: Partial<OfflineState>) {
  const wasOffline = isOffline(state);
  Object.assign(state, change);
  if (isOffline(state)) state.backOnline = false;
  else if (wasOffline) state.backOnline = true;
}

/** Asks for the queue to be sent now ('Réessayer maintenant', the tab shown again, tests). */
export const queueFlushRequested = createAction('offline/queueFlushRequested');

export const offlineSlice = createSlice({
  name: 'offline',
  initialState: initialOfflineState,
  reducers: {
    browserWentOnline(state) {
      // The browser's word that the network is back: the server is tried again.
      update(state, { browserOnline: true, serverReached: true });
    },
    browserWentOffline(state) {
      update(state, { browserOnline: false });
    },
    /** A request got no answer (false) or an answer (true). */
    serverReachability(state, action: PayloadAction<boolean>) {
      // The browser offline, an answer can only be a cached one: it proves nothing.
      if (action.payload && !state.browserOnline) return;
      update(state, { serverReached: action.payload });
    },
    backOnlineNoticeEnded(state) {
      state.backOnline = false;
    },
    /** The session user's queue, read from the device (start, login, another user). */
    queueLoaded(state, action: PayloadAction<QueuedSave[]>) {
      state.queue = action.payload;
    },
    /** A feature hands a save to the queue (its request got no answer for lack of network). */
    saveQueued(state, action: PayloadAction<QueuedSave>) {
      state.queue.push(action.payload);
    },
    queueSendingStarted(state) {
      state.sending = true;
    },
    queueSendingEnded(state) {
      state.sending = false;
    },
    /** A queued save was answered (sent, or refused for good): it leaves the queue. */
    queuedSaveAnswered(
      state,
      action: PayloadAction<{ save: QueuedSave; body: { success: boolean } & object }>,
    ) {
      state.queue = state.queue.filter((save) => save.id !== action.payload.save.id);
    },
  },
  selectors: {
    selectIsOffline: (state) => isOffline(state),
    /** What the browser says (`navigator.onLine` and its events), whatever the server's answers. */
    selectBrowserOnline: (state) => state.browserOnline,
    selectConnection: (state) => connectionOf(state),
    selectBackOnline: (state) => state.backOnline,
    selectQueue: (state) => state.queue,
    selectQueueSending: (state) => state.sending,
  },
});

export const {
  browserWentOnline,
  browserWentOffline,
  serverReachability,
  backOnlineNoticeEnded,
  queueLoaded,
  saveQueued,
  queueSendingStarted,
  queueSendingEnded,
  queuedSaveAnswered,
} = offlineSlice.actions;

export const {
  selectIsOffline,
  selectBrowserOnline,
  selectConnection,
  selectBackOnline,
  selectQueue,
  selectQueueSending,
} = offlineSlice.selectors;

/** The queued saves of one kind for one item ('en attente' where the item is shown). */
export function pendingSavesOf(
  queue: readonly QueuedSave[],
  kind: QueuedSaveKind,
  itemKey?: string | number | null,
): QueuedSave[] {
  return queue.filter(
    (save) => save.kind === kind && (itemKey == null || save.itemKey === String(itemKey)),
  );
}
