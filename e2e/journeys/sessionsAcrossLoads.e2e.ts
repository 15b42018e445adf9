/**
 * Sessions as people use the sites: across reloads, second tabs and browser restarts (spec 000 §4,
 * storage keys user, device, remember; docs/deviations.md). Without "remember me" a login lasts for the
 * browser session; with it, it survives closing the browser. The general site has no remember box: its
 * user stays logged in for the browser session. A logout in one tab logs the others out.
 *
 * Restarts use Chromium with a user-data directory of its own, closed and launched again.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { logInFromHeader, openPersonalSpace } from '../support/account.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, LAUNCH_TIMEOUT_MS } from '../support/chromium.ts';
import {
  expectVisible,
  resetSharedMock,
  siteUrl,
  SITE_HOSTS,
  waitForAppStart,
} from '../support/browser.ts';
import { test } from '../support/fixtures.ts';

const USER_NAME = 'Claire Martin';

async function openApp(page: Page, host: string, path = '/'): Promise<void> {
  await page.goto(siteUrl(host, path), { waitUntil: 'load' });
  await waitForAppStart(page);
  // The app's header (not the first paint's) shows the account buttons or the user.
  await page
    .getByRole('banner')
    .first()
    .getByRole('button', { name: new RegExp(`Se connecter|${USER_NAME}`) })
    .first()
    .waitFor({ state: 'visible' });
}

/** Waits until the start-up's calls are answered, so that a refusal would have logged the user out. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

async function expectLoggedIn(page: Page, where: string): Promise<void> {
  await settle(page);
  await expectVisible(
    page.getByRole('banner').first().getByText(USER_NAME, { exact: true }),
    `'${USER_NAME}' in the header ${where}`,
  );
}

async function expectLoggedOut(page: Page, where: string): Promise<void> {
  await settle(page);
  await expectVisible(
    page.getByRole('banner').first().getByRole('button', { name: 'Se connecter', exact: true }),
    `'Se connecter' in the header ${where}`,
  );
  assert.equal(
    await page.getByRole('banner').first().getByText(USER_NAME, { exact: true }).count(),
    0,
    `'${USER_NAME}' is still shown ${where}`,
  );
}

test('general site: a reload and a second tab keep the logged-in user', async ({
  page,
  openSite,
}) => {
  await openSite(SITE_HOSTS.general, '/');
  await logInFromHeader(page, { dialogName: 'CONNEXION' });

  const verified = page.waitForResponse((response) =>
    response.url().endsWith('/api/device/verify'),
  );
  await page.reload({ waitUntil: 'load' });
  await waitForAppStart(page);
  assert.equal((await verified).status(), 200, 'the stored device was refused');
  await expectLoggedIn(page, 'after a reload');

  const second = await page.context().newPage();
  await openApp(second, SITE_HOSTS.general, '/bibliotheque');
  await expectLoggedIn(second, 'of a second tab');
  await openPersonalSpace(second);
  await expectVisible(
    second.getByRole('heading', { name: 'Mon espace personnel' }),
    'the personal space in the second tab',
  );
});

/** The header's height in the page now. */
function headerHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) throw new Error('no header');
    return Math.round(header.getBoundingClientRect().height);
  });
}

/** The header's height once the app shows the account widget (its buttons, or the user). */
async function appHeaderHeight(page: Page, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 800 });
  await openApp(page, SITE_HOSTS.general, '/');
  return headerHeight(page);
}

test("the header keeps its height from the first paint to the app's, for a visitor and a logged-in user, on a phone and a desktop", async ({
  page,
  openSite,
  browser,
}) => {
  await openSite(SITE_HOSTS.general, '/');
  await logInFromHeader(page, { dialogName: 'CONNEXION' });
  // The first paint alone: the page's inline script draws it, the app's code never comes (a new
  // context: no service worker serves it from a cache).
  const frame = await browser.newContext({ locale: 'fr-FR' });
  await frame.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const visitor = await browser.newContext({ locale: 'fr-FR' });
  try {
    const framePage = await frame.newPage();
    const visitorPage = await visitor.newPage();
    for (const width of [390, 1280]) {
      await framePage.setViewportSize({ width, height: 800 });
      await framePage.goto(siteUrl(SITE_HOSTS.general, '/'), { waitUntil: 'load' });
      await framePage.locator('header').waitFor();
      const first = await headerHeight(framePage);
      assert.equal(
        await appHeaderHeight(visitorPage, width),
        first,
        `at ${width} px, a visitor's header is as high as the first paint's (${first} px)`,
      );
      assert.equal(
        await appHeaderHeight(page, width),
        first,
        `at ${width} px, a logged-in user's header is as high as the first paint's (${first} px)`,
      );
    }
  } finally {
    await frame.close();
    await visitor.close();
  }
});

/** Temporary user-data directories, removed at the end. */
const profiles: string[] = [];
test.afterAll(() => {
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
});

/** Chromium with a profile kept on disk: closing it ends the browser session. */
function launchProfile(dir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 800 },
    timeout: LAUNCH_TIMEOUT_MS,
  });
}

async function firstPage(context: BrowserContext): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(10_000);
  return page;
}

