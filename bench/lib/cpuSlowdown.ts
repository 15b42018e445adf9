/**
 * The CPU slowdown of the interaction timings: 4 by default, as on a mid-range phone (the
 * Lighthouse mobile model), through the DevTools protocol's CPU throttling. BENCH_CPU_SLOWDOWN=1
 * runs them at the machine's own speed.
 */
import type { Browser, Page } from 'playwright-core';

export const CPU_SLOWDOWN = Math.max(1, Number(process.env.BENCH_CPU_SLOWDOWN ?? '4') || 4);

/** Slows the page's CPU by `rate` (CPU_SLOWDOWN unless given; nothing at 1). */
export async function slowDown(page: Page, rate = CPU_SLOWDOWN): Promise<void> {
  if (rate === 1) return;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Runs `measure` on a new desktop-sized page at the benchmark's CPU slowdown, then closes the page. */
export async function withSlowedPage<T>(
  browser: Browser,
  measure: (page: Page) => Promise<T>,
): Promise<T> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await slowDown(page);
  try {
    return await measure(page);
  } finally {
    await page.close();
  }
}
