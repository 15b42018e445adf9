/**
 * Clicks made at once: what the user sees does what it shows from its first visible frame.
 *
 * - The header's user menu: 'Mon espace personnel' clicked the moment the menu shows (no retry, no
 *   wait), by the mouse and by a click with no pointer over it before (as a screen reader's), opens
 *   the personal space, on each site, wide and narrow.
 * - The first paint's call to action (the home page's first tool card), before the app has loaded:
 *   the app's script files are held until the click was made; clicked, the link loads its page.
 *   And a press on it released only once the app has replaced the frame (the click the browser
 *   loses by itself: src/app/boot/frameClicks.ts) opens the page too.
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { DEFAULT_USER_NAME, logInFromHeader } from '../support/account.ts';
import {
  expectVisible,
  SITE_HOSTS,
  siteUrl,
  waitForAppStart,
  type SiteId,
} from '../support/browser.ts';
import { test } from '../support/fixtures.ts';

/** Holds the app's script files until the returned function is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return () => release();
}

const WIDTHS = [1280, 375] as const;

const LOGIN_DIALOG: Record<SiteId, string> = {
  general: 'CONNEXION',
  floor: 'Connexion',
  carbon: 'Connexion',
};

/** The home page's call to action (its first tool card) and what its page shows once open. */
const CALL_TO_ACTION: Record<SiteId, { name: string; path: string; shows: string }> = {
  general: {
    name: "Évaluer le PSI d'un rupteur",
    path: '/evaluer-le-psi-dun-rupteur/',
    shows: "Évaluer le PSI d'un rupteur",
  },
  floor: {
    name: 'Configurer un plancher',
    path: '/configurer-un-plancher/',
    shows: 'Votre projet',
  },
  carbon: {
    name: 'Simuler mon empreinte carbone',
    path: '/simuler-mon-empreinte-carbone/',
    shows: 'Votre projet',
  },
};

const onPath = (page: Page, path: string) =>
  page.waitForFunction((expected) => window.location.pathname.startsWith(expected), path);

/** Opens the user menu and clicks 'Mon espace personnel' as soon as it shows, once. */
async function quickSpaceClick(page: Page, how: 'mouse' | 'click event'): Promise<void> {
  await page
    .getByRole('banner')
    .first()
    .getByRole('button', { name: new RegExp(DEFAULT_USER_NAME) })
    .click();
  const item = page.getByRole('menuitem', { name: 'Mon espace personnel', exact: true });
  if (how === 'mouse') await item.click();
  else {
    // The click alone, the moment the item is visible: no pointer moved over it before.
    await item.waitFor({ state: 'visible' });
    await item.evaluate((node) => (node as HTMLElement).click());
  }
  await onPath(page, '/espace-personnel');
  await expectVisible(page.getByRole('main').getByRole('heading', { level: 1 }), 'the space');
  // The menu closes (after its closing animation).
  await page.getByRole('menu').waitFor({ state: 'hidden' });
}

for (const [site, host] of Object.entries(SITE_HOSTS) as [SiteId, string][]) {
  test(`${site}: the user menu's 'Mon espace personnel' works the moment it shows`, async ({
    openSite,
    page,
  }) => {
    await openSite(host, '/');
    await logInFromHeader(page, { dialogName: LOGIN_DIALOG[site] });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const how of ['mouse', 'click event'] as const) {
        await page.goto(siteUrl(host, '/'));
        await waitForAppStart(page);
        await quickSpaceClick(page, how);
      }
    }
  });

  for (const width of WIDTHS) {
    test(`${site} at ${width} px: the first paint's call to action clicked before the app loads`, async ({
      page,
    }) => {
      const cta = CALL_TO_ACTION[site];
      await page.setViewportSize({ width, height: 800 });
      // The app's script files wait until the click was made.
      const release = await holdAppScripts(page);
      await page.goto(siteUrl(host, '/'), { waitUntil: 'commit' });
      const link = page.getByRole('main').getByRole('link', { name: cta.name, exact: true });
      await link.click();
      assert.equal(
        await page.locator('html[data-app-started]').count(),
        0,
        'the click was made on the frame, before the app',
      );
      release();
      await onPath(page, cta.path);
      await waitForAppStart(page);
      await expectVisible(
        page.getByRole('heading', { level: 1, name: cta.shows, exact: true }),
        `the page of '${cta.name}'`,
      );
    });

    test(`${site} at ${width} px: a press on the frame's call to action released after the app took over`, async ({
      page,
    }) => {
      const cta = CALL_TO_ACTION[site];
      await page.setViewportSize({ width, height: 800 });
      const release = await holdAppScripts(page);
      await page.goto(siteUrl(host, '/'), { waitUntil: 'commit' });
      const link = page.getByRole('main').getByRole('link', { name: cta.name, exact: true });
      await link.scrollIntoViewIfNeeded();
      const box = await link.boundingBox();
      assert.ok(box, 'the call to action is on the screen');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      // The app starts and replaces the frame under the pressed button.
      release();
      await waitForAppStart(page);
      await page.mouse.up();
      await onPath(page, cta.path);
      await expectVisible(
        page.getByRole('heading', { level: 1, name: cta.shows, exact: true }),
        `the page of '${cta.name}'`,
      );
    });
  }
}
