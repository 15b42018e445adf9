/**
 * The CPU slowdown of the interaction timings: BENCH_CPU_SLOWDOWN=4 runs them as on a mid-range
 * phone (the Lighthouse mobile model), through the DevTools protocol's CPU throttling. Default 1
 * (the machine's own speed).
 */
import type { Page } from 'playwright-core';

export const CPU_SLOWDOWN = Math.max(1, Number(process.env.BENCH_CPU_SLOWDOWN ?? '1') || 1);

/** Slows the page's CPU by `rate` (CPU_SLOWDOWN by default; nothing at 1). */
export async function slowDown(page: Page, rate = CPU_SLOWDOWN): Promise<void> {
  if (rate === 1) return;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}
