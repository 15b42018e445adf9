/** The thermal-break finder against the mock backend: questionnaire to a result, then refine it. */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { openPersonalSpace } from '../support/account.ts';
import { expectVisible, saveScreenshot, SITE_HOSTS } from '../support/browser.ts';
import { test } from '../support/fixtures.ts';
import { answerToResult } from '../support/finder.ts';

const FINDER_PATH = '/evaluer-le-psi-dun-rupteur/';

/** The refine screen's 'Suivant'. */
function refineNext(page: Page) {
  return page.getByRole('button', { name: 'Suivant', exact: true });
}

/** Fills the refine selects (first choice each) until 'Suivant' is enabled. */
async function fillRefineFilters(page: Page): Promise<void> {
  const next = refineNext(page);
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
}

/** Sends the refine screen's filters: 'Suivant', then the screen closes. */
async function sendRefine(page: Page): Promise<void> {
  await refineNext(page).click();
  await page.getByRole('heading', { name: 'Trouver un rupteur' }).waitFor({ state: 'hidden' });
}

/** Fills the refine selects (first choice each) until 'Suivant' is enabled, then sends them. */
async function refineToResult(page: Page): Promise<void> {
  await refineNext(page).waitFor({ state: 'visible' });
  await fillRefineFilters(page);
  await sendRefine(page);
}

test('anonymous: the questionnaire leads to a result, which is refined', async ({
  openSite,
  page,
}) => {
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
  assert.equal(
    await refineNext(page).isDisabled(),
    true,
    "'Suivant' is disabled until every filter has a value",
  );
  await fillRefineFilters(page);
  await saveScreenshot(page, 'finder-refine-1280');
  await page.setViewportSize({ width: 720, height: 900 });
  await saveScreenshot(page, 'finder-refine-720');
  await page.setViewportSize({ width: 1280, height: 800 });
  await sendRefine(page);
  await expectVisible(page.getByText('Rupteur Poutrelle RP ITI').first(), 'the refined result');
});

test('anonymous: questionnaire → refine → save (login in between) → personal space → reopen', async ({
  openSite,
  page,
}) => {
  const name = 'Chantier Confluence – lot 3';
  await openSite(SITE_HOSTS.general, FINDER_PATH);
  await answerToResult(page);
  const resultHash = new URL(page.url()).hash;
  const historyId = /^#\/(\d+)\//.exec(resultHash)?.[1];
  assert.ok(historyId, 'the result route carries the history id');

  await page
    .getByRole('button', { name: /Évaluer les valeurs de PSI/ })
    .first()
    .click();
  await refineToResult(page);
  const psi = page.getByText(/^ψ = \d\.\d\d W\/m\.K$/).first();
  await expectVisible(psi, 'the refined PSI value');
  const refinedPsi = await psi.textContent();

  // Save as a visitor: the login dialog first, then the save dialog opens by itself.
  await page.getByRole('button', { name: 'Sauvegarder ce résultat' }).click();
  const login = page.getByRole('dialog', { name: 'CONNEXION' });
  await expectVisible(login, 'the login dialog');
  await login.getByLabel('E-mail').fill('julien.bernard@bet-structure.fr');
  await login.getByLabel(/^Mot de passe/).fill('Rupteo2024!');
  await login.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await login.waitFor({ state: 'hidden' });
  const save = page.getByRole('dialog', { name: 'Sauvegarder ce résultat' });
  await expectVisible(save, 'the save dialog, opened after the login');
  await save.getByLabel(/Nom de la simulation/).fill(name);
  await save.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  await expectVisible(
    page.getByText('Votre simulation a été sauvegardée dans votre espace personnel'),
    'the save toast',
  );
  await expectVisible(
    page.getByRole('region', { name: 'Simulation sauvegardée' }).getByText(name),
    'the owner bar with the saved name',
  );

  // The personal space, through the header's account menu (the session lives in the tab).
  await openPersonalSpace(page, 'Julien Bernard');
  await page.getByRole('link', { name: 'Voir mon historique', exact: true }).click();
  const entry = page.getByRole('link', { name: `Ouvrir ${name}` });
  await expectVisible(entry, 'the saved result in the history');
  await saveScreenshot(page, 'finder-chain-history');
  await entry.click();

  await page.waitForURL(new RegExp(`${FINDER_PATH}#/${historyId}/[^/]+\\?history=1$`));
  await expectVisible(
    page.getByRole('region', { name: 'Simulation sauvegardée' }).getByText(name),
    'the reopened result with its name',
  );
  await expectVisible(page.getByText(refinedPsi ?? '').first(), 'the refined PSI, kept');
  const back = page.getByRole('link', { name: '← Retour à mon historique' });
  assert.equal(await back.getAttribute('href'), '/espace-personnel#/historique');
  await saveScreenshot(page, 'finder-chain-reopened');
});

test('answers given survive a reload of the tab, not into a new tab; the result and Back start again', async ({
  openSite,
  page,
}) => {
  await openSite(SITE_HOSTS.general, FINDER_PATH);
  const question = page.locator('#finder-question');
  await expectVisible(
    page.getByRole('heading', { name: 'Quel est le type de bâtiment ?' }),
    'the first question',
  );
  const answers = page.locator('section[aria-labelledby="finder-question"] button');
  await answers.nth(1).click();
  await page.waitForFunction(
    () =>
      document.querySelector('#finder-question')?.textContent !== 'Quel est le type de bâtiment ?',
  );
  const second = (await question.textContent()) ?? '';
  await answers.first().click();
  await page.waitForFunction(
    (previous) => document.querySelector('#finder-question')?.textContent !== previous,
    second,
  );
  const third = (await question.textContent()) ?? '';
  const given = page.getByRole('region', { name: 'Vos réponses' });
  const givenTexts = await given.getByRole('listitem').allTextContents();
  assert.equal(givenTexts.length, 2);

  // The leave warning stays (spec 001 §2.1); the user reloads anyway.
  const warning = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.reload();
  assert.equal(await warning, 'beforeunload');
  await expectVisible(
    page.getByRole('heading', { name: third }),
    'the third question after the reload',
  );
  assert.deepEqual(await given.getByRole('listitem').allTextContents(), givenTexts);
  await saveScreenshot(page, 'finder-reloaded-1280');

  // A second tab of the same page starts at the first question.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expectVisible(
    other.getByRole('heading', { name: 'Quel est le type de bâtiment ?' }),
    'the first question in a new tab',
  );
  assert.equal(await other.getByRole('region', { name: 'Vos réponses' }).count(), 0);
  await other.close();

  // To the result, then Back: the questionnaire starts again.
  await answerToResult(page);
  await page.goBack();
  await expectVisible(
    page.getByRole('heading', { name: 'Quel est le type de bâtiment ?' }),
    'the first question after Back from the result',
  );
  assert.equal(await given.count(), 0);
});
