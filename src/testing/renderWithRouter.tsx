/**
 * Test helpers for links: a screen with the app's providers inside a router of the given pages,
 * and a click that tells whether the browser would have loaded the link's address itself.
 */
import { render } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  createBrowserRouter,
  createMemoryRouter,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { createTestStore, type TestStoreOptions } from './renderWithProviders';

export interface RenderWithRouterOptions extends TestStoreOptions {
  /** The address the router opens at. */
  path?: string;
  /**
   * The browser's router, on jsdom's address and history (as the app runs), instead of a router
   * in memory: for what reads the address itself, such as the hash sub-routes.
   */
  browser?: boolean;
}

export function renderWithRouter(
  routes: RouteObject[],
  { site, preloadedState, path = '/', browser = false }: RenderWithRouterOptions = {},
) {
  const testStore = createTestStore({ site, preloadedState });
  if (browser) window.history.replaceState(null, '', path);
  const router = browser
    ? createBrowserRouter(routes)
    : createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders store={testStore.store} site={testStore.site}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...testStore, ...view, router };
}

/** The router's address: path, query and hash. */
export function routerPath(router: ReturnType<typeof renderWithRouter>['router']): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Clicks a link as a user does. True when the browser would have followed it itself, loading its
 * address as a new document; false when the app's router took the click.
 */
export async function clickLoadsDocument(user: UserEvent, link: HTMLElement): Promise<boolean> {
  let loads = false;
  // The document sees the click after React's handlers (they listen at the app's root).
  const seen = (event: MouseEvent) => {
    loads = !event.defaultPrevented;
    // jsdom would try the load and report that it cannot.
    event.preventDefault();
  };
  document.addEventListener('click', seen);
  try {
    await user.click(link);
  } finally {
    document.removeEventListener('click', seen);
  }
  return loads;
}
