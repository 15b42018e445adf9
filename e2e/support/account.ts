/**
 * Account steps shared by the journeys: logging in from the header and opening the personal space
 * from the account menu, each with the retries a loaded machine needs.
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { expectVisible } from './browser.ts';

/** The seeded user the journeys log in with by default (see the README's accounts). */
const DEFAULT_EMAIL = 'claire.martin@maconnerie-martin.fr';
const DEFAULT_PASSWORD = 'Rupteo2024!';
export const DEFAULT_USER_NAME = 'Claire Martin';

/** How many times a click that should open something is tried before the journey fails. */
const ATTEMPTS = 3;

export interface LogInOptions {
  /**
   * Accessible name of the login dialog: 'Connexion' on the floor and carbon sites, 'CONNEXION' on
   * the general one.
   */
  dialogName: string;
  email?: string;
  password?: string;
  /** The name the header shows once logged in. */
  userName?: string;
}

/**
 * Logs in from the header's 'Se connecter': opens the login dialog (its code loads on the first
 * click, so a click before the page is ready is repeated, up to 3 times), fills and sends it, then
 * waits until the dialog is closed and the header shows the user's name.
 */
export async function logInFromHeader(
  page: Page,
  {
    dialogName,
    email = DEFAULT_EMAIL,
    password = DEFAULT_PASSWORD,
    userName = DEFAULT_USER_NAME,
  }: LogInOptions,
): Promise<void> {
  const header = page.getByRole('banner').first();
  const dialog = page.getByRole('dialog', { name: dialogName });
  for (let attempt = 0; attempt < ATTEMPTS && !(await dialog.isVisible()); attempt += 1) {
    await header.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await dialog.waitFor({ state: 'visible', timeout: 4000 }).catch(() => undefined);
  }
  await expectVisible(dialog, 'the login dialog');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel(/^Mot de passe/).fill(password);
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expectVisible(header.getByText(userName, { exact: true }), `'${userName}' in the header`);
}

/**
 * Opens the personal space through the header's account menu (the button named by the logged-in
 * user, then 'Mon espace personnel') and waits for its page. A selection lost while the menu opens
 * under load leaves the menu open and the page unchanged: the menu is closed and the steps retried.
 */
export async function openPersonalSpace(page: Page, userName = DEFAULT_USER_NAME): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page
      .getByRole('banner')
      .first()
      .getByRole('button', { name: new RegExp(escapeRegExp(userName)) })
      .click();
    await page.getByRole('menuitem', { name: 'Mon espace personnel', exact: true }).click();
    const reached = await page
      .waitForFunction(() => window.location.pathname.startsWith('/espace-personnel'), null, {
        timeout: 5000,
      })
      .then(() => true)
      .catch(() => false);
    if (reached) return;
    assert.ok(
      attempt < ATTEMPTS,
      `The account menu did not lead to the personal space after ${ATTEMPTS} attempts ` +
        `(still on ${page.url()}).`,
    );
    await page.keyboard.press('Escape');
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
