/**
 * Site selection by host name (spec 000 §1).
 *
 * The floor and carbon sites are each recognised from a fixed host list; every other host is the
 * general (thermal-break) site. The host lists, the brand marker and the API hosts are
 * project-defined: the specification says they exist but does not name them.
 */

export type SiteId = 'general' | 'floor' | 'carbon';

export const SITE_IDS: readonly SiteId[] = ['general', 'floor', 'carbon'];

/** Hosts that serve the floor (plancher) configurator. */
export const FLOOR_HOSTS: readonly string[] = [
  'plancher.localhost',
  'configurateur-plancher.fr',
  'www.configurateur-plancher.fr',
  'plancher.rupteo.fr',
  'neo-plancher.rupteo.fr',
  'recette-plancher.rupteo.fr',
];

/** Hosts that serve the carbon-footprint simulator. */
export const CARBON_HOSTS: readonly string[] = [
  'carbone.localhost',
  'simulateur-carbone.fr',
  'www.simulateur-carbone.fr',
  'carbone.rupteo.fr',
  'carbone.batiprime.fr',
  'recette-carbone.rupteo.fr',
];

/** A host containing this marker gets the secondary button style. */
/**
 * **Project-defined**: the contact url key of spec 000 §2, whose page `/{contact url key}/` is the
 * registration link of the shared user menu. The documents give no value: 'inscription' makes it the
 * header's 'S'inscrire' link and the login dialogs' (`/inscription`, spec 000 §2, spec 001 §2.5),
 * one registration page on every site.
 */
export const CONTACT_URL_KEY = 'inscription';

export const NEO_MARKER = 'neo';

/** A host containing this brand marker shows the partner variant of the carbon simulator logo. */
export const CARBON_BRAND_MARKER = 'batiprime';

/** The production API host, used when the host name is not one we know. */
export const DEFAULT_API_BASE_URL = 'https://api.rupteo.fr';

/** API base address per known production host; development hosts talk to their own origin. */
const API_BASE_BY_HOST: Readonly<Record<string, string>> = {
  'configurateur-plancher.fr': 'https://api.configurateur-plancher.fr',
  'www.configurateur-plancher.fr': 'https://api.configurateur-plancher.fr',
  'simulateur-carbone.fr': 'https://api.simulateur-carbone.fr',
  'www.simulateur-carbone.fr': 'https://api.simulateur-carbone.fr',
  'recette-plancher.rupteo.fr': 'https://api-recette.rupteo.fr',
  'recette-carbone.rupteo.fr': 'https://api-recette.rupteo.fr',
};

/**
 * A deployment of the sites: production, or staging (the 'recette' hosts, with an API of their
 * own). A build is made for one of them (VITE_DEPLOYMENT, production by default).
 */
export type Deployment = 'production' | 'staging';

/** The staging hosts: their names start with this. */
export const STAGING_HOST_PREFIX = 'recette-';

export function deploymentOfHost(host: string): Deployment {
  return host.toLowerCase().startsWith(STAGING_HOST_PREFIX) ? 'staging' : 'production';
}

/**
 * Every API base address a host of the deployment can choose: the build's Content-Security-Policy
 * allows them and no other (build/contentSecurityPolicy.ts): a production page cannot reach the
 * staging API, nor the reverse. Development hosts use their own origin.
 */
export function deploymentApiBaseUrls(deployment: Deployment): string[] {
  const bases = Object.entries(API_BASE_BY_HOST)
    .filter(([host]) => deploymentOfHost(host) === deployment)
    .map(([, base]) => base);
  if (deployment === 'production') bases.push(DEFAULT_API_BASE_URL);
  return [...new Set(bases)];
}

/** Hosts of a developer machine: the API is the page's own origin (where the mock backend answers). */
export function isDevelopmentHost(host: string): boolean {
  return host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost');
}

export interface SiteConfig {
  id: SiteId;
  host: string;
  /** The host contains 'neo': buttons take the secondary style. */
  neo: boolean;
  /** The host contains the carbon brand marker: the carbon logo takes its partner variant. */
  carbonBrand: boolean;
  /** Base address of the API, without a trailing slash ('' means the page's own origin). */
  apiBaseUrl: string;
}

export interface ResolveSiteInput {
  /** `location.hostname` */
  host: string;
  /** `location.search`, read for the `?site=` override of a tab */
  search?: string;
  /** A build-time override of the API base address (VITE_API_BASE_URL) */
  apiBaseUrlOverride?: string | undefined;
  /** The site chosen earlier in this tab by `?site=` (kept in sessionStorage) */
  tabOverride?: string | null;
}

/** Where a tab keeps the site its `?site=` chose (sessionStorage), for its next pages. */
export const SITE_OVERRIDE_TAB_KEY = 'site-override';

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'string' && (SITE_IDS as readonly string[]).includes(value);
}

export function siteFromHost(host: string): SiteId {
  const name = host.toLowerCase();
  if (FLOOR_HOSTS.includes(name)) return 'floor';
  if (CARBON_HOSTS.includes(name)) return 'carbon';
  return 'general';
}

export function apiBaseUrlFromHost(host: string): string {
  const name = host.toLowerCase();
  if (isDevelopmentHost(name)) return '';
  return API_BASE_BY_HOST[name] ?? DEFAULT_API_BASE_URL;
}

/** The query parameter that chooses a tab's site on a development host: `?site=general|floor|carbon`. */
export const SITE_PARAMETER = 'site';

/** The `?site=general|floor|carbon` parameter of a URL, when valid. */
export function siteOverrideFromSearch(search: string | undefined): SiteId | null {
  const value = new URLSearchParams(search ?? '').get(SITE_PARAMETER);
  return isSiteId(value) ? value : null;
}

export function resolveSite({
  host,
  search,
  apiBaseUrlOverride,
  tabOverride,
}: ResolveSiteInput): SiteConfig {
  const name = host.toLowerCase();
  // A developer machine serves the three sites on one host; a production host is one site, whatever
  // the address or the tab says.
  const override = isDevelopmentHost(name)
    ? (siteOverrideFromSearch(search) ?? (isSiteId(tabOverride) ? tabOverride : null))
    : null;
  return {
    id: override ?? siteFromHost(name),
    host: name,
    neo: name.includes(NEO_MARKER),
    carbonBrand: name.includes(CARBON_BRAND_MARKER),
    apiBaseUrl: (apiBaseUrlOverride || apiBaseUrlFromHost(name)).replace(/\/+$/, ''),
  };
}

export interface SiteText {
  /** Name shown in the header and the title bar. */
  name: string;
  /** Short name for an installed app. */
  shortName: string;
  description: string;
}

export const SITE_TEXT: Readonly<Record<SiteId, SiteText>> = {
  general: {
    name: 'Rupteo',
    shortName: 'Rupteo',
    description: 'Trouvez le rupteur thermique adapté à votre projet et ses valeurs de PSI.',
  },
  floor: {
    name: 'Configurateur de planchers',
    shortName: 'Planchers',
    description: 'Configurez votre plancher et trouvez les solutions adaptées.',
  },
  carbon: {
    name: "Simulateur d'empreinte carbone",
    shortName: 'Carbone',
    description: "Estimez l'impact carbone de vos systèmes constructifs.",
  },
};
