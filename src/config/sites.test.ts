import {
  apiBaseUrlFromHost,
  CARBON_BRAND_MARKER,
  CARBON_HOSTS,
  DEFAULT_API_BASE_URL,
  FLOOR_HOSTS,
  deploymentApiBaseUrls,
  deploymentOfHost,
  resolveSite,
  siteFromHost,
} from './sites';

describe('site selection by host name', () => {
  it.each(FLOOR_HOSTS)('serves the floor site on %s', (host) => {
    expect(siteFromHost(host)).toBe('floor');
    expect(resolveSite({ host }).id).toBe('floor');
  });

  it.each(CARBON_HOSTS)('serves the carbon site on %s', (host) => {
    expect(siteFromHost(host)).toBe('carbon');
    expect(resolveSite({ host }).id).toBe('carbon');
  });

  it.each([
    'localhost',
    '127.0.0.1',
    'www.rupteo.fr',
    'rupteo.fr',
    'exemple.com',
    'plancher.exemple.com',
  ])('serves the general site on any other host: %s', (host) => {
    expect(resolveSite({ host }).id).toBe('general');
  });

  it('ignores the case of the host name', () => {
    expect(siteFromHost('PLANCHER.LOCALHOST')).toBe('floor');
  });

  it("gives the secondary button style to a host containing 'neo'", () => {
    expect(resolveSite({ host: 'neo-plancher.rupteo.fr' })).toMatchObject({
      id: 'floor',
      neo: true,
    });
    expect(resolveSite({ host: 'plancher.rupteo.fr' }).neo).toBe(false);
  });

  it('switches the carbon logo on a host containing the brand marker', () => {
    const host = `carbone.${CARBON_BRAND_MARKER}.fr`;
    expect(resolveSite({ host })).toMatchObject({ id: 'carbon', carbonBrand: true });
    expect(resolveSite({ host: 'carbone.rupteo.fr' }).carbonBrand).toBe(false);
  });

  it('chooses the API base address from the host, with a default production host', () => {
    expect(apiBaseUrlFromHost('www.configurateur-plancher.fr')).toBe(
      'https://api.configurateur-plancher.fr',
    );
    expect(apiBaseUrlFromHost('simulateur-carbone.fr')).toBe('https://api.simulateur-carbone.fr');
    expect(apiBaseUrlFromHost('www.rupteo.fr')).toBe(DEFAULT_API_BASE_URL);
  });

  it("lists every API base address a host of a deployment can choose (its build's policy allows only them)", () => {
    const hosts = [...FLOOR_HOSTS, ...CARBON_HOSTS, 'www.rupteo.fr', 'exemple.fr'];
    for (const host of hosts) {
      const base = apiBaseUrlFromHost(host);
      if (base) expect(deploymentApiBaseUrls(deploymentOfHost(host))).toContain(base);
    }
    expect(deploymentApiBaseUrls('production')).toEqual(
      expect.arrayContaining([DEFAULT_API_BASE_URL, 'https://api.configurateur-plancher.fr']),
    );
    expect(deploymentApiBaseUrls('production')).not.toContain('https://api-recette.rupteo.fr');
    expect(deploymentApiBaseUrls('staging')).toEqual(['https://api-recette.rupteo.fr']);
  });

  it("talks to the page's own origin on a developer machine", () => {
    expect(resolveSite({ host: 'localhost' }).apiBaseUrl).toBe('');
    expect(resolveSite({ host: 'carbone.localhost' }).apiBaseUrl).toBe('');
  });

  it('lets the build override the API base address', () => {
    expect(
      resolveSite({ host: 'www.rupteo.fr', apiBaseUrlOverride: 'http://127.0.0.1:8787/' })
        .apiBaseUrl,
    ).toBe('http://127.0.0.1:8787');
  });

  it('lets ?site= override the host for the tab, and keeps a valid earlier choice', () => {
    expect(resolveSite({ host: 'localhost', search: '?site=carbon' }).id).toBe('carbon');
    expect(resolveSite({ host: 'localhost', search: '?site=unknown' }).id).toBe('general');
    expect(resolveSite({ host: 'localhost', tabOverride: 'floor' }).id).toBe('floor');
    expect(
      resolveSite({ host: 'localhost', search: '?site=general', tabOverride: 'floor' }).id,
    ).toBe('general');
    expect(resolveSite({ host: 'plancher.localhost', search: '?site=carbon' }).id).toBe('carbon');
  });

  it('on a production host, the host alone chooses the site', () => {
    expect(resolveSite({ host: 'www.rupteo.fr', search: '?site=carbon' }).id).toBe('general');
    expect(resolveSite({ host: 'www.rupteo.fr', tabOverride: 'floor' }).id).toBe('general');
  });
});
