import { CONTACT_URL_KEY } from '@/config/sites';
import { pageRouteFor } from './routeTable';

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
