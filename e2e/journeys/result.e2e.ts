/**
 * The result page of the thermal-break finder against the mock backend: a seed history opened by
 * id, a visitor's own result saved (login in between, the save continues), PDF, send by e-mail, and
 * a hostile saved name that never runs.
 */
import assert from 'node:assert/strict';
import type { Dialog, Page } from '@playwright/test';
import { logInFromHeader, openPersonalSpace } from '../support/account.ts';
import { currentApiUrl, expectVisible, saveScreenshot, SITE_HOSTS } from '../support/browser.ts';
import { test } from '../support/fixtures.ts';
import { answerToResult } from '../support/finder.ts';

const FINDER_PATH = '/evaluer-le-psi-dun-rupteur/';
const EMAIL = 'claire.martin@maconnerie-martin.fr';
const PASSWORD = 'Rupteo2024!';
const HOSTILE_NAME = '<img src=x onerror=alert(1)>';

/** Fills and sends the login dialog, which is already open. */
async function logIn(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'CONNEXION' });
  await expectVisible(dialog, 'the login dialog');
  await dialog.getByLabel('E-mail').fill(EMAIL);
  await dialog.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Saves the shown result under `name` from the open save dialog. */
async function saveAs(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Sauvegarder ce résultat' });
  await expectVisible(dialog, 'the save dialog');
  await dialog.getByLabel(/Nom de la simulation/).fill(name);
  await dialog.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  await expectVisible(
    page.getByText('Votre simulation a été sauvegardée dans votre espace personnel'),
    'the save toast',
  );
  await dialog.waitFor({ state: 'hidden' });
}

test("a seed history of user 1 opened by id shows its product, PSI and the owner's bar", async ({
  openSite,
  page,
}) => {
  // The session lives in the tab: open the page, then log in (a reload would log out).
  await openSite(SITE_HOSTS.general, `${FINDER_PATH}#/1001/Maison?history=1`);
  await logInFromHeader(page, { dialogName: 'CONNEXION' });
  const bar = page.getByRole('region', { name: 'Simulation sauvegardée' });
  await expectVisible(bar, 'the owner bar');
  // '<b>Maison</b> Dupont' is shown as HTML: the bold part is an element, not text.
  assert.equal(await bar.locator('[data-testid="history-name"] b').textContent(), 'Maison');
  await expectVisible(page.getByRole('heading', { name: 'Résultat', exact: true }), "'Résultat'");
  await expectVisible(page.getByText(/^ψ = \d\.\d\d W\/m\.K$/), 'the PSI with 2 decimals');
  const back = page.getByRole('link', { name: '← Retour à mon historique' });
  assert.equal(await back.getAttribute('href'), '/espace-personnel#/historique');
  await page.getByRole('button', { name: 'Plus de détails' }).click();
  await expectVisible(
    page.getByRole('dialog', { name: 'Détail des valeurs de PSI' }),
    'the PSI popin',
  );
  await saveScreenshot(page, 'result-details-1280');
  await page.keyboard.press('Escape');
  await saveScreenshot(page, 'result-owner-1280');
  await page.setViewportSize({ width: 720, height: 900 });
  await saveScreenshot(page, 'result-owner-720');
});

