/**
 * The CPU slowdown of the interaction timings: 4 by default, as on a mid-range phone (the
 * Lighthouse mobile model), through the DevTools protocol's CPU throttling. BENCH_CPU_SLOWDOWN=1
 * runs them at the machine's own speed.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { installInteractionClock } from './interactionClock.ts';

export const CPU_SLOWDOWN = Math.max(1, Number(process.env.BENCH_CPU_SLOWDOWN ?? '4') || 4);

/** The phone of the interaction timings: Lighthouse's mobile screen (412 × 823), a mobile viewport. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  locale: 'fr-FR',
};

/**
 * The same phone held in landscape (823 × 412): the PSI library's and the histories' filters sit
 * beside the results from 720 px; below, they are a dialog whose choices apply only on 'Valider'.
 */
export const PHONE_LANDSCAPE: BrowserContextOptions = {
  ...PHONE,
  viewport: { width: 823, height: 412 },
};

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

/**
 * Runs `measure` on a new page of the phone profile, at the benchmark's CPU slowdown, with the
 * interaction clock installed (./interactionClock.ts), then closes its context.
 */
export async function withPhonePage<T>(
  browser: Browser,
  measure: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await installInteractionClock(page);
    await slowDown(page);
    return await measure(page);
  } finally {
    await context.close();
  }
}
