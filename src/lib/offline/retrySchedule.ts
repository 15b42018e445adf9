/**
 * How long the queue waits before it is tried again while saves wait and the browser says online
 * (docs/offline.md, "Sending"): a few seconds first, then longer, so that a server that stays out of
 * reach is not asked every second; at most 15 s in a tab the user looks at (a save reaches the
 * server within 15 s of its answering again), and up to a minute in a hidden tab, which is tried at
 * once when it is shown again.
 */
export const VISIBLE_RETRY_DELAYS_MS: readonly number[] = [2_000, 4_000, 8_000, 15_000];
export const HIDDEN_RETRY_DELAYS_MS: readonly number[] = [
  ...VISIBLE_RETRY_DELAYS_MS,
  30_000,
  60_000,
];

/** The wait before try `attempt` (0 for the first try after a save was queued). */
export function retryDelayMs(attempt: number, hidden: boolean): number {
  const delays = hidden ? HIDDEN_RETRY_DELAYS_MS : VISIBLE_RETRY_DELAYS_MS;
  return delays[Math.min(Math.max(0, attempt), delays.length - 1)]!;
}

/** Whether the page is hidden (another tab, a minimised window, a phone's locked screen). */
export function pageHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}
