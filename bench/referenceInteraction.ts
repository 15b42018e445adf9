/**
 * The reference's interaction, beside the app's in the benchmark: on the bare React + Chakra page
 * (bench/reference/), a click on its button up to the frame showing the new count. It is what
 * React and Chakra alone cost for the smallest update, at the same CPU slowdown.
 */
import type { Browser, Page } from 'playwright-core';
import { withSlowedPage } from './lib/cpuSlowdown.ts';

/** Loads the reference page and waits for its first render (the click count). */
async function loadReference(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.getByTestId('reference-clicks').waitFor();
}

export async function referenceInteraction(
  browser: Browser,
  url: string,
  runs = 20,
): Promise<number[]> {
  return withSlowedPage(browser, async (page) => {
    await loadReference(page, url);
    const samples: number[] = [];
    for (let run = 0; run < runs + 2; run += 1) {
      const ms = await page.evaluate(async () => {
        const count = document.querySelector('[data-testid=reference-clicks]')!;
        const before = count.textContent;
        const started = performance.now();
        document.querySelector('button')!.click();
        await new Promise<void>((done) => {
          const check = () =>
            count.textContent !== before ? done() : requestAnimationFrame(check);
          requestAnimationFrame(check);
        });
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
        return performance.now() - started;
      });
      if (run >= 2) samples.push(ms);
    }
    return samples;
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
