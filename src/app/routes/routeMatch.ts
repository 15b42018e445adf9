/**
 * Whether a pathname opens a route's path: a trailing slash does not matter, a `:name` segment
 * matches any one segment. Shared by the route table and the page's inline script
 * (src/app/boot/shellPicker.ts), which must not import the pages.
 */
const segmentsOf = (path: string) => path.split('/').filter(Boolean);

export function routeMatches(routePath: string, pathname: string): boolean {
  const pattern = segmentsOf(routePath);
  const wanted = segmentsOf(pathname);
  return (
    pattern.length === wanted.length &&
    pattern.every((segment, index) => segment.startsWith(':') || segment === wanted[index])
  );
}

/** The personal space's path; its sub-routes are in the hash ('#/historique', '#/modification'). */
export const SPACE_PATH = '/espace-personnel';

/** The personal space's history, its hash sub-route. */
export const SPACE_HISTORY_ROUTE = '/historique';

/** Whether an address opens the personal space's history ('/espace-personnel#/historique'). */
export function opensSpaceHistory({
  pathname,
  hash,
}: Pick<Location, 'pathname' | 'hash'>): boolean {
  const route = hash.replace(/^#/, '').split('?')[0];
  return (
    routeMatches(SPACE_PATH, pathname) &&
    route !== undefined &&
    routeMatches(SPACE_HISTORY_ROUTE, route)
  );
}
