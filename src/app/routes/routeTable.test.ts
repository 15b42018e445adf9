import { CONTACT_URL_KEY } from '@/config/sites';
import { paths } from '@/config/paths';
import { PAGE_ROUTES, pageRouteFor } from './routeTable';

describe('pageRouteFor: the page a pathname opens on a site', () => {
  it("finds a site's page with or without its trailing slash", () => {
    expect(pageRouteFor('general', '/')?.path).toBe('/');
    expect(pageRouteFor('general', '/evaluer-le-psi-dun-rupteur/')?.path).toBe(
      '/evaluer-le-psi-dun-rupteur',
    );
    expect(pageRouteFor('floor', '/configurer-un-plancher')?.path).toBe('/configurer-un-plancher');
  });

  it('opens the registration page at /{contact url key}/ on every site (project-defined key)', () => {
    expect(CONTACT_URL_KEY).toBe('inscription');
    for (const site of ['general', 'floor', 'carbon'] as const) {
      expect(pageRouteFor(site, `/${CONTACT_URL_KEY}/`)?.path).toBe('/inscription');
      expect(pageRouteFor(site, '/inscription')?.path).toBe('/inscription');
    }
  });

  it('matches a parameter segment with any value', () => {
    expect(pageRouteFor('carbon', '/user/data/password/abc123')?.path).toBe(
      '/user/data/password/:token',
    );
  });

  it("finds nothing for another site's page or an unknown path", () => {
    expect(pageRouteFor('floor', '/bibliotheque')).toBeUndefined();
    expect(pageRouteFor('general', '/user/data/password/abc123')).toBeUndefined();
    expect(pageRouteFor('general', '/bibliotheque/autre')).toBeUndefined();
  });
});

describe('PAGE_ROUTES: the route table', () => {
  /** Every page pattern of the paths module (src/config/paths.ts), its hash sub-routes aside. */
  function modulePaths(node: unknown): string[] {
    if (typeof node !== 'object' || node === null) return [];
    const own = 'path' in node && typeof node.path === 'string' ? [node.path] : [];
    return [...own, ...Object.values(node).flatMap(modulePaths)];
  }

  it('takes every route from the paths module, each page once', () => {
    const known = new Set(modulePaths(paths));
    const routes = PAGE_ROUTES.map((route) => route.path);
    expect(routes.filter((path) => !known.has(path))).toEqual([]);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('has a route for every page of the paths module', () => {
    const routes = new Set(PAGE_ROUTES.map((route) => route.path));
    expect(modulePaths(paths).filter((path) => !routes.has(path))).toEqual([]);
  });
});
