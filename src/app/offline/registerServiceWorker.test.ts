import { Workbox } from 'workbox-window';
import { registerServiceWorker } from './registerServiceWorker';

jest.mock('workbox-window', () => {
  class FakeWorkbox {
    static last: FakeWorkbox;
    /** The browser refuses the next worker's registration. */
    static refuseNext = false;
    listeners = new Map<string, (() => void)[]>();
    messageSkipWaiting = jest.fn();
    update = jest.fn(() => Promise.resolve());
    register = jest.fn(() => {
      const refused = FakeWorkbox.refuseNext;
      FakeWorkbox.refuseNext = false;
      return refused ? Promise.reject(new TypeError('refused')) : Promise.resolve(undefined);
    });
    constructor(public url: string) {
      FakeWorkbox.last = this;
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    emit(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener();
    }
  }
  return { Workbox: FakeWorkbox };
});

interface Fake {
  url: string;
  register: jest.Mock;
  update: jest.Mock;
  messageSkipWaiting: jest.Mock;
  emit: (type: string) => void;
}
const fake = Workbox as unknown as { last: Fake; refuseNext: boolean };
const last = () => fake.last;

describe('registerServiceWorker', () => {
  it('deletes the shared caches of earlier workers, kept under looser rules', async () => {
    const deleted: string[] = [];
    Object.defineProperty(globalThis, 'caches', {
      configurable: true,
      value: { delete: jest.fn((name: string) => Promise.resolve(deleted.push(name) > 0)) },
    });
    try {
      registerServiceWorker({ offer: jest.fn(), reload: jest.fn(), checkEveryMs: 0 });
      await Promise.resolve();
      expect(deleted).toEqual(['catalogue', 'catalogue-posts']);
    } finally {
      delete (globalThis as { caches?: unknown }).caches;
    }
  });

  it('a worker the browser refuses leaves the page as it is: no unhandled rejection, no update checks', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    jest.useFakeTimers();
    try {
      fake.refuseNext = true;
      registerServiceWorker({ offer: jest.fn(), reload: jest.fn(), checkEveryMs: 1000 });
      jest.advanceTimersByTime(5000);
      await new Promise(jest.requireActual<typeof import('timers')>('timers').setImmediate);
      expect(unhandled).not.toHaveBeenCalled();
      expect(last().update).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
      process.off('unhandledRejection', unhandled);
    }
  });

  it('registers /sw.js and offers nothing until a new worker waits', () => {
    const offer = jest.fn();
    registerServiceWorker({ offer, reload: jest.fn(), checkEveryMs: 0 });
    expect(last().url).toBe('/sw.js');
    expect(last().register).toHaveBeenCalled();
    expect(offer).not.toHaveBeenCalled();
  });

  it('a waiting worker is offered; accepting it makes it take over, then the page reloads', () => {
    const offer = jest.fn<void, [() => void]>();
    const reload = jest.fn();
    registerServiceWorker({ offer, reload, checkEveryMs: 0 });
    last().emit('waiting');
    expect(offer).toHaveBeenCalledTimes(1);
    expect(last().messageSkipWaiting).not.toHaveBeenCalled();
    offer.mock.calls[0]![0]();
    expect(last().messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    last().emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
