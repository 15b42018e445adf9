/**
 * The clock of the form interactions (floor configurator, carbon simulator): a click on the label
 * whose text is `label`, up to the first frame after the form stopped changing (no DOM mutation in
 * `main` during a whole frame). The clock runs in the page, so the browser driver's round trips are
 * not counted. NaN when no such label is in the page or the click changed nothing.
 */
import type { Page } from 'playwright-core';

export function timeLabelChange(page: Page, label: string): Promise<number> {
  return page.evaluate(async (text) => {
    const target = [...document.querySelectorAll('label')].find(
      (element) => element.textContent?.trim() === text,
    );
    if (!target) return Number.NaN;
    const main = document.querySelector('main') ?? document.body;
    let lastMutation = 0;
    const observer = new MutationObserver(() => (lastMutation = performance.now()));
    observer.observe(main, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const started = performance.now();
    target.click();
    await new Promise<void>((done) => {
      let previousFrame = started;
      const check = (now: number) => {
        // Changed, and nothing changed since the previous frame: the update is painted.
        if (lastMutation > 0 && lastMutation < previousFrame) done();
        else if (now - started > 5_000) done();
        else {
          previousFrame = now;
          requestAnimationFrame(check);
        }
      };
      requestAnimationFrame(check);
    });
    observer.disconnect();
    return lastMutation > 0 ? lastMutation - started : Number.NaN;
  }, label);
}

/** Times `runs` changes alternating between `labels`, after two warm-up changes. */
export async function timeAlternatingChanges(
  page: Page,
  labels: readonly string[],
  runs: number,
): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < runs + 2; run += 1) {
    const ms = await timeLabelChange(page, labels[run % labels.length]!);
    if (run >= 2 && Number.isFinite(ms)) samples.push(ms);
  }
  return samples;
}