/** Logs in from the header of the floor or carbon site, with "Se souvenir de moi" as asked. */
async function logIn(page: Page, remember: boolean): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await page
    .getByRole('banner')
    .first()
    .getByRole('button', { name: 'Se connecter', exact: true })
    .click();
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByLabel('E-mail').fill('claire.martin@maconnerie-martin.fr');
  await dialog.getByLabel(/^Mot de passe/).fill('Rupteo2024!');
  const box = dialog.getByRole('checkbox', { name: 'Se souvenir de moi' });
  if (remember) await dialog.getByText('Se souvenir de moi').click();
  assert.equal(await box.isChecked(), remember);
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expectLoggedIn(page, 'after the login');
}

for (const [site, host] of [
  ['floor', SITE_HOSTS.floor],
  ['carbon', SITE_HOSTS.carbon],
] as const) {
  for (const remember of [false, true]) {
    test(`${site} site, "Se souvenir de moi" ${remember ? 'ticked' : 'unticked'}: reload, new tab, browser restart`, async () => {
      await resetSharedMock();
      const dir = mkdtempSync(join(tmpdir(), `rupteo-profile-${site}-`));
      profiles.push(dir);

      let context = await launchProfile(dir);
      try {
        const page = await firstPage(context);
        await openApp(page, host);
        await logIn(page, remember);

        await page.reload({ waitUntil: 'load' });
        await waitForAppStart(page);
        await expectLoggedIn(page, 'after a reload');
        const tab = await context.newPage();
        await openApp(tab, host);
        await expectLoggedIn(tab, 'of a new tab');
      } finally {
        await context.close();
      }

      context = await launchProfile(dir);
      try {
        const page = await firstPage(context);
        await openApp(page, host);
        if (remember) await expectLoggedIn(page, 'after the browser was closed and opened again');
        else await expectLoggedOut(page, 'after the browser was closed and opened again');
      } finally {
        await context.close();
      }
    });
  }
}

test('floor site: a logout in one tab logs the other tab out', async ({ page, openSite }) => {
  await openSite(SITE_HOSTS.floor, '/');
  await logInFromHeader(page, { dialogName: 'Connexion' });
  const other = await page.context().newPage();
  await openApp(other, SITE_HOSTS.floor, '/espace-personnel');
  await expectLoggedIn(other, 'of the second tab');

  await page
    .getByRole('banner')
    .first()
    .getByRole('button', { name: /Claire Martin/ })
    .click();
  await page.getByRole('menuitem', { name: 'Me déconnecter', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Déconnexion' });
  await confirm.getByRole('button', { name: 'Oui, me déconnecter', exact: true }).click();
  await expectLoggedOut(page, 'of the tab that logged out');

  await expectLoggedOut(other, 'of the other tab, at once');
  await other.reload({ waitUntil: 'load' });
  await expectLoggedOut(other, 'of the other tab after a reload');
});

/** How many documents the tab has loaded since it opened this page (1: no reload since). */
const documentLoads = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('navigation').length);

test('floor site: links between pages stay in the app, and data saved is still there after a reload', async ({
  page,
  openSite,
}) => {
  await openSite(SITE_HOSTS.floor, '/');
  await logInFromHeader(page, { dialogName: 'Connexion' });
  await page.evaluate(() => {
    (window as unknown as { e2eMarker?: string }).e2eMarker = 'same-document';
  });
  const sameDocument = async (where: string) => {
    const marker = await page.evaluate(
      () => (window as unknown as { e2eMarker?: string }).e2eMarker,
    );
    assert.equal(marker, 'same-document', `the document was loaded again ${where}`);
    assert.equal(await documentLoads(page), 1, `a navigation entry was added ${where}`);
  };

  await openPersonalSpace(page);
  await sameDocument('opening the personal space');
  await page.getByRole('link', { name: 'Gérer mes infos personnelles' }).click();
  await page.waitForURL((url) => url.hash === '#/modification');
  const company = page.getByLabel(/^Société/);
  await expectVisible(company, 'the profile form');
  await sameDocument('opening the profile');
  await page.getByRole('link', { name: 'Retour à mon espace' }).click();
  await page.waitForURL((url) => url.hash === '#/');
  await page.getByRole('link', { name: 'Mes configurations' }).click();
  await page.waitForURL((url) => url.hash === '#/historique');
  await sameDocument('opening the history');
  await page.goBack();
  await page.waitForURL((url) => url.hash === '#/');
  await sameDocument('going back');

  // A change saved, then a reload: the backend (embedded or not) still has it.
  await page.getByRole('link', { name: 'Gérer mes infos personnelles' }).click();
  await expectVisible(company, 'the profile form');
  await page.waitForFunction(
    () => (document.querySelector('input[name="company"]') as HTMLInputElement | null)?.value,
  );
  await company.fill('Maçonnerie Martin et Fils');
  await page.getByRole('button', { name: 'Sauvegarder les modifications' }).click();
  await expectVisible(
    page.getByText('Vos informations ont bien été mises à jour.').first(),
    'the saved toast',
  );
  await page.reload({ waitUntil: 'load' });
  await waitForAppStart(page);
  await expectLoggedIn(page, 'after the reload');
  await expectVisible(company, 'the profile form after the reload');
  await page.waitForFunction(
    () =>
      (document.querySelector('input[name="company"]') as HTMLInputElement | null)?.value ===
      'Maçonnerie Martin et Fils',
    null,
    { timeout: 10_000 },
  );
});
