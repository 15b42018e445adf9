/**
 * The floor configurator's results on plancher.localhost against the in-page mock backend: an
 * anonymous user reaches the solutions, compares three, opens a detail, downloads the zip of the
 * documents and the PDF recap (login in between, the download continues by itself), contacts the
 * design office and sends the solution by e-mail (checked in the mock's outbox).
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import {
  expectImagesLoaded,
  expectLinksServeFiles,
  expectVisible,
  readOutbox,
  saveScreenshot,
  SITE_HOSTS,
} from '../support/browser.ts';
import { test } from '../support/fixtures.ts';
import { floorStep2Path } from '../support/floor.ts';

const EMAIL = 'claire.martin@maconnerie-martin.fr';
const PASSWORD = 'Rupteo2024!';

/** Fills and sends the login dialog, which is already open. */
async function logIn(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'CONNEXION' });
  await expectVisible(dialog, 'the login dialog');
  await dialog.getByLabel('E-mail').fill(EMAIL);
  await dialog.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const outbox = readOutbox;

test('an anonymous user gets the solutions, compares them, downloads, logs in for the recap, contacts the design office and shares', async ({
  openSite,
  page,
}) => {
  await openSite(SITE_HOSTS.floor, floorStep2Path());
  const find = page.getByRole('button', { name: 'Trouver les solutions adaptées' });
  await expectVisible(find, "'Trouver les solutions adaptées'");
  await find.click();

  // Results: title, count, cards sorted by thickness ascending.
  await expectVisible(
    page.getByRole('heading', { name: 'Solutions recommandées pour vous' }),
    'the results title',
  );
  const cards = page.getByTestId('solution-card');
  const count = await cards.count();
  assert.ok(count >= 4, `several solutions (${count})`);
  await expectVisible(page.getByText(`${count} solutions`, { exact: true }), 'the count');
  const thicknesses = async () =>
    (await cards.getByText(/^Épaisseur : /).allTextContents()).map((text) =>
      Number.parseFloat(text.replace('Épaisseur : ', '').replace(',', '.')),
    );
  const ascending = await thicknesses();
  assert.deepEqual(
    ascending,
    [...ascending].sort((a, b) => a - b),
    'ascending by default',
  );
  await expectImagesLoaded(page, 'the result cards');
  await saveScreenshot(page, 'floor-results-1280');
  await page.getByLabel('Trier par épaisseur').selectOption('desc');
  const descending = await thicknesses();
  assert.deepEqual(descending, [...ascending].reverse(), 'descending once chosen');
  await page.getByLabel('Trier par épaisseur').selectOption('asc');

  // Comparison: three at most, a clear message for a fourth.
  const boxes = page.getByRole('checkbox', { name: /^Comparer/ });
  // From the keyboard: the sticky comparison bar may cover a card lower on the screen.
  for (let index = 0; index < 4; index += 1) {
    await boxes.nth(index).focus();
    await page.keyboard.press('Space');
  }
  await expectVisible(
    page.getByText(
      'Vous pouvez comparer 3 solutions au maximum. Retirez-en une pour en ajouter une autre.',
    ),
    'the comparison limit message',
  );
  await page.getByRole('button', { name: 'Comparer (3)' }).click();
  const comparison = page.getByRole('dialog', { name: 'Comparer les solutions' });
  await expectVisible(comparison, 'the comparison dialog');
  await expectVisible(comparison.getByRole('rowheader', { name: 'Poids propre' }), 'the weights');
  await saveScreenshot(page, 'floor-compare-1280');
  await page.setViewportSize({ width: 720, height: 900 });
  await saveScreenshot(page, 'floor-compare-720');
  await page.keyboard.press('Escape');
  await comparison.waitFor({ state: 'hidden' });
  await saveScreenshot(page, 'floor-results-720');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Detail of the first solution.
  await cards
    .first()
    .getByRole('button', { name: /^Voir le détail/ })
    .click();
  await expectVisible(
    page.getByRole('heading', { name: 'Caractéristiques techniques' }),
    'the technical data',
  );
  await expectVisible(page.getByRole('button', { name: 'Page précédente' }), "'Page précédente'");
  await expectImagesLoaded(page, 'the solution detail');
  await saveScreenshot(page, 'floor-detail-1280');
  await page.setViewportSize({ width: 720, height: 900 });
  await saveScreenshot(page, 'floor-detail-720');
  await page.setViewportSize({ width: 1280, height: 800 });

  // 'Tout télécharger': the zip under its content-disposition name, no login needed.
  await page.getByRole('button', { name: 'Voir les documents techniques' }).click();
  await expectLinksServeFiles(
    page,
    page.locator('a[href*="/media/plancher/documents/"]'),
    'the technical documents',
  );
  const zipPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: /Tout télécharger/ }).click();
  const zip = await zipPromise;
  assert.match(zip.suggestedFilename(), /^documents-[a-z0-9-]+\.zip$/);

  // PDF recap: the login dialog, then the download continues by itself.
  const recapPromise = page.waitForEvent('download', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
  await logIn(page);
  await expectVisible(page.getByText('Vous êtes maintenant connecté'), 'the login toast');
  const recap = await recapPromise;
  assert.match(recap.suggestedFilename(), /^recapitulatif-[a-z0-9-]+-simulation-\d+\.pdf$/);

  // Contact the design office: prefilled from the profile, then the thank-you view.
  await page.getByRole('button', { name: "Contacter le bureau d'études" }).click();
  const contact = page.getByRole('dialog', { name: "Contacter le bureau d'études" });
  await expectVisible(contact, 'the contact dialog');
  assert.equal(await contact.getByLabel(/^Nom/).inputValue(), 'Martin');
  await contact.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expectVisible(contact.getByText('Champ obligatoire').first(), "'Champ obligatoire'");
  await contact.getByLabel(/Téléphone/).fill('02 40 12 34 56');
  await contact.getByLabel(/Message/).fill('Pouvez-vous confirmer la hauteur des entrevous ?');
  await saveScreenshot(page, 'floor-contact-1280');
  await contact.getByRole('button', { name: 'Envoyer', exact: true }).click();
  const thanks = page.getByRole('dialog', { name: 'Merci pour votre demande' });
  await expectVisible(thanks, 'the thank-you view');
  await expectVisible(page.getByText(/^Votre demande a bien été envoyée\./), 'the contact toast');
  await thanks.getByRole('button', { name: 'Retour aux résultats' }).click();
  await thanks.waitFor({ state: 'hidden' });

  // Send by e-mail (logged in: the dialog opens, prefilled with the sender).
  await page.getByRole('button', { name: 'Envoyer par e-mail' }).first().click();
  const share = page.getByRole('dialog', { name: 'Envoyer par e-mail' });
  await expectVisible(share, 'the share dialog');
  assert.equal(await share.getByLabel(/Votre e-mail/).inputValue(), EMAIL);
  await share.getByLabel(/E-mail 1/).fill('julien.bernard@bet-structure.fr');
  await share.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expectVisible(page.getByText('La solution a été envoyée par e-mail.'), 'the share toast');
  await share.waitFor({ state: 'hidden' });
  const mails = await outbox(page);
  assert.ok(
    mails.some(
      (mail) =>
        mail.to === 'julien.bernard@bet-structure.fr' &&
        mail.subject === 'Claire Martin vous a partagé une solution de plancher',
    ),
    `the shared solution is in the outbox (${JSON.stringify(mails.slice(0, 3))})`,
  );
});
