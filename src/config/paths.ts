/**
 * Every page's address, in one place: the route table (src/app/routes/routeTable.ts), the tools
 * (src/app/tools.ts), the links and the navigations all read them from here. Each page has its
 * `path` (the route's pattern, as the router matches it, without a trailing slash) and its
 * `getHref(…)` (the address a link writes, with its query and its hash sub-route if any). A page
 * whose sub-routes are in the location hash (src/lib/routing/hashRoutes.tsx) names each one with
 * its `route` (the hash route's pattern) and its builders.
 *
 * **Given by the specification**:
 * - `/` the home page, `/espace-personnel` the personal space (spec 000 §2, spec 001 §2.4) with its
 *   hash sub-routes `#/` (the space), `#/modification` (personal data) and `#/historique` (the
 *   history); `/mentions-legales` (spec 000 §2); `/inscription` (spec 000 §2, spec 001 §2.4, §2.5);
 * - the account links' pages `/user/data/email/` and `/user/data/password/{token}` (spec 000, the
 *   account-link handler);
 * - the tools: `/evaluer-le-psi-dun-rupteur/`, `/donnees-environnementales/`, `/bibliotheque`
 *   (spec 001 §2.4), `/configurer-un-plancher/` (spec 002 §2.1, query `simulationId`, `history`,
 *   `historySolution`; spec 000 §2 for the last two), `/simuler-mon-empreinte-carbone/` (spec 002
 *   §2.5, query `cluster`, `simulation-carbone`, `history`);
 * - a questionnaire's result `#/{id}/{name, spaces as underscores, URL-encoded}`, with `?history=1`
 *   when opened from the history (spec 001 §2.4), and the library's results `#/results/{hash}`
 *   (spec 001 §2.3).
 *
 * **Project-defined**: the single-sign-on hand-over page `/connexion-sso/` (where /api/saml-login
 * sends the browser back, src/api/sso.ts); the value of the contact url key, 'inscription', that
 * makes the registration link of the user menu the same page as the login dialogs' `/inscription`
 * (CONTACT_URL_KEY, src/config/sites.ts); the name segment of a result without a name (its id, on
 * the environmental-data tool).
 */
import { CONTACT_URL_KEY } from './sites';

type QueryValue = string | number | null | undefined;

/** `path?key=value&…` for the values given, each key and value URL-encoded, in the given order. */
function withQuery(path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
  const parts = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] != null && entry[1] !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

/** A product name as the result routes write it: spaces replaced by underscores, URL-encoded. */
export function encodeResultName(name: string | null | undefined): string {
  return encodeURIComponent((name ?? '').trim().replace(/\s+/g, '_'));
}

/** A questionnaire's result: the hash sub-route of the finder's and the environmental tool's pages. */
const questionnaireResult = {
  route: '/:id/:name',
  /** '/{id}/{encoded name}': the hash path (navigateHash). */
  hashPath: (id: number, name: string | null | undefined) => `/${id}/${encodeResultName(name)}`,
};

/** A questionnaire's page: its start, or a result (opened from the history with `?history=1`). */
function questionnairePage(href: string) {
  return {
    path: href.replace(/\/$/, ''),
    getHref: (
      options: {
        result?: { id: number; name: string | null | undefined };
        fromHistory?: boolean;
      } = {},
    ) => {
      const { result, fromHistory = false } = options;
      if (!result) return href;
      const hash = questionnaireResult.hashPath(result.id, result.name);
      return `${href}#${hash}${fromHistory ? '?history=1' : ''}`;
    },
    result: questionnaireResult,
  };
}

const SPACE = '/espace-personnel';
const REGISTRATION = `/${CONTACT_URL_KEY}`;
const PASSWORD_RESET = '/user/data/password/';
const FLOOR_CONFIGURATOR = '/configurer-un-plancher/';
const CARBON_SIMULATOR = '/simuler-mon-empreinte-carbone/';
const LIBRARY = '/bibliotheque';
const LIBRARY_RESULTS = '/results/';

export const paths = {
  home: { path: '/', getHref: () => '/' },
  registration: { path: REGISTRATION, getHref: () => REGISTRATION },
  personalSpace: {
    path: SPACE,
    getHref: () => SPACE,
    /** The space itself, its hash route '/'. */
    home: { route: '/', getHref: () => `${SPACE}#/` },
    /** Personal data. */
    profile: { route: '/modification', getHref: () => `${SPACE}#/modification` },
    /** The history of the saved results, configurations or simulations. */
    history: { route: '/historique', getHref: () => `${SPACE}#/historique` },
  },
  legalNotice: { path: '/mentions-legales', getHref: () => '/mentions-legales' },
  ssoHandover: { path: '/connexion-sso', getHref: () => '/connexion-sso/' },
  /** The e-mail change's confirmation link (its query: id, token, expires, signature). */
  emailConfirmation: { path: '/user/data/email', getHref: () => '/user/data/email/' },
  /** The password reset link; `prefix` is what every such link's path starts with. */
  passwordReset: {
    path: `${PASSWORD_RESET}:token`,
    prefix: PASSWORD_RESET,
    getHref: (token: string) => `${PASSWORD_RESET}${encodeURIComponent(token)}`,
  },
  finder: questionnairePage('/evaluer-le-psi-dun-rupteur/'),
  environmental: questionnairePage('/donnees-environnementales/'),
  library: {
    path: LIBRARY,
    getHref: () => LIBRARY,
    /** Its results, '#/results/{hash}' (the hash: src/features/psi-library/libraryHash.ts). */
    results: {
      route: `${LIBRARY_RESULTS}:hash`,
      prefix: LIBRARY_RESULTS,
      getHref: (hash: string) => `${LIBRARY}#${LIBRARY_RESULTS}${hash}`,
    },
  },
  floorConfigurator: {
    path: FLOOR_CONFIGURATOR.replace(/\/$/, ''),
    /**
     * `simulationId`: a configuration reloaded for modification; `history`: a saved simulation,
     * `historySolution`: a saved solution's detail, by slug (both from the history).
     */
    getHref: (
      query: { simulationId?: QueryValue; history?: QueryValue; historySolution?: QueryValue } = {},
    ) => withQuery(FLOOR_CONFIGURATOR, query),
  },
  carbonSimulator: {
    path: CARBON_SIMULATOR.replace(/\/$/, ''),
    /**
     * `cluster`: a new simulation of a group (with `simulation-carbone`, a copy of one of its
     * simulations); `history`: a saved group's results.
     */
    getHref: (
      query: { cluster?: QueryValue; 'simulation-carbone'?: QueryValue; history?: QueryValue } = {},
    ) => withQuery(CARBON_SIMULATOR, query),
  },
} as const;
