/** The embedded mock backend of the app: the MSW service worker with every handler. */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
