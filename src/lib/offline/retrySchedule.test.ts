import { HIDDEN_RETRY_DELAYS_MS, retryDelayMs, VISIBLE_RETRY_DELAYS_MS } from './retrySchedule';

describe('the waits between two tries of the save queue', () => {
  it('grow from a few seconds to 15 s in a tab the user looks at', () => {
    expect([0, 1, 2, 3, 4, 10].map((attempt) => retryDelayMs(attempt, false))).toEqual([
      2_000, 4_000, 8_000, 15_000, 15_000, 15_000,
    ]);
  });

  it('grow up to a minute in a hidden tab', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((attempt) => retryDelayMs(attempt, true))).toEqual([
      2_000, 4_000, 8_000, 15_000, 30_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('never wait more than a minute, nor less than the first wait', () => {
    for (const delays of [VISIBLE_RETRY_DELAYS_MS, HIDDEN_RETRY_DELAYS_MS]) {
      expect(Math.max(...delays)).toBeLessThanOrEqual(60_000);
      expect([...delays].sort((a, b) => a - b)).toEqual(delays);
    }
    expect(retryDelayMs(-1, false)).toBe(2_000);
  });
});
