/** The tools of each site: their page path, the title of the page, and the text of the home-page card. */
import { FLOOR_FORM_REQUEST, SIMULATOR_FORM_REQUEST, type FirstRequest } from '@/api/firstRequests';
import type { SiteId } from '@/config/sites';
import { LIBRARY_TITLE } from '@/ui/libraryFrame/libraryFrame';

export interface SiteTool {
  path: string;
  title: string;
  description: string;
  /**
   * The page's frame while it loads (StaticShell): 'title' when the page opens with a PageLayout
   * titled `title` (the first paint then shows that title over a loading state), 'library' when
   * that page is the PSI library (its title over the library's own loading screen), 'own' when the
   * tool draws its own header (configurators).
   */
  frame: 'title' | 'library' | 'own';
  /**
   * The request (a GET without a query, without a token) that the page sends first when its address
   * has no query: the page's inline script sends it alongside the page's code
   * (src/lib/earlyResponses.ts) and writes the form's preview into the frame when it answers.
   */
  firstRequest?: FirstRequest;
}

/** Titles of the general site's tool pages: each page's heading, its home-page card, its first paint. */
export const TOOL_TITLES = {
  finder: "Évaluer le PSI d'un rupteur",
  environmental: 'Données environnementales',
  library: LIBRARY_TITLE,
} as const;

export const SITE_TOOLS: Readonly<Record<SiteId, readonly SiteTool[]>> = {
  general: [
    {
      path: '/evaluer-le-psi-dun-rupteur/',
      title: TOOL_TITLES.finder,
      frame: 'title',
      description:
        'Répondez à quelques questions pour trouver le rupteur thermique adapté et ses valeurs de PSI.',
    },
    {
      path: '/donnees-environnementales/',
      title: TOOL_TITLES.environmental,
      frame: 'title',
      description: 'Consultez les fiches FDES des poutrelles, prédalles et prémurs.',
    },
    {
      path: '/bibliotheque',
      title: TOOL_TITLES.library,
      frame: 'library',
      description: 'Filtrez la bibliothèque complète des valeurs de PSI.',
    },
  ],
  floor: [
    {
      path: '/configurer-un-plancher/',
      title: 'Configurer un plancher',
      frame: 'own',
      firstRequest: FLOOR_FORM_REQUEST,
      description: 'Décrivez votre projet et obtenez les solutions de plancher recommandées.',
    },
  ],
  carbon: [
    {
      path: '/simuler-mon-empreinte-carbone/',
      title: 'Simuler mon empreinte carbone',
      frame: 'own',
      firstRequest: SIMULATOR_FORM_REQUEST,
      description: "Comparez l'impact carbone de vos systèmes constructifs.",
    },
  ],
};

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/$/, '$1');

/** The tool of a site whose page a pathname opens, if any. */
export function toolAt(site: SiteId, pathname: string): SiteTool | undefined {
  const wanted = withoutTrailingSlash(pathname);
  return SITE_TOOLS[site].find((tool) => withoutTrailingSlash(tool.path) === wanted);
}
