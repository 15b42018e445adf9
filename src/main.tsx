/**
 * Entry point: choose the site from the host name, paint the site's frame at once (StaticShell:
 * the header, and the home page's content on `/`), then load the app (router, store, pages and,
 * unless VITE_MOCK_API=off, the embedded mock backend) and let it take over. The first paint needs
 * only React, Chakra and the frame, all in the build's `first-paint` chunk.
 */
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { StaticShell } from '@/app/boot/StaticShell';
import { pageRouteFor } from '@/app/routes/routeTable';
import { currentSite } from '@/app/site/currentSite';
import { applySiteHead } from '@/app/site/manifest';
import { applySiteToDocument } from '@/ui/theme/system';
import { ThemeProvider } from '@/ui/theme/ThemeProvider';

const site = currentSite();
applySiteToDocument(site);
applySiteHead(site);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);

let appLoading = false;
/** Loads the app, and the page's chunk at the same time (the router then finds it loaded). */
function loadApp() {
  if (appLoading) return;
  appLoading = true;
  // Not a top-level await: the app's chunk imports this one, which would wait for itself.
  void import('@/app/boot/startApp').then(({ startApp }) => startApp(root, site));
  // A failure here is the router's to show when it asks for the page.
  pageRouteFor(site.id, window.location.pathname)
    ?.load()
    .catch(() => undefined);
}

/**
 * Loads the app once the browser has painted the frame, so that its download does not delay the
 * first paint (a tab opened in the background, which paints nothing, goes on after a moment).
 */
function loadAppAfterPaint() {
  requestAnimationFrame(() => setTimeout(loadApp, 0));
  setTimeout(loadApp, 500);
}

/** Calls back once the first paint's tree is on the page. */
function OnShown({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

root.render(
  <StrictMode>
    <ThemeProvider>
      <StaticShell site={site} />
      <OnShown then={loadAppAfterPaint} />
    </ThemeProvider>
  </StrictMode>,
);
