/** The entry of the inline script (bundled by vite.config.ts): a failure leaves the app to paint. */
import { tabSite } from '@/app/site/tabSite';
import { preloadPageFiles, showPrerenderedShell } from './shellPicker';

try {
  const site = tabSite();
  showPrerenderedShell(site);
  // Once the frame is painted: asked earlier, the chunks would share the phone's bandwidth with
  // what the first paint needs (the page itself, its styles).
  requestAnimationFrame(() => setTimeout(() => preloadPageFiles(site.id), 0));
} catch {
  // Storage refused, an unexpected page: the app draws the page when it loads.
}
