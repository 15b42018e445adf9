/**
 * Page routes by pathname (spec 000 §2 and the tool documents), their paths from src/config/paths.ts. Each page is its own lazily loaded
 * chunk. A page that belongs to one site only is a 404 on the others.
 */
import { paths } from '@/config/paths';
import type { SiteId } from '@/config/sites';
import { TOOLS, withoutTrailingSlash } from '@/app/tools';
import { TOOL_PAGES, type PageModule } from './toolPages';
import { routeMatches } from './routeMatch';

export type { PageModule };

export interface PageRoute {
  path: string;
  /** The sites that serve this page. */
  sites: readonly SiteId[];
  load: () => Promise<PageModule>;
}

const ALL: readonly SiteId[] = ['general', 'floor', 'carbon'];

/** The pages of every site, besides the tools' (src/app/tools.ts). */
const SITE_PAGES: readonly PageRoute[] = [
  { path: paths.home.path, sites: ALL, load: () => import('./HomePage') },
  { path: paths.registration.path, sites: ALL, load: () => import('./RegistrationPage') },
  { path: paths.personalSpace.path, sites: ALL, load: () => import('./PersonalSpacePage') },
  { path: paths.legalNotice.path, sites: ALL, load: () => import('./LegalNoticePage') },
  // Single-sign-on hand-over page, where /api/saml-login redirects (project-defined path).
  { path: paths.ssoHandover.path, sites: ALL, load: () => import('./SsoHandoverRoute') },
  // Account links e-mailed by the floor and carbon sites: the home page, where the account-link
  // handler of the shell confirms the e-mail or opens the password popup.
  {
    path: paths.emailConfirmation.path,
    sites: ['floor', 'carbon'],
    load: () => import('./HomePage'),
  },
  { path: paths.passwordReset.path, sites: ['floor', 'carbon'], load: () => import('./HomePage') },
];

export const PAGE_ROUTES: readonly PageRoute[] = [
  ...SITE_PAGES,
  ...TOOLS.map((tool) => ({
    path: withoutTrailingSlash(tool.path),
    sites: [tool.site],
    load: TOOL_PAGES[tool.id].load,
  })),
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
