import { afterNextPaint } from './afterNextPaint';

/** The longest `whenIdle` waits for an idle moment. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `run` when the page is idle (within IDLE_TIMEOUT_MS), where the browser says when
 * (`requestIdleCallback`); elsewhere after the next paint. For work the page can put off, such as
 * keeping a copy of a list shown: right after the paint it still took the next frame's time.
 */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
  else afterNextPaint(run);
}
