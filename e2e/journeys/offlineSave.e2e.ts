/**
 * A save made without network (docs/offline.md, "The save queue"), in the build for a real backend:
 * a logged-in user names a result while the browser is offline; the banner says so and the name
 * shows 'en attente'; when the network returns, 'Connexion rétablie', the save is sent, the name
 * shows saved, and a reload finds it on the server, in the result and in the personal space's
 * history.
 *
 * Only in the `real` mode: the embedded mock answers from the page's own service worker, which the
 * browser's offline switch does not cut, so no request fails there and nothing is queued.
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { DEFAULT_USER_NAME, logInFromHeader } from '../support/account.ts';
import {
  expectVisible,
  saveScreenshot,
  SITE_HOSTS,
  siteUrl,
  waitForAppStart,
} from '../support/browser.ts';
import { test } from '../support/fixtures.ts';

const FINDER_PATH = '/evaluer-le-psi-dun-rupteur/';
const RESULT = '#/1004/Rupteur';
const NAME = 'Chantier hors ligne';
const OFFLINE_TEXT =
  'Vous êtes hors ligne : vos enregistrements seront envoyés au retour du réseau.';

async function ownerBarName(page: Page) {
  const bar = page.getByRole('region', { name: 'Simulation sauvegardée' });
  await expectVisible(bar.getByText(NAME), 'the saved name in the owner bar');
  return bar;
}

test('a name saved offline waits, then is sent when the network returns and kept on the server', async ({
  openSite,
  page,
  context,
  mode,
  allowConsoleError,
}) => {
  test.skip(
    mode !== 'real',
    "the embedded mock answers from the page's service worker, which setOffline does not cut",
  );
  // The browser reports each request cut off by the offline switch.
  allowConsoleError(/ERR_INTERNET_DISCONNECTED/);
  await openSite(SITE_HOSTS.general, `${FINDER_PATH}${RESULT}`);
  await logInFromHeader(page, { dialogName: 'CONNEXION' });
  await expectVisible(page.getByTestId('product-name'), 'the product name');

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: OFFLINE_TEXT });
  await expectVisible(banner, 'the offline banner');
  await page.getByRole('button', { name: 'Sauvegarder ce résultat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sauvegarder ce résultat' });
  await expectVisible(dialog, 'the save dialog');
  await dialog.getByLabel(/Nom de la simulation/).fill(NAME);
  await dialog.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  const pending = page.getByRole('region', { name: 'Sauvegarde en attente' });
  await expectVisible(pending.getByText(NAME), 'the name waiting');
  await expectVisible(pending.getByText('en attente', { exact: true }), "'en attente'");
  await dialog.waitFor({ state: 'hidden' });
  await saveScreenshot(page, 'offline-save-pending');

  await context.setOffline(false);
  await expectVisible(
    page.getByText('Connexion rétablie', { exact: true }),
    "'Connexion rétablie'",
  );
  await expectVisible(
    page.getByText('Votre simulation a été sauvegardée dans votre espace personnel'),
    'the save toast',
  );
  const bar = await ownerBarName(page);
  assert.equal(await bar.getByTestId('pending-save').count(), 0, "no 'en attente' once sent");
  assert.equal(await pending.count(), 0, 'the waiting name is gone');

  // A reload reads the history from the server again.
  await page.reload();
  await waitForAppStart(page);
  await page.getByRole('banner').first().waitFor();
  const loggedOut = await page
    .getByRole('banner')
    .first()
    .getByRole('button', { name: 'Se connecter', exact: true })
    .isVisible();
  if (loggedOut) await logInFromHeader(page, { dialogName: 'CONNEXION' });
  await ownerBarName(page);
  // The header shows the user (it fades in once the session is read again) before the screen is
  // looked at.
  await expectVisible(
    page.getByRole('banner').first().getByText(DEFAULT_USER_NAME, { exact: true }),
    'the user in the header',
  );
  assert.equal(await page.getByTestId('pending-save').count(), 0, "nothing 'en attente'");
  await saveScreenshot(page, 'offline-save-sent');

  // The history of the personal space lists it, read from the server.
  await page.goto(siteUrl(SITE_HOSTS.general, '/espace-personnel#/historique'));
  const history = page.getByRole('list', { name: 'Mes simulations' });
  await expectVisible(
    history.getByRole('heading', { name: NAME, exact: true }),
    'the saved name in the history',
  );
  // As after the reload: the list can come before the session is read, and the user's name,
  // fading in then, would be looked at half drawn.
  await expectVisible(
    page.getByRole('banner').first().getByText(DEFAULT_USER_NAME, { exact: true }),
    'the user in the header',
  );
  await saveScreenshot(page, 'offline-save-in-history');
});
