/**
 * Whether a pathname opens a route's path: a trailing slash does not matter, a `:name` segment
 * matches any one segment. Shared by the route table and the page's inline script
 * (src/app/boot/shellPicker.ts), which must not import the pages.
 */
import { paths } from '@/config/paths';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

export function routeMatches(routePath: string, pathname: string): boolean {
  const pattern = segmentsOf(routePath);
  const wanted = segmentsOf(pathname);
  return (
    pattern.length === wanted.length &&
    pattern.every((segment, index) => segment.startsWith(':') || segment === wanted[index])
  );
}

/** Whether an address opens the personal space's history ('/espace-personnel#/historique'). */
export function opensSpaceHistory({
  pathname,
  hash,
}: Pick<Location, 'pathname' | 'hash'>): boolean {
  const route = hash.replace(/^#/, '').split('?')[0];
  return (
    routeMatches(paths.personalSpace.path, pathname) &&
    route !== undefined &&
    routeMatches(paths.personalSpace.history.route, route)
  );
}
