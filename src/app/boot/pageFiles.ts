/**
 * The chunks of each page, which the build lists in index.html (build/prerenderedShell.ts): the page's
 * inline script asks for them at once (src/app/boot/shellPicker.ts), the router for each page it
 * opens later (src/app/routes/buildRoutes.tsx). A module of its own: the app's router reads it
 * without the inline script's code.
 */
import type { SiteId } from '@/config/sites';
import { routeMatches } from '@/app/routes/routeMatch';

/** Marks the JSON, written by the build, of the chunks each page needs besides the entry's. */
export const PAGE_FILES_ATTRIBUTE = 'data-page-files';

export interface PageFiles {
  /** The app's chunks (src/app/boot/startApp.tsx), for every page. */
  app: string[];
  /** Each page route's own chunks. */
  routes: { path: string; sites: SiteId[]; files: string[] }[];
}

/**
 * Asks at once for the app's chunks and the page's, which the entry script would ask for only once
 * it has loaded and run: on a phone network, they download alongside it. The router asks the same
 * for each page it opens later (src/app/routes/buildRoutes.tsx), so that a page's chunks download
 * together rather than each after the one importing it (the build leaves this to the project:
 * `build.modulePreload` is off in vite.config.ts). Returns the files asked, those not asked before.
 * `each` runs the asking of each file: the inline script gives each its own task, since adding a
 * modulepreload link costs the browser a few milliseconds of work while the page loads (all at once,
 * about 60 ms of a desktop core on the configurator: one long task on a phone).
 */
export function preloadPageFiles(
  site: SiteId,
  pathname: string = window.location.pathname,
  doc: Document = document,
  each: (ask: () => void) => void = (ask) => ask(),
): string[] {
  const json = doc.querySelector(`script[${PAGE_FILES_ATTRIBUTE}]`)?.textContent;
  if (!json) return [];
  const files = JSON.parse(json) as PageFiles;
  const route = files.routes.find(
    (candidate) => candidate.sites.includes(site) && routeMatches(candidate.path, pathname),
  );
  const asked = new Set(
    [...doc.head.querySelectorAll('link[rel=modulepreload]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  const wanted = [...files.app, ...(route?.files ?? [])].filter((file) => !asked.has(`/${file}`));
  for (const file of wanted)
    each(() => {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      // As the built page's module script asks for them, so that the entry's requests find them.
      link.crossOrigin = '';
      link.href = `/${file}`;
      doc.head.append(link);
    });
  return wanted;
}
