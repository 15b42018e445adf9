/** The thermal-break finder's questionnaire, as a visitor answers it. */
import type { Page } from '@playwright/test';

/** Clicks the first answer of each question until the result's route opens. */
export async function answerToResult(page: Page): Promise<void> {
  const question = page.locator('#finder-question');
  for (let step = 0; step < 10 && !/#\/\d+\//.test(page.url()); step += 1) {
    await question.waitFor({ state: 'visible' });
    const text = await question.textContent();
    const answers = page.locator('section[aria-labelledby="finder-question"] button');
    await answers.first().click();
    // The next question (or the result) replaces this one.
    await page.waitForFunction((previous) => {
      const heading = document.querySelector('#finder-question');
      return (
        /#\/\d+\//.test(window.location.hash) ||
        (heading !== null && heading.textContent !== previous)
      );
    }, text);
  }
  await page.waitForURL(/#\/\d+\/[^/]+$/);
}
