/**
 * The reference's interaction, beside the app's in the benchmark: on the bare React + Chakra page
 * (bench/reference/), a mouse click on its button, measured by the interaction clock
 * (bench/lib/interactionClock.ts) on the phone profile. It is what React and Chakra alone cost for
 * the smallest update, at the same CPU slowdown.
 */
import type { Browser, Page } from 'playwright-core';
import { withPhonePage, withSlowedPage } from './lib/cpuSlowdown.ts';
import { sampleInteractions, waitUntilQuiet, type RowSamples } from './lib/interactionClock.ts';

export const REFERENCE_ROW = 'reference page (bare React + Chakra): button click → new count';

/** Loads the reference page and waits for its first render (the click count). */
async function loadReference(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.getByTestId('reference-clicks').waitFor();
}

export async function referenceInteraction(
  browser: Browser,
  url: string,
  runs = 20,
): Promise<RowSamples> {
  return withPhonePage(browser, async (page) => {
    await loadReference(page, url);
    await waitUntilQuiet(page);
    const button = page.getByRole('button').first();
    return sampleInteractions(page, [() => button.click()], runs);
  });
}

/**
 * The reference's first render, beside the history screens' first items: from the navigation to
 * the page's first contentful paint (the bare React + Chakra page paints nothing before React's
 * first render), at the same CPU slowdown, after one warm-up load (as the history's page loads).
 */
export async function referenceFirstRender(
  browser: Browser,
  url: string,
  loads = 5,
): Promise<number[]> {
  return withSlowedPage(browser, async (page) => {
    const samples: number[] = [];
    for (let load = 0; load < loads + 1; load += 1) {
      await loadReference(page, url);
      const painted = await page.evaluate(
        () =>
          new Promise<number>((done) => {
            new PerformanceObserver((list) => {
              const entry = list.getEntriesByName('first-contentful-paint')[0];
              if (entry) done(entry.startTime);
            }).observe({ type: 'paint', buffered: true });
          }),
      );
      if (load > 0) samples.push(painted);
    }
    return samples;
  });
}
