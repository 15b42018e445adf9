import { webcrypto } from 'node:crypto';
import { OPERATIONS } from '../src/api/operationTable';
import { reusedAs } from '../src/api/operations';
import { requestKey } from '../src/api/requestKey';
import {
  BODY_KEY_PARAMETER,
  CATALOGUE_GET_ROUTE,
  CATALOGUE_POST_ROUTE,
  CATALOGUE_GET_ROUTES,
  postBodyKey,
  SERVICE_WORKER_OPTIONS,
  serviceWorker,
  withoutCredentials,
} from '../build/serviceWorker';

const API = 'https://api.rupteo.fr';

describe("the service worker's rules (build/serviceWorker.ts)", () => {
  it('is built for a real backend only', () => {
    expect(serviceWorker(false)).toEqual([]);
    expect(serviceWorker(true)).not.toEqual([]);
  });

  it('keeps the sites’ own manifests, adds nothing to index.html, waits for the user to update', () => {
    expect(SERVICE_WORKER_OPTIONS).toMatchObject({
      manifest: false,
      injectRegister: false,
      registerType: 'prompt',
    });
    expect(SERVICE_WORKER_OPTIONS.workbox?.globIgnores).toContain('mockServiceWorker.js');
  });

  const cachedGets = [
    '/api/configurator/',
    '/api/simulator/',
    '/media/download/rupteur.svg',
    '/media/download/rupteur.svg?format=thumb',
    '/api/password/criteria/',
  ];

  it.each(cachedGets)('caches the catalogue read GET %s', (path) => {
    expect(CATALOGUE_GET_ROUTE.test(`${API}${path}`)).toBe(true);
    expect(CATALOGUE_GET_ROUTE.test(`http://127.0.0.1:8788${path}`)).toBe(true);
  });

  it('has a cached example for every GET route, and no route without one', () => {
    for (const route of CATALOGUE_GET_ROUTES)
      expect(cachedGets.some((path) => route.test(`${API}${path}`))).toBe(true);
  });

  it.each([
    // What the user typed: a project's name and zip code, a span, answers.
    '/api/simulator/?step1%5BprojectName%5D=Maison%20Dupont&step1%5BzipCode%5D=69003',
    '/api/simulator/?step1%5Bthickness%5D=20',
    '/api/configurator/?zipCode=44000',
    '/api/validation/continuity/12,5/',
    '/api/simulator/?cluster=4',
    '/api/simulator/?step1%5Bthickness%5D=20&simulation-carbone=3',
    '/api/simulator/?simulation-plancher=9',
    '/api/simulations/',
    '/api/solutions/',
    '/api/clusters/',
    '/api/clusters/3/',
    '/api/user/',
    '/api/solution/3/',
  ])("never caches the user's own GET, nor one carrying what they typed: %s", (path) => {
    expect(CATALOGUE_GET_ROUTE.test(`${API}${path}`)).toBe(false);
  });

  it.each([
    ['/api/filters', true],
    ['/api/filters/bibliotheque', true],
    ['/api/rupteur', true],
    ['/api/rupteur/12', true],
    ['/api/env/result', true],
    ['/api/simulator/entrevous/', true],
    // Its body is the whole floor configuration, with its name and zip code.
    ['/api/configurator/entrevous/', false],
    ['/api/filters/configuration', false],
    ['/api/filters/bibliotheque/get-rapport-link', false],
    ['/api/history/list', false],
    ['/api/history/save', false],
    ['/api/login-check', false],
  ])('POST %s is a catalogue read: %s', (path, cached) => {
    expect(CATALOGUE_POST_ROUTE.test(`${API}${path}`)).toBe(cached);
  });
});

