/** The entry of the inline script (bundled by vite.config.ts): a failure leaves the app to paint. */
import { showPrerenderedShell } from './shellPicker';

try {
  showPrerenderedShell();
} catch {
  // Storage refused, an unexpected page: the app draws the page when it loads.
}
