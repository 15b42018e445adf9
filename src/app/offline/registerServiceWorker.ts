/**
 * The registration of the app's service worker (build/serviceWorker.ts), in the build for a real
 * backend only; loaded by src/app/boot/startApp.tsx once the app shows, in a chunk of its own, so
 * that the first page's code does not grow.
 *
 * Updates wait for the user: when a new worker is installed and waiting (a new build was deployed),
 * the page offers it (./pendingUpdate.ts, 'Nouvelle version disponible'); accepting it tells the
 * worker to take over, and the page reloads once it controls the page, on the new code. The
 * browser looks for a new worker at each navigation; a tab left open also asks every hour.
 */
import { Workbox } from 'workbox-window';
import { RETIRED_CACHES } from '@/config/offlineCaches';
import { offerUpdate, type ActivateUpdate } from './pendingUpdate';

export const SERVICE_WORKER_URL = '/sw.js';
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface RegistrationOptions {
  url?: string;
  offer?: (activate: ActivateUpdate) => void;
  reload?: () => void;
  /** How often an open tab asks for a new worker (0: never). */
  checkEveryMs?: number;
}

export function registerServiceWorker({
  url = SERVICE_WORKER_URL,
  offer = offerUpdate,
  reload = () => window.location.reload(),
  checkEveryMs = UPDATE_CHECK_INTERVAL_MS,
}: RegistrationOptions = {}): Workbox {
  const workbox = new Workbox(url);
  workbox.addEventListener('waiting', () => {
    offer(() => {
      // The new worker takes over, then the page reloads on it (once).
      workbox.addEventListener('controlling', () => reload());
      workbox.messageSkipWaiting();
    });
  });
  // A browser may refuse the worker (a private window, a policy, an embedding that blocks workers):
  // the app then works as without one, online only; nothing to report to the user.
  void workbox.register().then(
    () => {
      if (checkEveryMs > 0) {
        setInterval(() => void workbox.update().catch(() => undefined), checkEveryMs);
      }
    },
    () => undefined,
  );
  void deleteRetiredCaches();
  return workbox;
}

/** Deletes the shared caches of earlier workers (src/config/offlineCaches.ts). */
export async function deleteRetiredCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(RETIRED_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
