/** The carbon site's journeys that start from a cluster saved in the seeded user's history. */
import type { Page } from '@playwright/test';
import { logInFromHeader, openPersonalSpace } from './account.ts';
import { expectVisible } from './browser.ts';

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
