import { IDLE_TIMEOUT_MS, whenIdle } from './whenIdle';

type Deadline = { didTimeout: boolean; timeRemaining: number };

/** A browser's idle callbacks, called by the test with the deadline it chooses. */
function idleCallbacks() {
  const requests: Array<{ give: (deadline: Deadline) => void; options?: IdleRequestOptions }> = [];
  const original = globalThis.requestIdleCallback;
  globalThis.requestIdleCallback = (
    callback: IdleRequestCallback,
    options?: IdleRequestOptions,
  ) => {
    requests.push({
      give: ({ didTimeout, timeRemaining }) =>
        callback({ didTimeout, timeRemaining: () => timeRemaining }),
      options,
    });
    return requests.length;
  };
  return { requests, restore: () => (globalThis.requestIdleCallback = original) };
}

describe('whenIdle', () => {
  it('waits for an idle moment where the browser tells it (requestIdleCallback)', () => {
    const { requests, restore } = idleCallbacks();
    const run = jest.fn();
    try {
      whenIdle(run);
      expect(run).not.toHaveBeenCalled();
      expect(requests).toHaveLength(1);
      expect(requests[0]!.options).toEqual({ timeout: IDLE_TIMEOUT_MS });
      requests[0]!.give({ didTimeout: false, timeRemaining: 10 });
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      restore();
    }
  });

  it('passes over idle periods shorter than asked, and runs in a long enough one', () => {
    const { requests, restore } = idleCallbacks();
    const run = jest.fn();
    try {
      whenIdle(run, { atLeastMs: 40, timeoutMs: 10_000 });
      expect(requests[0]!.options).toEqual({ timeout: 10_000 });
      // Between two frames: 12 ms, then 30 ms.
      requests[0]!.give({ didTimeout: false, timeRemaining: 12 });
      requests[1]!.give({ didTimeout: false, timeRemaining: 30 });
      expect(run).not.toHaveBeenCalled();
      expect(requests).toHaveLength(3);
      expect(requests[2]!.options!.timeout).toBeLessThanOrEqual(10_000);
      // No frame due: the browser gives 50 ms.
      requests[2]!.give({ didTimeout: false, timeRemaining: 50 });
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      restore();
    }
  });

  it('runs anyway once its time is out, idle or not', () => {
    const { requests, restore } = idleCallbacks();
    const run = jest.fn();
    try {
      whenIdle(run, { atLeastMs: 40 });
      requests[0]!.give({ didTimeout: true, timeRemaining: 0 });
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      restore();
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
