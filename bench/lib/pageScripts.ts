/**
 * The scripts a page really loads, from the network in Chromium: the page is opened, its main
 * heading awaited, then the network left to settle (no request for 500 ms), so that what the page
 * loads after its first paint (lazy chunks, preloads) is listed too.
 */
import type { Browser } from 'playwright-core';

export interface LoadedScripts {
  /** Built files (e.g. assets/index-abc.js) in the order they were requested. */
  files: string[];
  /** Milliseconds from navigation to the main heading visible. */
  headingMs: number;
}

export async function scriptsOfPage(
  browser: Browser,
  url: string,
  heading = 'main h1',
): Promise<LoadedScripts> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script' || !request.url().startsWith(origin)) return;
    const file = new URL(request.url()).pathname.replace(/^\//, '');
    if (!files.includes(file)) files.push(file);
  });
  try {
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    await page.locator(heading).first().waitFor({ state: 'visible', timeout: 30_000 });
    const headingMs = Date.now() - started;
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    return { files, headingMs };
  } finally {
    await context.close();
  }
}
