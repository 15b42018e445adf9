/**
 * The embedded mock backend of the app: the MSW service worker with every handler, and the demo
 * data kept in the browser (persistence/browserStore.ts): restored before the app's first request,
 * saved after each request that changes it.
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { demoDataPersistence } from './persistence/browserStore';

export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  const persistence = demoDataPersistence();
  await Promise.all([
    persistence.restore(),
    worker.start({
      onUnhandledFrame: 'bypass',
      quiet: true,
      serviceWorker: { url: '/mockServiceWorker.js' },
    }),
  ]);
  persistence.start();
}
