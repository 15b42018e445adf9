/**
 * Page routes by pathname (spec 000 §2 and the tool documents). Each page is its own lazily loaded
 * chunk. A page that belongs to one site only is a 404 on the others.
 */
import type { ComponentType } from 'react';
import type { SiteId } from '@/app/site/sites';

export interface PageRoute {
  path: string;
  /** The sites that serve this page. */
  sites: readonly SiteId[];
  load: () => Promise<{ default: ComponentType }>;
}

const ALL: readonly SiteId[] = ['general', 'floor', 'carbon'];

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', sites: ALL, load: () => import('./HomePage') },
  { path: '/inscription', sites: ALL, load: () => import('./RegistrationPage') },
  { path: '/espace-personnel', sites: ALL, load: () => import('./PersonalSpacePage') },
  { path: '/mentions-legales', sites: ALL, load: () => import('./LegalNoticePage') },
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
