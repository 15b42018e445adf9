/** Test helpers: a fresh store per test (with the site of your choice) and the app's providers. */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { ALL_FEATURES } from '@/app/features/allFeatures';
import type { RootState } from '@/app/rootReducer';
import { resolveSite, type SiteId } from '@/app/site/sites';
import { createAppStore } from '@/app/store';

const HOST_OF_SITE: Record<SiteId, string> = {
  general: 'localhost',
  floor: 'plancher.localhost',
  carbon: 'carbone.localhost',
};

export interface TestStoreOptions {
  site?: SiteId;
  preloadedState?: Partial<RootState>;
}

export function createTestStore({ site = 'general', preloadedState }: TestStoreOptions = {}) {
  const navigate = jest.fn<void, [string, { replace?: boolean }?]>();
  const siteConfig = resolveSite({ host: HOST_OF_SITE[site] });
  // Screens render here outside their routes: every feature is registered from the start.
  const store = createAppStore({
    site: siteConfig,
    preloadedState,
    navigate,
    features: ALL_FEATURES,
  });
  return { store, navigate, site: siteConfig };
}

export interface RenderWithProvidersOptions
  extends TestStoreOptions, Omit<RenderOptions, 'wrapper'> {
  route?: string;
}

export function renderWithProviders(
  ui: ReactElement,
  { site, preloadedState, route = '/', ...options }: RenderWithProvidersOptions = {},
) {
  const testStore = createTestStore({ site, preloadedState });
  const view = render(
    <AppProviders store={testStore.store} site={testStore.site}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
    options,
  );
  return { ...testStore, ...view };
}
