import { afterNextPaint } from './afterNextPaint';

/** The longest `whenIdle` waits for an idle moment (unless told otherwise). */
export const IDLE_TIMEOUT_MS = 2000;

export interface WhenIdleOptions {
  /**
   * Runs only in an idle period at least this long (the browser gives up to 50 ms when no frame
   * is due): work that takes this long then delays no frame. Shorter periods, between the frames of
   * a scroll or of the page's own updates, are passed over. 0: the first idle period.
   */
  atLeastMs?: number;
  /** Runs anyway after this long. */
  timeoutMs?: number;
}

/**
 * Runs `run` when the page is idle (within `timeoutMs`), where the browser says when
 * (`requestIdleCallback`); elsewhere after the next paint. For work the page can put off, such as
 * keeping a copy of a list shown: right after the paint it still took the next frame's time.
 */
export function whenIdle(
  run: () => void,
  { atLeastMs = 0, timeoutMs = IDLE_TIMEOUT_MS }: WhenIdleOptions = {},
): void {
  if (typeof requestIdleCallback !== 'function') {
    afterNextPaint(run);
    return;
  }
  const until = Date.now() + timeoutMs;
  const wait = (timeout: number) =>
    requestIdleCallback(
      (deadline) => {
        const left = until - Date.now();
        if (deadline.didTimeout || left <= 0 || deadline.timeRemaining() >= atLeastMs) run();
        else wait(left);
      },
      { timeout },
    );
  wait(timeoutMs);
}
