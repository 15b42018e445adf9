import { IDLE_TIMEOUT_MS, whenIdle } from './whenIdle';

describe('whenIdle', () => {
  it('waits for an idle moment where the browser tells it (requestIdleCallback)', () => {
    const idle: Array<[() => void, IdleRequestOptions | undefined]> = [];
    const run = jest.fn();
    const original = globalThis.requestIdleCallback;
    globalThis.requestIdleCallback = (
      callback: IdleRequestCallback,
      options?: IdleRequestOptions,
    ) => {
      idle.push([() => callback({ didTimeout: false, timeRemaining: () => 10 }), options]);
      return idle.length;
    };
    try {
      whenIdle(run);
      expect(run).not.toHaveBeenCalled();
      expect(idle).toHaveLength(1);
      expect(idle[0]![1]).toEqual({ timeout: IDLE_TIMEOUT_MS });
      idle[0]![0]();
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.requestIdleCallback = original;
    }
  });

  it('runs after the next paint where the browser has no idle callback', async () => {
    expect(typeof globalThis.requestIdleCallback).toBe('undefined');
    const run = jest.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    await new Promise((done) => setTimeout(done, 150));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