describe('the catalogue routes, derived from the table of operations (src/api/operationTable.ts)', () => {
  /** An address of the operation: '{id}' 12, any other parameter a file's name. */
  const addressOf = (path: string) =>
    `${API}${path.replace(/\{id\}/g, '12').replace(/\{\w+\}/g, 'rupteur.svg')}`;

  it.each(OPERATIONS.map((operation) => [`${operation.method} ${operation.path}`, operation]))(
    '%s is cached if and only if the table says sharedCatalogue',
    (_name, operation) => {
      const route = operation.method === 'POST' ? CATALOGUE_POST_ROUTE : CATALOGUE_GET_ROUTE;
      const shared = reusedAs(operation, 'sharedCatalogue');
      expect(route.test(addressOf(operation.path))).toBe(
        shared && (operation.method === 'GET' || operation.method === 'POST'),
      );
      // Never with another query than the one the entry names.
      expect(route.test(`${addressOf(operation.path)}?zipCode=44000`)).toBe(false);
    },
  );

  it('keeps a query only where an entry names it', () => {
    const withQuery = OPERATIONS.filter(({ catalogueQuery }) => catalogueQuery);
    expect(withQuery.map(({ path }) => path)).toEqual(['/media/download/{visual}']);
  });
});

describe('the shared caches never keep an answer to a request with credentials', () => {
  const answer = () => new Response('{"success":true}', { status: 200 });

  it("writes a visitor's answer, not a logged-in user's", async () => {
    const visitor = new Request(`${API}/api/filters`, { method: 'POST', body: '{}' });
    const response = answer();
    expect(await withoutCredentials.cacheWillUpdate({ request: visitor, response })).toBe(response);
    const user = new Request(`${API}/api/filters`, {
      method: 'POST',
      body: '{}',
      headers: { Authorization: 'Bearer usr.claire' },
    });
    expect(await withoutCredentials.cacheWillUpdate({ request: user, response: answer() })).toBe(
      null,
    );
  });

  it('is a plugin of every cached route', () => {
    const routes = SERVICE_WORKER_OPTIONS.workbox?.runtimeCaching ?? [];
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(route.options?.plugins).toContain(withoutCredentials);
  });
});

describe('the cache key of a POST catalogue read', () => {
  // A worker has crypto.subtle; jsdom's window does not.
  beforeAll(() => {
    if (!globalThis.crypto?.subtle)
      Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  });
  const post = (body: string, url = `${API}/api/filters`) =>
    new Request(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });

  it('is a GET of the address plus the SHA-256 of the body', async () => {
    const key = await postBodyKey.cacheKeyWillBeUsed({ request: post('{"answers":[]}') });
    expect(typeof key).toBe('string');
    const url = new URL(key as string);
    expect(url.origin + url.pathname).toBe(`${API}/api/filters`);
    expect(url.searchParams.get(BODY_KEY_PARAMETER)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is the same for the same body, different for another body, and leaves the body readable', async () => {
    const request = post('{"answers":[1]}');
    const first = await postBodyKey.cacheKeyWillBeUsed({ request });
    expect(await postBodyKey.cacheKeyWillBeUsed({ request: post('{"answers":[1]}') })).toBe(first);
    expect(await postBodyKey.cacheKeyWillBeUsed({ request: post('{"answers":[2]}') })).not.toBe(
      first,
    );
    expect(await request.text()).toBe('{"answers":[1]}');
  });

  it('sends the network a copy, so the request keeps its body for the key', async () => {
    const request = post('{"a":1}');
    expect(await postBodyKey.requestWillFetch({ request })).toBe(request);
  });

  it('names the same answers as requestKey (src/api/requestKey.ts), the other stores’ key', async () => {
    const requests = [
      { url: `${API}/api/filters`, data: { answers: [1] } },
      { url: `${API}/api/filters`, data: { answers: [2] } },
      { url: `${API}/api/rupteur`, data: { answers: [1] } },
      { url: `${API}/api/filters`, data: { answers: [1] } },
      { url: `${API}/api/filters`, data: {} },
    ];
    const workerKeys = await Promise.all(
      requests.map(({ url, data }) =>
        postBodyKey.cacheKeyWillBeUsed({ request: post(JSON.stringify(data), url) }),
      ),
    );
    const keys = requests.map((request) => requestKey({ method: 'POST', ...request }));
    for (const [i] of requests.entries())
      for (const [j] of requests.entries())
        expect(workerKeys[i] === workerKeys[j]).toBe(keys[i] === keys[j]);
  });

  it('leaves a GET as it is', async () => {
    const request = new Request(`${API}/api/configurator/`);
    expect(await postBodyKey.cacheKeyWillBeUsed({ request })).toBe(request);
  });
});
