/** The entry of the inline script (bundled by vite.config.ts): a failure leaves the app to paint. */
import { startEarlyRequest } from '@/api/earlyResponses';
import { env } from '@/app/env';
import { tabSite } from '@/app/site/tabSite';
import { earlyRequestOf, preloadPageFiles, showPrerenderedShell } from './shellPicker';

try {
  const site = tabSite(window.location, window.sessionStorage, env.apiBaseUrl);
  showPrerenderedShell(site);
  // The embedded mock backend answers only once the app has started it.
  const early = env.mockApi ? null : earlyRequestOf(site);
  if (early) startEarlyRequest(early);
  // Once the frame is painted: asked earlier, the chunks would share the phone's bandwidth with
  // what the first paint needs (the page itself, its styles). One file per task: together, adding
  // the links was one long task.
  requestAnimationFrame(() =>
    preloadPageFiles(site.id, undefined, undefined, (ask) => setTimeout(ask, 0)),
  );
} catch {
  // Storage refused, an unexpected page: the app draws the page when it loads.
}
