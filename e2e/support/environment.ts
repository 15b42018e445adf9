/** The general site's environmental-data tool, as a visitor answers its questionnaire. */
import type { Page } from '@playwright/test';
import { expectVisible } from './browser.ts';

/**
 * Answers each question with its first answer until the result's FDES list shows (the construction
 * system, and any answer a journey wants to choose itself, already given).
 */
export async function answerToEnvironmentalResult(page: Page): Promise<void> {
  const fdesHeading = page.getByRole('heading', { name: 'Fiches FDES' });
  for (let step = 0; step < 10; step += 1) {
    const question = page.getByRole('heading', { level: 2, name: /\?$/ });
    await Promise.race([
      question.waitFor({ state: 'visible' }),
      fdesHeading.waitFor({ state: 'visible' }),
    ]);
    if (await fdesHeading.isVisible()) return;
    const name = (await question.textContent()) ?? '';
    await page.getByRole('list', { name }).getByRole('button').first().click();
    // Wait until the next question (or the result) replaces this one.
    await page
      .getByRole('heading', { level: 2, name, exact: true })
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
  }
  await expectVisible(fdesHeading, 'the FDES list');
}

/**
 * From the tool's first question ('/donnees-environnementales/' open): chooses the construction
 * system, then the first answer of each question, to the result with its FDES list.
 */
export async function walkToEnvironmentalResult(
  page: Page,
  system: 'Poutrelles' | 'Prédalles' | 'Prémur' = 'Poutrelles',
): Promise<void> {
  await page.getByRole('button', { name: system, exact: true }).click();
  await answerToEnvironmentalResult(page);
}
