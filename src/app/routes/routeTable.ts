/**
 * Page routes by pathname (spec 000 §2 and the tool documents). Each page is its own lazily loaded
 * chunk. A page that belongs to one site only is a 404 on the others.
 */
import type { ComponentType } from 'react';
import type { FeatureModule } from '@/lib/store/featureModule';
import type { SiteId } from '@/config/sites';
import { routeMatches } from './routeMatch';

/** A page module: the page, and the features (store parts) it needs, registered before it renders. */
export interface PageModule {
  default: ComponentType;
  features?: readonly FeatureModule[];
}

export interface PageRoute {
  path: string;
  /** The sites that serve this page. */
  sites: readonly SiteId[];
  load: () => Promise<PageModule>;
}

const ALL: readonly SiteId[] = ['general', 'floor', 'carbon'];

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', sites: ALL, load: () => import('./HomePage') },
  { path: '/inscription', sites: ALL, load: () => import('./RegistrationPage') },
  { path: '/espace-personnel', sites: ALL, load: () => import('./PersonalSpacePage') },
  { path: '/mentions-legales', sites: ALL, load: () => import('./LegalNoticePage') },
  // Single-sign-on hand-over page, where /api/saml-login redirects (project-defined path).
  { path: '/connexion-sso', sites: ALL, load: () => import('./SsoHandoverRoute') },
  // Account links e-mailed by the floor and carbon sites: the home page, where the account-link
  // handler of the shell confirms the e-mail or opens the password popup.
  { path: '/user/data/email', sites: ['floor', 'carbon'], load: () => import('./HomePage') },
  {
    path: '/user/data/password/:token',
    sites: ['floor', 'carbon'],
    load: () => import('./HomePage'),
  },
  {
    path: '/evaluer-le-psi-dun-rupteur',
    sites: ['general'],
    load: () => import('./RupteurFinderPage'),
  },
  {
    path: '/donnees-environnementales',
    sites: ['general'],
    load: () => import('./EnvironmentalDataPage'),
  },
  { path: '/bibliotheque', sites: ['general'], load: () => import('./PsiLibraryPage') },
  {
    path: '/configurer-un-plancher',
    sites: ['floor'],
    load: () => import('./FloorConfiguratorPage'),
  },
  {
    path: '/simuler-mon-empreinte-carbone',
    sites: ['carbon'],
    load: () => import('./CarbonSimulatorPage'),
  },
];

export function routesOfSite(site: SiteId): PageRoute[] {
  return PAGE_ROUTES.filter((route) => route.sites.includes(site));
}

/**
 * The page route of a site that a pathname opens, if any (see routeMatches). The entry script uses
 * it to fetch the page's chunk alongside the app's, instead of after it.
 */
export function pageRouteFor(site: SiteId, pathname: string): PageRoute | undefined {
  return routesOfSite(site).find((route) => routeMatches(route.path, pathname));
}
