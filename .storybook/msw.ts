/**
 * The mock backend of the stories. In a browser, the MSW service worker answers with every handler
 * of the mock server (served from public/ by `staticDirs`). Under Jest (jsdom has no service
 * worker) the test setup hands over the `msw/node` server it already runs, so a story's
 * `beforeEach({ msw })` works the same in both places.
 */
import type { MswApi } from 'msw-storybook-addon/types';
import { handlers } from '@mock/handlers';

let providedApi: MswApi | undefined;

/** Called by the Jest setup with its `msw/node` server. */
export function provideMswApi(api: unknown): void {
  providedApi = api as MswApi;
}

function hasServiceWorker(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** A stand-in when nothing can intercept requests (no service worker and no server provided). */
function inertApi(): MswApi {
  const noop = () => undefined;
  return {
    use: noop,
    resetHandlers: noop,
    restoreHandlers: noop,
    listHandlers: () => [],
  } as unknown as MswApi;
}

/** The setup function of `mswLoader`: run once, before the first story. */
export async function setupStoryMsw(): Promise<MswApi> {
  if (providedApi) return providedApi;
  if (!hasServiceWorker()) return inertApi();
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledFrame: 'bypass',
    // Relative to the preview iframe, so a build served under a sub-path finds it too.
    serviceWorker: { url: './mockServiceWorker.js' },
  });
  return worker;
}
