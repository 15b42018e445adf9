/** The entry of the inline script (bundled by vite.config.ts): a failure leaves the app to paint. */
import { preloadPageFiles, showPrerenderedShell, tabSite } from './shellPicker';

try {
  const site = tabSite();
  showPrerenderedShell(site);
  preloadPageFiles(site.id);
} catch {
  // Storage refused, an unexpected page: the app draws the page when it loads.
}
