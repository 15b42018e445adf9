/**
 * The app itself, loaded by the entry script after its first paint: the embedded mock backend
 * (unless VITE_MOCK_API=off), the store, the router, the session, then the app replaces the first
 * paint in the same root.
 */
import { lazy, startTransition, StrictMode, Suspense, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { buildRoutes } from '@/app/routes/buildRoutes';
import type { SiteConfig } from '@/config/sites';
import { createAppStore, type SagaContext } from '@/app/store';
import { sessionStarted, startReadingStoredSession } from '@/features/session';
import { holdFrameNodes } from '@/lib/frameNodes';
import { nextTask } from '@/lib/nextTask';
import { siteSystem } from '@/ui/theme/system';
import { UpdatePrompt } from '@/app/shell/UpdatePrompt';
import { AppStartedMark } from './AppStartedMark';
import { firstPageLoaded } from './firstPageLoaded';

export async function startApp(root: Root, site: SiteConfig): Promise<void> {
  // The stored session is read while the rest starts: it has come when the session's start asks.
  startReadingStoredSession();
  /**
   * The mock backend's development panel; loaded, like the mock backend, only when it is on. The
   * condition reads the build setting directly so that a build for a real backend drops this code.
   */
  let MockFaultPanel: ComponentType | null = null;
  if (import.meta.env.VITE_MOCK_API !== 'off') {
    const { startMockWorker } = await import('../../../mock-server/browser');
    await startMockWorker();
    const { restoreStoredFaults } = await import('../../dev/mockFaultStorage');
    restoreStoredFaults();
    MockFaultPanel = lazy(() => import('../../dev/MockFaultPanel'));
  }

  // Each step below is a task of its own (see nextTask); the Chakra system's build is the longest.
  await nextTask();
  siteSystem();
  await nextTask();
  // The router navigates for the sagas; the store registers the features of the pages it opens.
  let navigateTo: SagaContext['navigate'] = (to) => window.history.pushState(null, '', to);
  const store = createAppStore({ site, navigate: (to, options) => navigateTo(to, options) });
  await nextTask();
  const router = createBrowserRouter(buildRoutes(site.id, store.registerFeatures));
  navigateTo = (to, options) => void router.navigate(to, options);
  store.dispatch(sessionStarted());
  // The page's code (its lazy route; the inline script asked for its chunks) before the first
  // render: the first paint's frame then goes for the page itself, not for a loading state first.
  await firstPageLoaded(router);
  // What the frame drew that its page keeps until it has its own (the history's first items).
  const container = document.getElementById('root');
  if (container) holdFrameNodes(container);

  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders store={store} site={site}>
          <RouterProvider router={router} />
          <AppStartedMark />
          {import.meta.env.VITE_MOCK_API === 'off' && <UpdatePrompt />}
          {MockFaultPanel && (
            <Suspense fallback={null}>
              <MockFaultPanel />
            </Suspense>
          )}
        </AppProviders>
      </StrictMode>,
    ),
  );

  // The app's service worker (build for a real backend only, in production): registered once the
  // page has loaded, from a chunk of its own (src/app/offline/registerServiceWorker.ts).
  if (
    import.meta.env.PROD &&
    import.meta.env.VITE_MOCK_API === 'off' &&
    'serviceWorker' in navigator
  ) {
    const register = () =>
      void import('@/app/offline/registerServiceWorker').then(({ registerServiceWorker }) =>
        registerServiceWorker(),
      );
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
}
