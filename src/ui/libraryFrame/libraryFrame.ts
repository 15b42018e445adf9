/**
 * What the first paint knows of the PSI library (spec 001 §2.3): its routes in the location hash,
 * its two layouts, the texts of its loading screen. The library's page (src/features/psi-library/)
 * reads them from here: the first paint of every page must load no code of a tool.
 */
import { paths } from '@/config/paths';

/** The library's title: its page's heading, its home-page card, its first paint. */
export const LIBRARY_TITLE = 'Bibliothèque de PSI';

/** The library's routes are in the location hash: '#/' its start screen, '#/results/{hash}'. */
export const RESULTS_PREFIX = paths.library.results.prefix;
/** The start of the location hash of a link to results. */
export const RESULTS_HASH = `#${RESULTS_PREFIX}`;

/** Whether a page opened at this location hash shows the library's start screen. */
export function opensAtStart(hash: string): boolean {
  return !hash.startsWith(RESULTS_HASH);
}

/** From 720 px: the filters' column beside the results. */
export const WIDE_SCREEN = '@media (min-width: 720px)';
export const WIDE_COLUMNS = 'minmax(220px, 280px) minmax(0, 1fr)';

export const START_MESSAGE = "Pour commencer veuillez sélectionner une valeur d'un filtre";
export const FILTERS_LOADING_LABEL = 'Chargement des filtres';
