import { pageRouteFor } from './routeTable';

describe('pageRouteFor: the page a pathname opens on a site', () => {
  it("finds a site's page with or without its trailing slash", () => {
    expect(pageRouteFor('general', '/')?.path).toBe('/');
    expect(pageRouteFor('general', '/evaluer-le-psi-dun-rupteur/')?.path).toBe(
      '/evaluer-le-psi-dun-rupteur',
    );
    expect(pageRouteFor('floor', '/configurer-un-plancher')?.path).toBe('/configurer-un-plancher');
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
