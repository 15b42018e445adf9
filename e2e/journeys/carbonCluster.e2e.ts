/** The carbon cluster results on carbone.localhost, against the mock backend. */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { expectVisible, saveScreenshot, SITE_HOSTS } from '../support/browser.ts';
import { openFirstSavedCluster } from '../support/carbon.ts';
import { test } from '../support/fixtures.ts';

const EMAIL = 'claire.martin@maconnerie-martin.fr';
const PASSWORD = 'Rupteo2024!';

async function fillLogin(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await expectVisible(dialog, 'the login dialog');
  await dialog.getByLabel('E-mail').fill(EMAIL);
  await dialog.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

test('carbon: a saved cluster from the history, its PDF, deleting a simulation', async ({
  openSite,
}) => {
  const page = await openSite(SITE_HOSTS.carbon, '/');
  await openFirstSavedCluster(page);
  await page.waitForURL(/\/simuler-mon-empreinte-carbone\/\?history=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('history'));

  await expectVisible(
    page.getByRole('heading', { name: "Simulations d'empreinte carbone" }),
    'the cluster results',
  );
  await expectVisible(page.getByRole('article').first(), 'a simulation card');
  await expectVisible(
    page.getByRole('link', { name: /Retour à la liste des simulations/ }),
    'the back link to the history',
  );
  assert.equal(
    await page.getByRole('button', { name: 'Sauvegarder ma simulation' }).count(),
    0,
    'a saved cluster offers no save',
  );
  await saveScreenshot(page, 'carbon-cluster-1280');
  await page.setViewportSize({ width: 720, height: 900 });
  await saveScreenshot(page, 'carbon-cluster-720');
  await page.setViewportSize({ width: 1280, height: 800 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter toutes les simulations en PDF' }).click(),
  ]);
  assert.match(download.suggestedFilename(), new RegExp(`^recapitulatif-carbone-.+-${id}\\.pdf$`));

  const cards = page.getByRole('article');
  const before = await cards.count();
  const title = (await cards.first().getByRole('heading').textContent()) ?? '';
  await cards
    .first()
    .getByRole('button', { name: /^Supprimer / })
    .click();
  const confirm = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog', { name: 'Suppression' }));
  await expectVisible(
    confirm.getByText('Êtes-vous sûr de vouloir supprimer cette simulation ?'),
    'the confirmation',
  );
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  if (before > 1) {
    await page.waitForFunction(
      (count) => document.querySelectorAll('article').length === count,
      before - 1,
    );
    assert.equal((await page.getByRole('heading', { name: title }).count()) <= 1, true);
  } else {
    await expectVisible(
      page.getByText('Le cluster a été supprimé.'),
      "'Le cluster a été supprimé.'",
    );
    await page.waitForURL((url) => url.pathname === '/');
  }
});

async function estimate(page: Page) {
  const button = page.getByRole('button', { name: "Estimer l'impact carbone" });
  await expectVisible(button, "'Estimer l'impact carbone'");
  await button.click();
  await expectVisible(
    page
      .getByRole('navigation', { name: 'Étapes de la simulation' })
      .locator('[aria-current="step"]', { hasText: 'Résultats' }),
    'the results step',
  );
  await expectVisible(page.getByRole('article').first(), 'a simulation card');
}

async function waitForCards(page: Page, count: number) {
  await page.waitForFunction((n) => document.querySelectorAll('article').length === n, count, {
    timeout: 15_000,
  });
}

test("carbon: a visitor's simulation, saved with a login in between, duplicated and modified, a second one added, the cluster PDF, then every simulation deleted until the cluster is removed", async ({
  openSite,
}) => {
  const page = await openSite(SITE_HOSTS.carbon, '/simuler-mon-empreinte-carbone/');
  await page.getByLabel(/Code postal/).fill('69003');
  await page.getByLabel(/Nom du projet/).fill('Maison Dupont');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('radio', { name: 'Prédalles' }).check({ force: true });
  await page.waitForTimeout(800);
  // A usual configuration gives every field its default.
  await page
    .getByRole('radio', { name: 'Logement collectif – plancher courant' })
    .check({ force: true });
  await page.waitForTimeout(1500);
  await saveScreenshot(page, 'carbon-cluster-step2');
  await estimate(page);
  await waitForCards(page, 1);

  // 'Sauvegarder ma simulation': login, then the save and its PDF 500 ms later.
  const [saved] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }),
    (async () => {
      await page.getByRole('button', { name: 'Sauvegarder ma simulation' }).click();
      await fillLogin(page);
      await expectVisible(
        page.getByText('Vous êtes maintenant connecté'),
        "'Vous êtes maintenant connecté'",
      );
      await expectVisible(
        page.getByText('Votre solution a bien été sauvegardée.'),
        "'Votre solution a bien été sauvegardée.'",
      );
    })(),
  ]);
  assert.match(saved.suggestedFilename(), /^recapitulatif-carbone-maison-dupont-\d+\.pdf$/);
  assert.equal(await page.getByRole('button', { name: 'Sauvegarder ma simulation' }).count(), 0);
  const cluster = saved.suggestedFilename().match(/-(\d+)\.pdf$/)![1];

  // 'Dupliquer et modifier': step 2 of the same cluster, prefilled, then another thermal break.
  await page
    .getByRole('link', { name: /^Dupliquer et modifier/ })
    .first()
    .click();
  await page.waitForURL(
    (url) =>
      url.searchParams.get('cluster') === cluster && url.searchParams.has('simulation-carbone'),
  );
  await expectVisible(
    page.getByRole('radio', { name: 'Prédalles' }).and(page.locator(':checked')),
    'the duplicated system',
  );
  assert.equal(await page.getByRole('button', { name: "Retour à l'étape précédente" }).count(), 0);
  await page.getByText('Sans rupteur', { exact: true }).click();
  await page.waitForTimeout(800);
  await estimate(page);
  await waitForCards(page, 2);

  // 'Ajouter une nouvelle simulation': step 2 of the same cluster, empty.
  await page.getByRole('link', { name: 'Ajouter une nouvelle simulation' }).click();
  await page.waitForURL(
    (url) =>
      url.searchParams.get('cluster') === cluster && !url.searchParams.has('simulation-carbone'),
  );
  await expectVisible(page.getByRole('heading', { name: 'Votre plancher' }), 'step 2');
  await page.getByText('Dalle pleine', { exact: true }).click();
  await page
    .getByText(/Configuration de départ/)
    .first()
    .waitFor();
  await page.getByRole('radiogroup').nth(1).getByRole('radio').first().check({ force: true });
  await page.waitForTimeout(800);
  await estimate(page);
  await waitForCards(page, 3);
  await saveScreenshot(page, 'carbon-cluster-three-simulations-1280');

  // The cluster PDF.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter toutes les simulations en PDF' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), saved.suggestedFilename());

  // Delete every simulation: the list reloads, and the last one removes the cluster.
  const cards = page.getByRole('article');
  for (let count = await cards.count(); count > 0; count -= 1) {
    await cards
      .first()
      .getByRole('button', { name: /^Supprimer / })
      .click();
    const confirm = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog', { name: 'Suppression' }));
    await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
    if (count > 1) await waitForCards(page, count - 1);
  }
  await expectVisible(page.getByText('Le cluster a été supprimé.'), "'Le cluster a été supprimé.'");
  await page.waitForURL((url) => url.pathname === '/');
});
