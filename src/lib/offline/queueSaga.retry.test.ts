/** A save that waits is tried again by itself: its waits, the hidden tab, the browser's events. */
import { visibleToasts } from '@/testing/mockSession';
import { queueFlushRequested, selectConnection, selectQueue } from './offlineSlice';
import { QUEUED_UNREACHED_TEXT } from './queueSaga';
import {
  probeServer,
  goOffline,
  goOnline,
  sendOrQueueName,
  Store,
  claireStore,
  queueTestHooks,
} from './queueSagaTestSetup';

queueTestHooks();

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
