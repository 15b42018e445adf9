/**
 * Fake timers for tests whose sagas call the mock backend: Jest's fake `process.nextTick` stalls
 * MSW's answer to an XMLHttpRequest (the call then fails as if the server did not answer), so it
 * stays real. `now` also fixes the date (`Date.now()`, `new Date()`) for tests that depend on it.
 * Restore with `jest.useRealTimers()`.
 */
import { configure } from '@testing-library/react';

const FAKE_WAIT_BUDGET_MS = 10_000;

export function useFakeClock(now?: Date | string): void {
  // Under fake timers `waitFor` steps the fake clock 50 ms at a time until its timeout, also in fake
  // time; the mock backend's answers still take a few real turns of the event loop, more on a busy
  // machine: a long fake budget gives them those turns (a delay is still checked with `elapse`).
  configure({ asyncUtilTimeout: FAKE_WAIT_BUDGET_MS });
  jest.useFakeTimers({
    doNotFake: ['nextTick'],
    ...(now === undefined ? {} : { now: new Date(now) }),
  });
}

/** Lets pending promises and mock-backend answers settle, without moving the fake clock. */
export async function settle(rounds = 5): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await jest.advanceTimersByTimeAsync(0);
}

/**
 * Moves the fake clock on by `ms`, running the timers that fall due, then lets what they started
 * settle: a request that should not be made has had every chance to be made.
 */
export async function elapse(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
  await settle();
}

/**
 * Fixes the date (`Date.now()`, `new Date()`) and nothing else: timers, animation frames and
 * promises stay real, so rendering and user events run as usual. Restore with `jest.useRealTimers()`.
 */
export function useFixedDate(now: Date | string): void {
  jest.useFakeTimers({
    now: new Date(now),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
