/**
 * Entry point: choose the site from the host name, start the embedded mock backend (unless
 * VITE_MOCK_API=off), create the store and the router, restore the session, render.
 */
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { buildRoutes } from '@/app/routes/buildRoutes';
import { currentSite } from '@/app/site/currentSite';
import { applySiteHead } from '@/app/site/manifest';
import { createAppStore } from '@/app/store';
import { sessionStarted } from '@/features/session/sessionSlice';
import { clearStorageOnUnload } from '@/features/session/sessionStorage';
import { applySiteToDocument } from '@/ui/theme/system';

const site = currentSite();
applySiteToDocument(site);
applySiteHead(site);

/**
 * The mock backend's development panel; loaded, like the mock backend, only when it is on. The
 * condition reads the build setting directly so that a build for a real backend drops this code.
 */
let MockFaultPanel: ComponentType | null = null;
if (import.meta.env.VITE_MOCK_API !== 'off') {
  const { startMockWorker } = await import('../mock-server/browser');
  await startMockWorker();
  const { restoreStoredFaults } = await import('./dev/mockFaultStorage');
  restoreStoredFaults();
  MockFaultPanel = lazy(() => import('./dev/MockFaultPanel'));
}

const router = createBrowserRouter(buildRoutes(site.id));
const store = createAppStore({ site, navigate: (to) => void router.navigate(to) });
clearStorageOnUnload(() => store.getState().session.remember);
store.dispatch(sessionStarted());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} site={site}>
      <RouterProvider router={router} />
      {MockFaultPanel && (
        <Suspense fallback={null}>
          <MockFaultPanel />
        </Suspense>
      )}
    </AppProviders>
  </StrictMode>,
);
