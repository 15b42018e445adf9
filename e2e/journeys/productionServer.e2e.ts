/**
 * The production server's answers, from nginx itself: the `real` mode serves its build behind the
 * production configuration (deploy/nginx/rupteo.conf.template, rendered for the journeys by
 * scripts/nginx.ts; playwright.config.ts). Each kind of file gets its security headers, its
 * caching and its compression; any other path is the app's index.html. The other modes are served
 * by `vite preview`: skipped there.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { serverHeaders } from '../../scripts/contentSecurityPolicy.ts';
import { appBaseUrl, currentApiUrl, SITE_HOSTS } from '../support/browser.ts';
import { test } from '../support/fixtures.ts';

/** The build the `real` mode serves (playwright.config.ts). */
const REAL_DIST = resolve(process.env.E2E_DIST_REAL ?? 'dist-real');
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent (compressed when Content-Encoding says so). */
  body: Buffer;
}

/** A GET to the journeys' nginx as sent, without the decompression fetch would do. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const base = new URL(appBaseUrl());
  return new Promise((done, fail) => {
    const sent = request(
      {
        host: base.hostname,
        port: base.port,
        path,
        headers: { 'Accept-Encoding': 'identity', ...headers },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          done({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        );
        answer.on('error', fail);
      },
    );
    sent.on('error', fail);
    sent.setTimeout(10_000, () => sent.destroy(new Error(`GET ${path}: no answer in 10 s`)));
    sent.end();
  });
}

/** Every security header, on an answer of any kind (errors included). */
function assertSecurityHeaders(answer: Answer, what: string): void {
  const expected = serverHeaders([new URL(currentApiUrl()!).origin]);
  for (const [name, value] of Object.entries(expected))
    assert.equal(answer.headers[name.toLowerCase()], value, `${name} of ${what}`);
  // Spelled out too: a header dropped from serverHeaders is missed here as well.
  const policy = String(answer.headers['content-security-policy']);
  assert.match(policy, /(^|; )frame-ancestors 'none'(;|$)/, `frame-ancestors of ${what}`);
  assert.match(
    policy,
    /(^|; )connect-src 'self' http:\/\/127\.0\.0\.1:8788(;|$)/,
    `connect-src of ${what}`,
  );
  assert.equal(answer.headers['x-content-type-options'], 'nosniff', `nosniff of ${what}`);
  assert.equal(answer.headers['x-frame-options'], 'DENY', `X-Frame-Options of ${what}`);
  assert.equal(
    answer.headers['referrer-policy'],
    'strict-origin-when-cross-origin',
    `Referrer-Policy of ${what}`,
  );
}

test.describe('the production server (nginx)', () => {
  test.skip(
    ({ mode }) => mode !== 'real',
    'the `real` mode runs behind nginx; the others behind vite preview',
  );

  const indexHtml = () => readFileSync(resolve(REAL_DIST, 'index.html'));
  const hashedChunk = () => {
    const chunk = readdirSync(resolve(REAL_DIST, 'assets')).find((name) =>
      /^[\w.-]+-[\w-]{8}\.js$/.test(name),
    );
    assert.ok(chunk, `no hashed chunk in ${REAL_DIST}/assets`);
    return `/assets/${chunk}`;
  };

  test('serves index.html, asked again each time, with the security headers', async () => {
    const answer = await get('/');
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers['content-type']), /^text\/html/);
    assert.equal(answer.headers['cache-control'], 'no-cache');
    assertSecurityHeaders(answer, '/');
    assert.deepEqual(answer.body, indexHtml());
  });

  test('answers any other path with index.html: the app’s router takes it from there', async () => {
    for (const path of [
      '/configurer-un-plancher/',
      '/espace-personnel/une/page/inconnue',
      '/inscription',
    ]) {
      const answer = await get(path);
      assert.equal(answer.status, 200, path);
      assert.equal(answer.headers['cache-control'], 'no-cache', path);
      assertSecurityHeaders(answer, path);
      assert.deepEqual(answer.body, indexHtml(), path);
    }
  });

  test('answers the three sites by their host names', async () => {
    for (const host of Object.values(SITE_HOSTS)) {
      const answer = await get('/', { Host: `${host}:${new URL(appBaseUrl()).port}` });
      assert.equal(answer.status, 200, host);
      assertSecurityHeaders(answer, `/ on ${host}`);
      assert.deepEqual(answer.body, indexHtml(), host);
    }
  });

  test('keeps the hashed chunks a year, compressed for whoever accepts gzip', async () => {
    const path = hashedChunk();
    const answer = await get(path, { 'Accept-Encoding': 'gzip' });
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers['content-type']), /^application\/javascript/);
    assert.equal(answer.headers['cache-control'], IMMUTABLE);
    assert.equal(answer.headers['content-encoding'], 'gzip');
    assert.match(String(answer.headers.vary), /Accept-Encoding/);
    assertSecurityHeaders(answer, path);
    assert.deepEqual(gunzipSync(answer.body), readFileSync(resolve(REAL_DIST, `.${path}`)));
    // Uncompressed for whoever does not.
    const plain = await get(path);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.body, readFileSync(resolve(REAL_DIST, `.${path}`)));
    // The page itself is compressed too.
    assert.equal(
      (await get('/', { 'Accept-Encoding': 'gzip' })).headers['content-encoding'],
      'gzip',
    );
  });

  test('keeps Workbox’s hashed runtime a year, but has the service worker asked again', async () => {
    const worker = await get('/sw.js');
    assert.equal(worker.status, 200);
    assert.match(String(worker.headers['content-type']), /^application\/javascript/);
    assert.equal(worker.headers['cache-control'], 'no-cache');
    assertSecurityHeaders(worker, '/sw.js');
    // sw.js loads it as an AMD module: define(['./workbox-[hash]'], …).
    const name = /workbox-[0-9a-f]{8}/.exec(worker.body.toString('utf8'))?.[0];
    assert.ok(name, 'sw.js imports no workbox-[hash].js');
    const runtime = `${name}.js`;
    const answer = await get(`/${runtime}`);
    assert.equal(answer.status, 200, runtime);
    assert.equal(answer.headers['cache-control'], IMMUTABLE);
    assertSecurityHeaders(answer, runtime);
  });

  test('serves the manifests as such, asked again each time', async () => {
    const answer = await get('/manifests/floor.webmanifest');
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers['content-type']), /^application\/manifest\+json/);
    assert.equal(answer.headers['cache-control'], 'no-cache');
    assertSecurityHeaders(answer, 'the floor manifest');
  });

  test('answers a missing chunk 404, not index.html, and kept by no cache', async () => {
    const answer = await get('/assets/absent-00000000.js');
    assert.equal(answer.status, 404);
    assert.equal(answer.headers['cache-control'], undefined);
    assertSecurityHeaders(answer, 'a missing chunk');
  });
});
