/**
 * Hash sub-routes inside a page (`/espace-personnel#/historique`,
 * `/evaluer-le-psi-dun-rupteur/#/{id}/{name}?history=1`, `/bibliotheque#/results/{hash}`).
 * The part after '#' is a path with an optional query; `<HashRoutes>` renders the first route that
 * matches it, and `navigateHash` moves to another sub-route without reloading the page.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { matchPath } from 'react-router-dom';

export interface HashLocation {
  /** '/' when the hash is empty. */
  pathname: string;
  /** The query inside the hash, with its '?', or ''. */
  search: string;
}

export function parseHash(hash: string): HashLocation {
  const raw = hash.replace(/^#/, '');
  const queryAt = raw.indexOf('?');
  const path = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const search = queryAt === -1 ? '' : raw.slice(queryAt);
  return { pathname: path.startsWith('/') ? path : `/${path}`, search };
}

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const readHash = () => window.location.hash;

export function useHashLocation(): HashLocation {
  const hash = useSyncExternalStore(subscribe, readHash, () => '');
  return parseHash(hash);
}

/** Goes to a hash sub-route ('/historique'); `replace` keeps the history entry. */
export function navigateHash(to: string, { replace = false }: { replace?: boolean } = {}) {
  const url = `${window.location.pathname}${window.location.search}#${to.startsWith('/') ? to : `/${to}`}`;
  if (replace) window.history.replaceState(window.history.state, '', url);
  else window.history.pushState(window.history.state, '', url);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

export interface HashRoute {
  /** A react-router path pattern: '/', '/historique', '/:id/:name', '/results/:hash'. */
  path: string;
  render: (params: Record<string, string | undefined>, location: HashLocation) => ReactNode;
}

export function matchHashRoute(routes: readonly HashRoute[], location: HashLocation) {
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, location.pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}

export function HashRoutes({
  routes,
  fallback,
}: {
  routes: readonly HashRoute[];
  fallback: ReactNode;
}) {
  const location = useHashLocation();
  const found = matchHashRoute(routes, location);
  return <>{found ? found.route.render(found.params, location) : fallback}</>;
}
