/**
 * The carbon simulator against the mock backend: a visitor's simulation from step 1 to the
 * results, then 'Dupliquer et modifier' and 'Ajouter une nouvelle simulation'; a floor simulation
 * of user 1 opened with simulation-plancher arrives prefilled.
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { logInFromHeader } from '../support/account.ts';
import { expectVisible, saveScreenshot, SITE_HOSTS, waitForAppStart } from '../support/browser.ts';
import { test } from '../support/fixtures.ts';

const SIMULATOR_PATH = '/simuler-mon-empreinte-carbone/';

async function estimate(page: Page) {
  const button = page.getByRole('button', { name: "Estimer l'impact carbone" });
  await expectVisible(button, "'Estimer l'impact carbone'");
  await button.click();
  await expectVisible(
    page
      .getByRole('navigation', { name: 'Étapes de la simulation' })
      .locator('[aria-current="step"]', {
        hasText: 'Résultats',
      }),
    'the results step',
  );
}

test('a visitor simulates a floor from step 1 to the results', async ({ openSite, page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSite(SITE_HOSTS.carbon, SIMULATOR_PATH);
  const zip = page.getByRole('textbox', { name: /Code postal du chantier/ });
  await expectVisible(zip, 'the postal code');
  await saveScreenshot(page, 'carbon-simulator-step1-1280');
  // The required message shows on Continuer; the length rule on blur.
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expectVisible(page.getByText('Champ obligatoire').first(), "'Champ obligatoire'");
  await zip.fill('690');
  await zip.blur();
  await expectVisible(
    page.getByText('Doit contenir exactement 5 caractères.'),
    "'Doit contenir exactement 5 caractères.'",
  );
  await zip.fill('69003');
  await page.getByRole('textbox', { name: /Nom du projet/ }).fill('Maison Dupont');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Votre plancher' }), 'step 2');
  assert.equal(await page.getByRole('button', { name: "Estimer l'impact carbone" }).count(), 0);
  await page.getByText('Poutrelles et entrevous béton', { exact: true }).click();
  await page.getByText('Maison individuelle – plancher d’étage', { exact: true }).click();
  // The thermal-break option chosen again is unchosen (spec 002 §4.2), by the mouse or the keyboard.
  const withBreaks = page.getByRole('radio', { name: 'Avec rupteurs thermiques' });
  await page.getByText('Avec rupteurs thermiques', { exact: true }).click();
  await waitUntil(() => withBreaks.isChecked(), 'the thermal-break option chosen');
  await page.getByText('Avec rupteurs thermiques', { exact: true }).click();
  await waitUntil(async () => !(await withBreaks.isChecked()), 'the option unchosen by a click');
  await page.getByText('Avec rupteurs thermiques', { exact: true }).click();
  await waitUntil(() => withBreaks.isChecked(), 'the option chosen again');
  await withBreaks.focus();
  const chosenAddress = page.url();
  await page.keyboard.press('Space');
  await waitUntil(async () => !(await withBreaks.isChecked()), 'the option unchosen by Space');
  // A reload keeps the simulation under way (its address holds it, written after the answer's
  // paint): step 2, the answers chosen.
  await waitUntil(
    async () => page.url().includes('config=') && page.url() !== chosenAddress,
    'the last answer in the address',
  );
  await page.reload();
  await waitForAppStart(page);
  await expectVisible(
    page.getByRole('heading', { name: 'Votre plancher' }),
    'step 2 after a reload',
  );
  await waitUntil(
    () => page.getByRole('radio', { name: 'Poutrelles et entrevous béton' }).isChecked(),
    'the system still chosen after the reload',
  );
  await page.setViewportSize({ width: 720, height: 900 });
  await expectVisible(
    page.getByRole('button', { name: "Estimer l'impact carbone" }),
    'the estimate button',
  );
  await saveScreenshot(page, 'carbon-simulator-step2-720');
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, 'carbon-simulator-step2-1280');
  await estimate(page);
  await expectVisible(page.getByText('Dupliquer et modifier').first(), "'Dupliquer et modifier'");
  await saveScreenshot(page, 'carbon-simulator-results-1280');

  // Duplicate and modify: step 2 of the same cluster, prefilled, without a back link.
  await page.getByText('Dupliquer et modifier').first().click();
  await expectVisible(page.getByRole('heading', { name: 'Votre plancher' }), 'step 2 again');
  assert.match(page.url(), /cluster=\d+&simulation-carbone=\d+/);
  assert.equal(await page.getByRole('button', { name: "Retour à l'étape précédente" }).count(), 0);
  await expectVisible(
    page
      .getByRole('radio', { name: 'Poutrelles et entrevous béton' })
      .and(page.locator(':checked')),
    'the duplicated system',
  );
  await page.getByText('Sans rupteur', { exact: true }).click();
  await estimate(page);

  // Add a new simulation to the same cluster.
  await page.getByText('Ajouter une nouvelle simulation').first().click();
  await expectVisible(page.getByRole('heading', { name: 'Votre plancher' }), 'step 2 of a new one');
  await page.getByText('Dalle pleine', { exact: true }).click();
  await page
    .getByText(/Configuration de départ/)
    .first()
    .waitFor();
  await page.getByRole('radiogroup').nth(1).getByRole('radio').first().check({ force: true });
  await estimate(page);
  await saveScreenshot(page, 'carbon-simulator-cluster-1280');
});

test('a floor simulation opened with simulation-plancher arrives prefilled', async ({
  openSite,
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // User 1's floor simulation needs user 1: log in, then go to the page without reloading the tab.
  await openSite(SITE_HOSTS.carbon, '/');
  await logInFromHeader(page, { dialogName: 'CONNEXION' });
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${SIMULATOR_PATH}?simulation-plancher=102`);
  const zip = page.getByRole('textbox', { name: /Code postal du chantier/ });
  await expectVisible(zip, 'step 1');
  assert.match(await zip.inputValue(), /^\d{5}$/);
  assert.notEqual(await page.getByRole('textbox', { name: /Nom du projet/ }).inputValue(), '');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expectVisible(
    page.getByRole('radio', { name: 'Poutrelles et entrevous PSE' }).and(page.locator(':checked')),
    'the floor system prefilled',
  );
  await saveScreenshot(page, 'carbon-simulator-prefilled-1280');
});

/** Waits up to 5 s for `holds` (the form answers the server between two clicks). */
async function waitUntil(holds: () => Promise<boolean>, what: string): Promise<void> {
  const until = Date.now() + 5_000;
  while (!(await holds())) {
    if (Date.now() > until) assert.fail(`${what}: not reached in 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
