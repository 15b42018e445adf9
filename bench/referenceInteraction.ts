/**
 * The reference's interaction, beside the app's in the benchmark: on the bare React + Chakra page
 * (bench/reference/), a click on its button up to the frame showing the new count. It is what
 * React and Chakra alone cost for the smallest update, at the same CPU slowdown.
 */
import type { Browser } from 'playwright-core';
import { slowDown } from './lib/cpuSlowdown.ts';

export async function referenceInteraction(
  browser: Browser,
  url: string,
  runs = 20,
): Promise<number[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await slowDown(page);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.getByTestId('reference-clicks').waitFor();
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
  } finally {
    await page.close();
  }
}
