/**
 * Hash sub-routes inside a page (`/espace-personnel#/historique`,
 * `/evaluer-le-psi-dun-rupteur/#/{id}/{name}?history=1`, `/bibliotheque#/results/{hash}`).
 * The part after '#' is a path with an optional query; `<HashRoutes>` renders the first route that
 * matches it, and `navigateHash` moves to another sub-route without reloading the page.
 *
 * The sub-route changes in two ways: through the router (a link of the app, `AppLink`, to
 * `/espace-personnel#/historique`, from another page or from the same one: the router's history
 * push fires no 'hashchange'), and through the address alone (`navigateHash`, the browser's back
 * and forward buttons, a plain `#/…` link). The hash location follows both: the router's location
 * when the router has just moved, the address's hash when only the address has.
 */
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';

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

interface Followed {
  /** The router's location (its key) and the address's hash last seen. */
  routerKey: string;
  addressHash: string;
  /** The hash of whichever moved last. */
  hash: string;
}

export function useHashLocation(): HashLocation {
  const location = useLocation();
  const addressHash = useSyncExternalStore(subscribe, readHash, () => '');
  const [followed, setFollowed] = useState<Followed>(() => ({
    routerKey: location.key,
    addressHash,
    hash: addressHash,
  }));
  let { hash } = followed;
  if (location.key !== followed.routerKey) {
    // The router moved (a link of the app, or back and forward, which move the address too).
    hash = location.hash;
  } else if (addressHash !== followed.addressHash) {
    hash = addressHash;
  }
  if (location.key !== followed.routerKey || addressHash !== followed.addressHash) {
    setFollowed({ routerKey: location.key, addressHash, hash });
  }
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
