/**
 * The names of the service worker's shared caches (build/serviceWorker.ts, docs/offline.md), read
 * by the worker's build and by the app. A cache whose rules change for the safer gets a new name,
 * and the app deletes the retired ones once its worker is registered: what an earlier worker kept
 * under looser rules (a typed value, a logged-in user's answer) does not stay in the browser.
 */
export const CATALOGUE_CACHE = 'catalogue-2';
export const CATALOGUE_POST_CACHE = 'catalogue-posts-2';

/** Caches of earlier workers, deleted by the app (src/app/offline/registerServiceWorker.ts). */
export const RETIRED_CACHES: readonly string[] = ['catalogue', 'catalogue-posts'];
