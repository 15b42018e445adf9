/** The thermal-break finder against the mock backend: questionnaire to a result, then refine it. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectVisible, saveScreenshot, setupBrowser, SITE_HOSTS } from '../support/browser.ts';

const { journey } = setupBrowser();

const FINDER_PATH = '/evaluer-le-psi-dun-rupteur/';

/** Clicks the first answer of each question until the result's route opens. */
async function answerToResult(page: Page): Promise<void> {
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

journey(
  'anonymous: the questionnaire leads to a result, which is refined',
  async ({ openSite, page }) => {
    await openSite(SITE_HOSTS.general, FINDER_PATH);
    await expectVisible(
      page.getByRole('heading', { name: 'Quel est le type de bâtiment ?' }),
      'the first question',
    );
    await expectVisible(page.getByRole('progressbar').first(), 'the progress bar');
    await saveScreenshot(page, 'finder-questionnaire-1280');
    await page.setViewportSize({ width: 720, height: 900 });
    await saveScreenshot(page, 'finder-questionnaire-720');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Back from the first question opens the leave dialog.
    await page.getByRole('button', { name: 'Retour', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expectVisible(dialog.getByText('Quitter le questionnaire ?'), 'the leave dialog');
    await dialog.getByRole('button', { name: 'Retour au questionnaire' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await answerToResult(page);
    const hash = new URL(page.url()).hash;
    assert.match(hash, /^#\/\d+\/Rupteur_Poutrelle_RP_ITI$/);
    await expectVisible(page.getByText('Rupteur Poutrelle RP ITI').first(), 'the product name');
    await saveScreenshot(page, 'finder-result-1280');

    // Refine: the Configurateur screen, one select per filter.
    await page
      .getByRole('button', { name: /Évaluer les valeurs de PSI/ })
      .first()
      .click();
    await expectVisible(
      page.getByRole('heading', { name: 'Trouver un rupteur' }),
      'the refine screen',
    );
    await expectVisible(
      page.getByText('Quelles sont les caractéristiques de votre chantier?'),
      'the refine question',
    );
    const next = page.getByRole('button', { name: 'Suivant', exact: true });
    assert.equal(
      await next.isDisabled(),
      true,
      "'Suivant' is disabled until every filter has a value",
    );
    for (let round = 0; round < 8 && (await next.isDisabled()); round += 1) {
      const selects = page.locator('select[id^="refine-filter-"]');
      const count = await selects.count();
      for (let index = 0; index < count; index += 1) {
        const select = selects.nth(index);
        if ((await select.inputValue()) === '') {
          const firstValue = await select.locator('option').nth(1).getAttribute('value');
          if (firstValue) await select.selectOption(firstValue);
          break;
        }
      }
      await page.waitForTimeout(300);
    }
    await saveScreenshot(page, 'finder-refine-1280');
    await page.setViewportSize({ width: 720, height: 900 });
    await saveScreenshot(page, 'finder-refine-720');
    await page.setViewportSize({ width: 1280, height: 800 });
    await next.click();
    await page.getByRole('heading', { name: 'Trouver un rupteur' }).waitFor({ state: 'hidden' });
    await expectVisible(page.getByText('Rupteur Poutrelle RP ITI').first(), 'the refined result');
  },
);
