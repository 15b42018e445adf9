/**
 * One person's data never shown to the next (docs/security.md, "Whose data"): a user logs out and
 * another logs in in the same tab; the page is watched from the logout on.
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { DEFAULT_USER_NAME, logInFromHeader, openPersonalSpace } from '../support/account.ts';
import {
  currentMode,
  expectVisible,
  SITE_HOSTS,
  siteUrl,
  waitForAppStart,
} from '../support/browser.ts';
import { test } from '../support/fixtures.ts';
import { reloadOffline, waitForKeptList } from '../support/serviceWorker.ts';

const JULIEN = {
  email: 'julien.bernard@bet-structure.fr',
  userName: 'Julien Bernard',
};

const ITEMS = 'ul[aria-label="Mes configurations"] > li';

/** Opens the personal space's floor history of the logged-in user; the titles of its items. */
async function openFloorHistory(page: Page, userName: string, count: string): Promise<string[]> {
  await openPersonalSpace(page, userName);
  await page.getByRole('link', { name: 'Mes configurations', exact: true }).click();
  await expectVisible(page.getByText(count, { exact: true }), `'${count}'`);
  const items = page.locator(ITEMS);
  await expectVisible(items.first(), 'the first item');
  // Each item's title (its heading).
  return (await items.locator('h3').allInnerTexts()).map((title) => title.trim());
}

async function logOut(page: Page, userName: string): Promise<void> {
  const header = page.getByRole('banner').first();
  await header.getByRole('button', { name: new RegExp(userName) }).click();
  await page.getByRole('menuitem', { name: 'Me déconnecter', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Déconnexion' });
  await confirm.getByRole('button', { name: 'Oui, me déconnecter', exact: true }).click();
  await expectVisible(
    header.getByRole('button', { name: 'Se connecter', exact: true }),
    "'Se connecter' after the logout",
  );
}

/** From now on, every text the page draws (added nodes, changed texts). */
async function watchPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenTexts: string[] }).seenTexts = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') seen.push(record.target.textContent ?? '');
        record.addedNodes.forEach((node) => seen.push(node.textContent ?? ''));
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

const seenTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);

/** The keys of the lists kept for offline reading (src/api/offlineReads.ts). */
function keptReadKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((answer) => {
        const opening = indexedDB.open('rupteo-reads');
        opening.onerror = () => answer([]);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('offline-reads')) {
            db.close();
            return answer([]);
          }
          const keys = db.transaction('offline-reads').objectStore('offline-reads').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            answer(keys.result.map(String));
          };
          keys.onerror = () => {
            db.close();
            answer([]);
          };
        };
      }),
  );
}

test("A logs out and B logs in in the same tab: no item of A's history is ever in the page while B's loads", async ({
  openSite,
}) => {
  const page = await openSite(SITE_HOSTS.floor, '/');
  await logInFromHeader(page, { dialogName: 'Connexion' });
  const claires = await openFloorHistory(page, DEFAULT_USER_NAME, '42 résultats');

  await watchPage(page);
  await logOut(page, DEFAULT_USER_NAME);
  await logInFromHeader(page, { dialogName: 'Connexion', ...JULIEN });
  const juliens = await openFloorHistory(page, JULIEN.userName, '7 résultats');

  const onlyClaires = claires.filter((title) => title && !juliens.includes(title));
  assert.ok(onlyClaires.length > 0, "Claire's history has items of her own");
  const texts = await seenTexts(page);
  for (const title of onlyClaires)
    assert.deepEqual(
      texts.filter((text) => text.includes(title)),
      [],
      `'${title}' (Claire's) drawn after her logout`,
    );
});

test('offline after a logout, nothing of the former user', async ({
  openSite,
  context,
  allowConsoleError,
}) => {
  allowConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  const page = await openSite(SITE_HOSTS.floor, '/');
  await logInFromHeader(page, { dialogName: 'Connexion' });
  const claires = await openFloorHistory(page, DEFAULT_USER_NAME, '42 résultats');
  await waitForKeptList(page, 'GET /api/simulations/');
  await logOut(page, DEFAULT_USER_NAME);

  // Claire is user 1: none of her lists is left on the device.
  assert.deepEqual(
    (await keptReadKeys(page)).filter((key) => key.startsWith('1|')),
    [],
    "Claire's lists kept after her logout",
  );

  await page.goto(siteUrl(SITE_HOSTS.floor, '/espace-personnel#/historique'));
  await waitForAppStart(page);
  if (currentMode() === 'real') {
    // The app's service worker serves the page offline (the build for a real backend).
    await reloadOffline(page);
  } else {
    await context.setOffline(true);
  }
  await expectVisible(page.getByTestId('nologged'), "'nologged' of a visitor");
  const body = await page.locator('body').innerText();
  assert.ok(!body.includes(DEFAULT_USER_NAME), "Claire's name in the page offline");
  for (const title of claires.filter(Boolean))
    assert.ok(!body.includes(title), `'${title}' (Claire's) in the page offline`);
  await context.setOffline(false);
});
