/**
 * Every story runs inside the app's providers, with a fresh store, the site chosen in the toolbar
 * (or by the story's `globals.site`) and a memory router.
 *
 * Story parameters read here:
 * - `session`: a partial session state to preload (a logged-in user, `loggingOut`…);
 * - `storeActions`: actions dispatched on the fresh store before the story renders;
 * - `host`: the host name the site is resolved from, instead of the toolbar's site;
 * - `route`: the router's initial path (default '/').
 *
 * The sidebar: by site, then by screen, then by component. Every story file sets its `title`
 * from this tree (the leaf is the component's name); `storySort` below keeps this order.
 *
 * Introduction                      the catalogue's introduction page (src/Introduction.mdx)
 * Commun/                           what every site shows
 *   Composants/                     src/ui: fields, dialogs, logo, progress bar, toasts…
 *   Structure/                      the shell: static shell, header, menus, footer, page layout
 *   Pages/                          home, not found, personal space, legal notice…
 *   Compte/                         accounts: registration, profile, e-mail and password changes
 *   Connexion/                      login and logout
 * Site général/
 *   Recherche de rupteur/           the finder questionnaire and its refinement
 *   Résultat rupteur/               the result screen and its dialogs
 *   Données environnementales/
 *   Bibliothèque de PSI/
 *   Historique/                     the thermal-break history
 * Plancher/
 *   Configurateur/                  the floor configurator
 *   Solutions/                      its results
 *   Historique/                     the floor history
 * Carbone/
 *   Simulateur/                     the carbon simulator
 *   Clusters/                       its results by cluster
 *   Historique/                     the carbon history
 * Développement/                    development tools (the mock backend's fault panel)
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { isSiteId, resolveSite, type SiteId } from '@/config/sites';
import { loadPageFeatures } from '@/app/features/pageFeatures';
import { createAppStore } from '@/app/store';
import { initialSessionState, type SessionState } from '@/features/session/sessionSlice';
import type { FeatureModule } from '@/lib/store/featureModule';
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
  features,
  children,
}: {
  host: string;
  parameters: AppStoryParameters;
  features: readonly FeatureModule[];
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
      features,
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

/** Loads every feature loaded with a page, before the story renders (its store registers them). */
async function loadFeatures(): Promise<{ pageFeatures: FeatureModule[] }> {
  return { pageFeatures: await loadPageFeatures() };
}

function pageFeaturesOf(loaded: Record<string, unknown>): readonly FeatureModule[] {
  const { pageFeatures } = loaded as Partial<Awaited<ReturnType<typeof loadFeatures>>>;
  if (!pageFeatures) throw new Error('The preview’s loaders have not run (loadFeatures).');
  return pageFeatures;
}

const withApp: Decorator = (Story, context) => {
  const parameters = context.parameters as AppStoryParameters;
  const host = storyHost(context.globals.site, parameters.host);
  return (
    // A new site or a new story gets a new router and a new store.
    <MemoryRouter key={`${context.id}:${host}`} initialEntries={[parameters.route ?? '/']}>
      <StoryStore host={host} parameters={parameters} features={pageFeaturesOf(context.loaded)}>
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
  loaders: [mswLoader(setupStoryMsw), loadFeatures],
  // A generated docs page for every component (addon-docs).
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    options: {
      storySort: {
        order: [
          'Introduction',
          'Commun',
          ['Composants', 'Structure', 'Pages', 'Compte', 'Connexion'],
          'Site général',
          [
            'Recherche de rupteur',
            'Résultat rupteur',
            'Données environnementales',
            'Bibliothèque de PSI',
            'Historique',
          ],
          'Plancher',
          ['Configurateur', 'Solutions', 'Historique'],
          'Carbone',
          ['Simulateur', 'Clusters', 'Historique'],
          'Développement',
        ],
      },
    },
    a11y: {
      options: {
        rules: {
          // Stories render outside the app's landmarks (the Jest story test renders them inside a
          // main element, which the Storybook canvas has not): every story would fail 'region'.
          region: { enabled: false },
        },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
