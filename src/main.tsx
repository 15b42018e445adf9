/**
 * Entry point. The built index.html paints the site's frame before any module loads (its inline
 * script shows the frame the build prerendered for the tab's site and page: src/app/boot/
 * shellPicker.ts); where the page has none (the dev server, the carbon site's partner host), this
 * script draws it (StaticShell). Then the app (router, store, pages and, unless VITE_MOCK_API=off,
 * the embedded mock backend) loads, the page's chunk at the same time, and the app replaces the
 * frame in the same root.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StaticShell } from '@/app/boot/StaticShell';
import { pageRouteFor } from '@/app/routes/routeTable';
import { currentSite } from '@/app/site/currentSite';
import { applySiteHead } from '@/app/site/manifest';
import { applySiteToDocument } from '@/ui/theme/siteDocument';
import { ThemeProvider } from '@/ui/theme/ThemeProvider';

const site = currentSite();
applySiteToDocument(site);
applySiteHead(site);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);

if (!container.firstChild)
  root.render(
    <StrictMode>
      <ThemeProvider>
        <StaticShell site={site} />
      </ThemeProvider>
    </StrictMode>,
  );

// Not a top-level await: the app's chunk imports this one, which would wait for itself.
void import('@/app/boot/startApp').then(({ startApp }) => startApp(root, site));
// The page's chunk at the same time (the router then finds it loaded); a failure here is the
// router's to show when it asks for the page.
pageRouteFor(site.id, window.location.pathname)
  ?.load()
  .catch(() => undefined);
