/**
 * The app's service worker in the journeys (the build for a real backend: build/serviceWorker.ts):
 * opening a site and waiting for the worker to take the page, and reloading the page with the
 * network cut.
 */
import type { Page } from '@playwright/test';
import { waitForAppStart } from './browser.ts';
import type { JourneyFixtures } from './fixtures.ts';

/** Waits until the app's worker is active (installed: everything precached) and returns its URL. */
export async function activeWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
}

/**
 * Waits until the app's worker is active and controls the page (the first worker takes the page at
 * once: clientsClaim), so that the page's requests from now on go through it. Returns its URL.
 */
export async function waitForWorkerControl(page: Page): Promise<string> {
  const scriptUrl = await activeWorker(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return scriptUrl;
}

/** Opens a site (the `openSite` fixture) and waits for the app's worker to control its page. */
export async function openControlledSite(
  openSite: JourneyFixtures['openSite'],
  host: string,
  path?: string,
): Promise<Page> {
  const page = await openSite(host, path);
  await waitForWorkerControl(page);
  return page;
}

/**
 * Waits until the user's list read by `request` (such as 'GET /api/simulations/') is kept for offline
 * reading: the app writes it once the page is idle (src/api/offlineReads.ts), in IndexedDB
 * (`rupteo-reads`, store `offline-reads`, keys `{user}|{method} {path}?{query}|{body}`).
 */
export async function waitForKeptList(page: Page, request: string): Promise<void> {
  await page.waitForFunction(
    (request) =>
      new Promise<boolean>((answer) => {
        const opening = indexedDB.open('rupteo-reads');
        opening.onerror = () => answer(false);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('offline-reads')) {
            db.close();
            return answer(false);
          }
          const keys = db.transaction('offline-reads').objectStore('offline-reads').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            answer(keys.result.some((key) => String(key).includes(`|${request}?`)));
          };
          keys.onerror = () => {
            db.close();
            answer(false);
          };
        };
      }),
    request,
    { timeout: 10_000, polling: 100 },
  );
}

/** Cuts the page's network, reloads it and waits for the app's start. */
export async function reloadOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.reload({ waitUntil: 'load' });
  await waitForAppStart(page);
}
