/** A save sent online or queued (sendOrQueue), behind an older save of the same item. */
import { waitFor } from '@testing-library/react';
import { selectQueue } from './offlineSlice';
import { probeServer, sendOrQueueName, claireStore, queueTestHooks } from './queueSagaTestSetup';

queueTestHooks();

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
