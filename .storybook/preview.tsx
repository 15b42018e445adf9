/**
 * Every story runs inside the app's providers, with a fresh store, the site chosen in the toolbar
 * (or by the story's `globals.site`) and a memory router.
 *
 * Story parameters read here:
 * - `session`: a partial session state to preload (a logged-in user, `loggingOut`…);
 * - `storeActions`: actions dispatched on the fresh store before the story renders;
 * - `host`: the host name the site is resolved from, instead of the toolbar's site;
 * - `route`: the router's initial path (default '/').
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { isSiteId, resolveSite, type SiteId } from '@/config/sites';
import { ALL_FEATURES } from '@/app/features/allFeatures';
import { createAppStore } from '@/app/store';
import { initialSessionState, type SessionState } from '@/features/session/sessionSlice';
import { applySiteToDocument } from '@/ui/theme/siteDocument';
import { setupStoryMsw } from './msw';

/** A development host of each site: the API is the page's own origin, where MSW answers. */
const SITE_HOSTS: Readonly<Record<SiteId, string>> = {
  general: 'localhost',
  floor: 'plancher.localhost',
  carbon: 'carbone.localhost',
};

export interface AppStoryParameters {
  session?: Partial<SessionState>;
  storeActions?: UnknownAction[];
  host?: string;
  route?: string;
}

function storyHost(globalSite: unknown, host: string | undefined): string {
  return host ?? SITE_HOSTS[isSiteId(globalSite) ? globalSite : 'general'];
}

function storySession(session: Partial<SessionState> | undefined): SessionState {
  const merged = { ...initialSessionState, ...session };
  // Without a preloaded status the visitor is anonymous, not 'starting' (no start-up saga runs).
  return session?.status
    ? merged
    : { ...merged, status: merged.user ? 'authenticated' : 'anonymous' };
}

/** The store is built inside the router, so that the sagas navigate in the story's router. */
function StoryStore({
  host,
  parameters,
  children,
}: {
  host: string;
  parameters: AppStoryParameters;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const [site] = useState(() => resolveSite({ host }));
  const [store] = useState(() => {
    const created = createAppStore({
      site,
      preloadedState: { session: storySession(parameters.session) },
      // Sagas navigate to absolute paths only.
      navigate: (to) => void navigate(to),
      // Stories render screens outside their routes: every feature is registered.
      features: ALL_FEATURES,
    });
    parameters.storeActions?.forEach((action) => created.dispatch(action));
    return created;
  });
  useLayoutEffect(() => applySiteToDocument(site), [site]);
  return (
    <AppProviders store={store} site={site}>
      {children}
    </AppProviders>
  );
}

const withApp: Decorator = (Story, context) => {
  const parameters = context.parameters as AppStoryParameters;
  const host = storyHost(context.globals.site, parameters.host);
  return (
    // A new site or a new story gets a new router and a new store.
    <MemoryRouter key={`${context.id}:${host}`} initialEntries={[parameters.route ?? '/']}>
      <StoryStore host={host} parameters={parameters}>
        <Story />
      </StoryStore>
    </MemoryRouter>
  );
};

const preview: Preview = {
  globalTypes: {
    site: {
      description: 'Site affiché',
      toolbar: {
        title: 'Site',
        icon: 'globe',
        items: [
          { value: 'general', title: 'Général' },
          { value: 'floor', title: 'Plancher' },
          { value: 'carbon', title: 'Carbone' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { site: 'general' },
  decorators: [withApp],
  loaders: [mswLoader(setupStoryMsw)],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
