/**
 * The tools of the three sites, each declared once: its site, its address, its title and home-page
 * card, how its page paints first, the request it sends before the app loads. The header, the
 * phone menu, the home page, the prerendered frames, the page's inline script and the routes are
 * all read from here (SITE_TOOLS, toolAt, src/app/routes/routeTable.ts). Its address is the page's
 * in src/config/paths.ts.
 *
 * The other half of a tool's entry is in TOOL_PAGES (src/app/routes/toolPages.ts): its page, its
 * code's folders, its frame's module. Apart from this table: the page's inline script bundles this
 * table and must not import the pages or the features.
 *
 * Adding a tool: docs/architecture.md, "Adding a tool" (src/app/features/toolManifest.test.ts
 * checks it).
 */
import { FLOOR_FORM_REQUEST, SIMULATOR_FORM_REQUEST, type FirstRequest } from '@/api/firstRequests';
import { paths } from '@/config/paths';
import type { SiteId } from '@/config/sites';
import { LIBRARY_TITLE } from '@/ui/libraryFrame/libraryFrame';

export interface Tool {
  /** The tool's name in the code (TOOL_PAGES). */
  id: string;
  site: SiteId;
  /** The page's address (with its trailing slash, as links write it). */
  path: string;
  title: string;
  /** The text of the home page's card. */
  description: string;
  /**
   * The page's frame while it loads (StaticShell): 'title' when the page opens with a PageLayout
   * titled `title` (the first paint then shows that title over a loading state), 'questionnaire'
   * when it opens so at its start with its first question's title, which the tool knows before the
   * server answers, over the questionnaire's loading view (at another location hash, a result,
   * over a loading state), 'library' when that page is the PSI library (its title over the
   * library's own loading screen), 'own' when the tool draws its own header (configurators).
   */
  frame: 'title' | 'questionnaire' | 'library' | 'own';
  /**
   * The request (a GET without a query, without a token) that the page sends first when its address
   * has no query: the page's inline script sends it alongside the page's code
   * (src/api/firstRequests.ts) and writes the form's preview into the frame when it answers.
   */
  firstRequest?: FirstRequest;
}

/** Titles of the general site's tool pages: each page's heading, its home-page card, its first paint. */
export const TOOL_TITLES = {
  finder: "Évaluer le PSI d'un rupteur",
  environmental: 'Données environnementales',
  library: LIBRARY_TITLE,
} as const;

export const TOOLS = [
  {
    id: 'finder',
    site: 'general',
    path: paths.finder.getHref(),
    title: TOOL_TITLES.finder,
    frame: 'title',
    description:
      'Répondez à quelques questions pour trouver le rupteur thermique adapté et ses valeurs de PSI.',
  },
  {
    id: 'environmental',
    site: 'general',
    path: paths.environmental.getHref(),
    title: TOOL_TITLES.environmental,
    frame: 'questionnaire',
    description: 'Consultez les fiches FDES des poutrelles, prédalles et prémurs.',
  },
  {
    id: 'library',
    site: 'general',
    path: paths.library.getHref(),
    title: TOOL_TITLES.library,
    frame: 'library',
    description: 'Filtrez la bibliothèque complète des valeurs de PSI.',
  },
  {
    id: 'floor',
    site: 'floor',
    path: paths.floorConfigurator.getHref(),
    title: 'Configurer un plancher',
    frame: 'own',
    firstRequest: FLOOR_FORM_REQUEST,
    description: 'Décrivez votre projet et obtenez les solutions de plancher recommandées.',
  },
  {
    id: 'carbon',
    site: 'carbon',
    path: paths.carbonSimulator.getHref(),
    title: 'Simuler mon empreinte carbone',
    frame: 'own',
    firstRequest: SIMULATOR_FORM_REQUEST,
    description: "Comparez l'impact carbone de vos systèmes constructifs.",
  },
] as const satisfies readonly Tool[];

export type ToolId = (typeof TOOLS)[number]['id'];

/** Whether a questionnaire's page opened at this location hash shows its start (its first question). */
export const questionnaireOpensAtStart = (hash: string) => ['', '#', '#/'].includes(hash);

/** The location hash of the frame of a questionnaire's page away from its start (its results). */
export const QUESTIONNAIRE_AWAY_HASH = '#/…';

/** The tools of each site, in the order of the header and the home page. */
export const SITE_TOOLS: Readonly<Record<SiteId, readonly Tool[]>> = {
  general: TOOLS.filter((tool) => tool.site === 'general'),
  floor: TOOLS.filter((tool) => tool.site === 'floor'),
  carbon: TOOLS.filter((tool) => tool.site === 'carbon'),
};

export const withoutTrailingSlash = (path: string) => path.replace(/(.)\/$/, '$1');

/** The tool of a site whose page a pathname opens, if any. */
export function toolAt(site: SiteId, pathname: string): Tool | undefined {
  const wanted = withoutTrailingSlash(pathname);
  return SITE_TOOLS[site].find((tool) => withoutTrailingSlash(tool.path) === wanted);
}
