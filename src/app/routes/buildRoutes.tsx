import type { RouteObject } from 'react-router-dom';
import { preloadPageFiles } from '@/app/boot/pageFiles';
import type { FeatureModule } from '@/lib/store/featureModule';
import type { SiteId } from '@/config/sites';
import { AppShell } from '@/app/shell/AppShell';
import { PageLoader } from '@/ui/loader/PageLoader';
import { RouteErrorPage } from '@/app/shell/RouteErrorPage';
import { routesOfSite } from './routeTable';

/**
 * The route objects of a site: the shell, its pages (lazy), and the French 404 for the rest. A
 * page's features are registered (`registerFeatures`, the store's) before the page renders.
 */
export function buildRoutes(
  site: SiteId,
  registerFeatures: (features: readonly FeatureModule[]) => void = () => undefined,
): RouteObject[] {
  return [
    {
      element: <AppShell />,
      hydrateFallbackElement: <PageLoader />,
      errorElement: <RouteErrorPage />,
      children: [
        ...routesOfSite(site).map((route): RouteObject => ({
          path: route.path,
          lazy: async () => {
            // The page's chunks at once, not each after the one importing it.
            preloadPageFiles(site, route.path);
            const page = await route.load();
            registerFeatures(page.features ?? []);
            return { Component: page.default };
          },
        })),
        { path: '*', lazy: async () => ({ Component: (await import('./NotFoundPage')).default }) },
      ],
    },
  ];
}
