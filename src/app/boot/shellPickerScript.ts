/**
 * The entry of the page's inline script (bundled by build/prerenderedShell.ts), which runs in the head, before
 * the page's module script: it takes the single-sign-on hand-over's credentials out of the address
 * (src/lib/sso/handoverAddress.ts), sends the page's early request at once, and leaves the showing of
 * the frame to the body, which calls FRAME_GLOBAL once the frames are parsed (prepareFirstPaint),
 * and runs the app's entry after the first paint. A failure leaves the app to paint: the entry
 * runs at once.
 */
import { env } from '@/config/env';
import { takeHandoverFromAddress } from '@/lib/sso/handoverAddress';
import { tabSite } from '@/lib/site/tabSite';
import { loadAppEntry } from './appEntry';
import { FRAME_GLOBAL, prepareFirstPaint } from './shellPicker';

// First, before any request of the page: the single-sign-on hand-over's credentials leave the
// address (a request's Referer, the history) and are kept in memory for the app.
try {
  takeHandoverFromAddress();
} catch {
  // An address the page cannot rewrite: the hand-over page takes them when it starts.
}

let showFrame: () => void = () => void loadAppEntry();
try {
  showFrame = prepareFirstPaint(tabSite(window.location, window.sessionStorage, env.apiBaseUrl), {
    mockApi: env.mockApi,
    firstItems: env.historyFirstItems,
  });
} catch {
  // Storage refused, an unexpected page: the app draws the page when it loads.
}
(window as unknown as Record<string, () => void>)[FRAME_GLOBAL] = () => {
  try {
    showFrame();
  } catch {
    // As above.
    loadAppEntry();
  }
};
