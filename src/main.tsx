/**
 * Entry point. The built index.html paints the site's frame before any module loads (its inline
 * script shows the frame the build prerendered for the tab's site and page: src/app/boot/
 * shellPicker.ts); where the page has none (the dev server, the carbon site's partner host), this
 * script draws it (StaticShell). Then the app (router, store, pages and, unless VITE_MOCK_API=off,
 * the embedded mock backend) loads, the page's chunk at the same time, and the app replaces the
 * frame in the same root.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadFailure } from '@/app/boot/LoadFailure';
import { afterNextPaint } from '@/lib/afterNextPaint';
import { StaticShell } from '@/app/boot/StaticShell';
import { carryFrameClicks } from '@/app/boot/frameClicks';
import { pageRouteFor } from '@/app/routes/routeTable';
import { currentSite } from '@/lib/site/currentSite';
import { applySiteHead } from '@/app/site/manifest';
import { applySiteToDocument } from '@/ui/theme/siteDocument';
import { ThemeProvider } from '@/ui/theme/ThemeProvider';

const site = currentSite();
applySiteToDocument(site);
applySiteHead(site);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);

/** The site's frame, drawn by this script (where the page has none, or the app failed to load). */
function drawFrame(content?: ReactNode) {
  root.render(
    <StrictMode>
      <ThemeProvider>
        <StaticShell site={site} content={content} />
      </ThemeProvider>
    </StrictMode>,
  );
}

if (!container.firstChild) {
  drawFrame();
  // A click begun on this frame and ended on the app is not lost (src/app/boot/frameClicks.ts).
  carryFrameClicks();
}

// Once the frame is painted (with the form's preview when it has come: src/ui/formPreview/), so
// that the app's code is not asked before what the first paint shows. A paint waits for a visible
// tab: a timer stands in for it in a hidden one.
afterNextPaint(() => {
  // Not a top-level await: the app's chunk imports this one, which would wait for itself.
  void import('@/app/boot/startApp')
    .then(({ startApp }) => startApp(root, site))
    // The app's code did not come (network cut): the frame stays, with a message and a way to retry.
    .catch(() => drawFrame(<LoadFailure />));
  // The page's chunk at the same time (the router then finds it loaded); a failure here is the
  // router's to show when it asks for the page.
  pageRouteFor(site.id, window.location.pathname)
    ?.load()
    .catch(() => undefined);
});
