/**
 * On the development server (StrictMode's double effects, modules served one by one): the first
 * click on 'Se connecter' opens the login dialog and leaves it open, on the floor and carbon sites.
 * Run in the `dev` project only (playwright.config.ts).
 */
import assert from 'node:assert/strict';
import { expectVisible, siteUrl, SITE_HOSTS } from '../support/browser.ts';
import { test } from '../support/fixtures.ts';

/** The development server compiles each module at its first request: the first load is slow. */
const FIRST_LOAD_TIMEOUT_MS = 60_000;

for (const [site, host] of [
  ['floor', SITE_HOSTS.floor],
  ['carbon', SITE_HOSTS.carbon],
] as const) {
  test(`${site} site, development server: the first click on 'Se connecter' opens the login`, async ({
    page,
  }) => {
    // A first visit lets the server find and pre-bundle the dependencies (on a fresh machine it
    // reloads the page once it has): the journey starts from the page loaded after that.
    await page.goto(siteUrl(host, '/'), { waitUntil: 'load', timeout: FIRST_LOAD_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: FIRST_LOAD_TIMEOUT_MS });
    await page.goto(siteUrl(host, '/'), { waitUntil: 'load', timeout: FIRST_LOAD_TIMEOUT_MS });
    const open = page
      .getByRole('banner')
      .first()
      .getByRole('button', { name: 'Se connecter', exact: true });
    await open.waitFor({ state: 'visible', timeout: FIRST_LOAD_TIMEOUT_MS });
    // The app's header, not a first paint's: it has the account buttons and reacts.
    await page.waitForLoadState('networkidle', { timeout: FIRST_LOAD_TIMEOUT_MS });

    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await dialog.waitFor({ state: 'visible', timeout: FIRST_LOAD_TIMEOUT_MS });
    // The dialog's lazily loaded code has mounted and StrictMode's second mount has passed.
    await page.waitForTimeout(1500);
    await expectVisible(dialog, 'the login dialog, still open after its first opening');
    assert.equal(await dialog.getByLabel('E-mail').count(), 1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
}