test('a visitor saves (login in between, the save continues), downloads the PDF and sends it', async ({
  openSite,
  page,
}) => {
  // The visitor's own result: a history made on this device, which the login ties to the account.
  await openSite(SITE_HOSTS.general, FINDER_PATH);
  await answerToResult(page);
  const id = /#\/(\d+)\//.exec(page.url())![1]!;
  await expectVisible(page.getByTestId('product-name'), 'the product name');
  assert.equal(
    await page.getByRole('region', { name: 'Simulation sauvegardée' }).count(),
    0,
    'no owner bar for a visitor',
  );
  await saveScreenshot(page, 'result-visitor-1280');

  await page.getByRole('button', { name: 'Sauvegarder ce résultat' }).click();
  await logIn(page);
  await saveAs(page, 'Résidence Bellecour');
  const bar = page.getByRole('region', { name: 'Simulation sauvegardée' });
  await expectVisible(bar.getByText('Résidence Bellecour'), 'the saved name in the owner bar');

  // PDF: the window opens on the click, then goes to the report on the API's origin (the page's
  // with the embedded mock), which answers a PDF.
  const reports: string[] = [];
  page.context().on('request', (request) => {
    if (request.url().includes('/api/history/rapport/')) reports.push(request.url());
  });
  await page.getByRole('button', { name: 'Télécharger le pdf' }).click();
  const pdfDialog = page.getByRole('dialog', { name: 'Télécharger le pdf' });
  await expectVisible(pdfDialog, 'the PDF dialog');
  const popupPromise = page.waitForEvent('popup');
  await pdfDialog.getByRole('button', { name: 'Télécharger', exact: true }).click();
  const popup = await popupPromise;
  const origin = new URL(page.url()).origin;
  await page.waitForTimeout(1000);
  const reached = [...reports, popup.url()].find((url) =>
    new RegExp(`/api/history/rapport/${id}/[0-9a-f]{32}\\.pdf$`).test(url),
  );
  assert.ok(
    reached,
    `the popup goes to the report (seen: ${[...reports, popup.url()].join(', ')})`,
  );
  assert.ok(
    reached.startsWith(currentApiUrl() ?? origin),
    `the report is on the API's origin: ${reached}`,
  );
  const type = await page.evaluate(
    async (url) => (await fetch(url)).headers.get('content-type'),
    reached,
  );
  assert.match(type ?? '', /^application\/pdf/, `the report answers ${type}`);
  await popup.close().catch(() => undefined);

  // Send by e-mail (logged in now: the dialog opens directly).
  await page.getByRole('button', { name: 'Envoyer par email' }).click();
  const sendDialog = page.getByRole('dialog', { name: 'Envoyer par email' });
  await expectVisible(sendDialog, 'the send dialog');
  await sendDialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expectVisible(sendDialog.getByText('Champ obligatoire'), "'Champ obligatoire'");
  await sendDialog.getByLabel(/E-mail 1/).fill('collegue@exemple.fr');
  await sendDialog.getByLabel(/E-mail 2/).fill('pas-une-adresse');
  await sendDialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expectVisible(sendDialog.getByText('E-mail invalide'), "'E-mail invalide'");
  await sendDialog.getByLabel(/E-mail 2/).fill('');
  await sendDialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expectVisible(page.getByText('Le rapport a bien été envoyé'), 'the sent toast');
  await sendDialog.waitFor({ state: 'hidden' });
});

test(`a history named ${HOSTILE_NAME} shows as text, no dialog raised`, async ({
  openSite,
  page,
  allowConsoleError,
}) => {
  // The sanitiser (DOMPurify) parses the name in an inert document, which keeps the page's
  // Content-Security-Policy: Chromium reports the name's onerror handler as refused there, the
  // policy blocking the very script the sanitiser then removes. Only that report is expected.
  allowConsoleError(/^Executing inline event handler violates .*\/purify\.es-[\w-]+\.js:\d+\)$/s);
  allowConsoleError(/^CSP violation: script-src-attr inline at \S+\/purify\.es-[\w-]+\.js:\d+$/);
  const dialogs: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openSite(SITE_HOSTS.general, `${FINDER_PATH}#/1004/Rupteur`);
  await logInFromHeader(page, { dialogName: 'CONNEXION' });
  await expectVisible(page.getByTestId('product-name'), 'the product name');
  await page.getByRole('button', { name: 'Sauvegarder ce résultat' }).click();
  await saveAs(page, HOSTILE_NAME);
  const name = page
    .getByRole('region', { name: 'Simulation sauvegardée' })
    .getByTestId('history-name');
  await expectVisible(name, 'the saved name');
  assert.equal(await name.textContent(), HOSTILE_NAME, 'the name shows as text');
  assert.equal(await name.locator('img').count(), 0, 'no image element from the name');

  // Reopened by id (a new load of the history), then in the personal space's history.
  await page.evaluate(() => {
    window.location.hash = '#/';
  });
  await name.waitFor({ state: 'detached' });
  await page.evaluate(() => {
    window.location.hash = '#/1004/Rupteur';
  });
  await expectVisible(name, 'the saved name once reopened');
  assert.equal(await name.textContent(), HOSTILE_NAME);
  // Through the header's account menu.
  await openPersonalSpace(page);
  await page.evaluate(() => {
    window.location.hash = '#/historique';
  });
  await page.waitForTimeout(1500);
  await saveScreenshot(page, 'result-hostile-name-history');
  assert.deepEqual(dialogs, [], 'no dialog was raised');
});
