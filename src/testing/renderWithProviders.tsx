/** Test helpers: a fresh store per test (with the site of your choice) and the app's providers. */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import type { RootState } from '@/app/rootReducer';
import { resolveSite, type SiteId } from '@/config/sites';
import { createAppStore } from '@/app/store';
import { initialSessionState } from '@/features/session/sessionSlice';
import { PAGE_FEATURES } from './pageFeatures';

const HOST_OF_SITE: Record<SiteId, string> = {
  general: 'localhost',
  floor: 'plancher.localhost',
  carbon: 'carbone.localhost',
};

export interface TestStoreOptions {
  site?: SiteId;
  preloadedState?: Partial<RootState>;
  /** The API on its own origin (as VITE_API_BASE_URL sets it), instead of the page's. */
  apiBaseUrl?: string;
}

export function createTestStore({
  site = 'general',
  preloadedState,
  apiBaseUrl,
}: TestStoreOptions = {}) {
  const navigate = jest.fn<void, [string, { replace?: boolean }?]>();
  const siteConfig = resolveSite({ host: HOST_OF_SITE[site], apiBaseUrlOverride: apiBaseUrl });
  // Screens render here outside their routes: every feature is registered from the start.
  // The app reads the stored session as it starts (startApp.tsx); a test's store starts with it read:
  // a visitor's, unless the test gives one.
  const store = createAppStore({
    site: siteConfig,
    preloadedState: preloadedState?.session
      ? preloadedState
      : { ...preloadedState, session: { ...initialSessionState, status: 'anonymous' } },
    navigate,
    features: PAGE_FEATURES,
  });
  return { store, navigate, site: siteConfig };
}

export interface RenderWithProvidersOptions
  extends TestStoreOptions, Omit<RenderOptions, 'wrapper'> {
  route?: string;
}

export function renderWithProviders(
  ui: ReactElement,
  { site, preloadedState, apiBaseUrl, route = '/', ...options }: RenderWithProvidersOptions = {},
) {
  const testStore = createTestStore({ site, preloadedState, apiBaseUrl });
  const view = render(
    <AppProviders store={testStore.store} site={testStore.site}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
    options,
  );
  return { ...testStore, ...view };
}
