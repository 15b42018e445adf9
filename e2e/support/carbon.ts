/** The carbon site's steps shared by the journeys: a cluster saved in the seeded user's history, a new simulation. */
import type { Page } from '@playwright/test';
import { logInFromHeader, openPersonalSpace } from './account.ts';
import { expectVisible, SITE_HOSTS, siteUrl } from './browser.ts';

/**
 * Logs in from the header (the carbon site's page already open), opens the personal space's
 * 'Mes configurations' and the first saved cluster's 'Ouvrir'.
 */
export async function openFirstSavedCluster(page: Page): Promise<void> {
  await logInFromHeader(page, { dialogName: 'Connexion' });
  await openPersonalSpace(page);
  await page
    .getByRole('link', { name: 'Mes configurations' })
    .or(page.getByRole('button', { name: 'Mes configurations' }))
    .first()
    .click();
  const open = page.getByRole('link', { name: /^Ouvrir / }).first();
  await expectVisible(open, "the history's first 'Ouvrir' link");
  await open.click();
}

/**
 * Opens the carbon simulator and answers its two steps (a project in Lyon, 'Prédalles', a
 * collective housing floor), up to 'Estimer l'impact carbone', not clicked.
 */
export async function fillCarbonSimulation(page: Page, projectName: string): Promise<void> {
  await page.goto(siteUrl(SITE_HOSTS.carbon, '/simuler-mon-empreinte-carbone/'));
  await page.getByLabel(/Code postal/).fill('69003');
  await page.getByLabel(/Nom du projet/).fill(projectName);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('radio', { name: 'Prédalles' }).check({ force: true });
  const usage = page.getByRole('radio', { name: 'Logement collectif – plancher courant' });
  await expectVisible(usage, 'the usage');
  await usage.check({ force: true });
  await expectVisible(
    page.getByRole('button', { name: "Estimer l'impact carbone" }),
    "'Estimer l'impact carbone'",
  );
}
