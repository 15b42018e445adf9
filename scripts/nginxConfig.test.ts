/**
 * deploy/nginx/rupteo.conf, the production server's configuration: it is the rendering of its
 * template (so it cannot drift from the code that renders it), and what it says, read back from
 * the committed file, is what the code computes: each deployment's security headers (its
 * Content-Security-Policy with its own API origins), the host names of the three sites, the
 * caching of each kind of file. nginx itself, when installed, accepts it (`nginx -t`). Its answers
 * are checked on a running nginx by e2e/journeys/productionServer.e2e.ts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CARBON_HOSTS,
  deploymentApiBaseUrls,
  deploymentOfHost,
  FLOOR_HOSTS,
  isDevelopmentHost,
  type Deployment,
} from '../src/config/sites';
import { apiOriginsOf, serverHeaders } from './contentSecurityPolicy';
import {
  DEPLOYMENT_ROOTS,
  journeyServer,
  NGINX_CONFIG,
  NGINX_TEMPLATE,
  renderDeploymentConfig,
  renderServer,
} from './nginxConfig';

const ROOT = join(__dirname, '..');
const TEMPLATE = readFileSync(join(ROOT, NGINX_TEMPLATE), 'utf8');
const CONFIG = readFileSync(join(ROOT, NGINX_CONFIG), 'utf8');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

/** The server blocks of a configuration, each with the deployment its `root` names. */
function serverBlocks(config: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const [block] of config.matchAll(/^server \{\n[\s\S]*?\n\}$/gm)) {
    const root = /^ {4}root (\S+);$/m.exec(block)?.[1] ?? '';
    blocks.set(root, block);
  }
  return blocks;
}

/** The server-level `add_header … always;` headers of a block, as written. */
function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [, name = '', value = ''] of block.matchAll(
    /^ {4}add_header (\S+) "([^"]*)" always;$/gm,
  ))
    headers[name] = value;
  return headers;
}

/** The host names of a block's server_name (comments left out). */
function serverNamesOf(block: string): string[] {
  const directive = /^ {4}server_name\n([\s\S]*?);$/m.exec(block)?.[1] ?? '';
  return directive
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .flatMap((line) => line.trim().split(/\s+/))
    .filter(Boolean);
}

/** The `set $cache_control` of the location that starts with `start`. */
function cacheControlOf(block: string, start: string): string | undefined {
  const at = block.indexOf(`    location ${start} {`);
  if (at < 0) return undefined;
  const location = block.slice(at, block.indexOf('\n    }', at));
  return /set \$cache_control "([^"]*)";/.exec(location)?.[1];
}

const DEPLOYMENTS: Deployment[] = ['production', 'staging'];

describe('the production server for nginx (deploy/nginx/rupteo.conf)', () => {
  it('is its template rendered: run `npm run nginx:config` after changing the template or the code', () => {
    expect(CONFIG).toBe(renderDeploymentConfig(TEMPLATE));
    expect(CONFIG).not.toMatch(/\{\{\w+\}\}/);
  });

  it.each(DEPLOYMENTS)(
    "sends, for %s, the security headers the code computes, with that deployment's API only",
    (deployment) => {
      const block = serverBlocks(CONFIG).get(DEPLOYMENT_ROOTS[deployment]);
      expect(block).toBeDefined();
      const expected = serverHeaders(apiOriginsOf(deploymentApiBaseUrls(deployment)));
      expect(headersOf(block!)).toEqual(expected);
      const policy = expected['Content-Security-Policy']!;
      expect(policy).toContain("frame-ancestors 'none'");
      for (const origin of apiOriginsOf(deploymentApiBaseUrls(deployment)))
        expect(policy).toContain(` ${origin}`);
      const other = deployment === 'production' ? 'staging' : 'production';
      for (const origin of apiOriginsOf(deploymentApiBaseUrls(other)))
        expect(policy).not.toContain(origin);
      expect(headersOf(block!)['X-Content-Type-Options']).toBe('nosniff');
      // No location has an add_header of its own, which would drop the server's.
      expect(block!.match(/^\s*add_header /gm)).toHaveLength(Object.keys(expected).length + 1);
      expect(block).toMatch(/^ {4}add_header Cache-Control \$cache_control;$/m);
    },
  );

  it.each(DEPLOYMENTS)(
    'answers, for %s, every host name of its floor and carbon sites',
    (deployment) => {
      const names = serverNamesOf(serverBlocks(CONFIG).get(DEPLOYMENT_ROOTS[deployment])!);
      for (const host of [...FLOOR_HOSTS, ...CARBON_HOSTS].filter(
        (name) => !isDevelopmentHost(name),
      ))
        expect(names.includes(host)).toBe(deploymentOfHost(host) === deployment);
      // The general site is every other host: the default server in production; any other
      // 'recette-' host in staging.
      if (deployment === 'production') {
        expect(names).toContain('_');
        expect(serverBlocks(CONFIG).get(DEPLOYMENT_ROOTS[deployment])).toMatch(
          /listen 80 default_server;/,
        );
      } else expect(names).toContain('~^recette-');
    },
  );

  it('keeps the hashed files a year and has index.html, the worker and the manifests asked again', () => {
    for (const block of serverBlocks(CONFIG).values()) {
      const immutable = 'public, max-age=31536000, immutable';
      expect(cacheControlOf(block, '/assets/')).toBe(immutable);
      expect(cacheControlOf(block, '~ "^/workbox-[0-9a-f]{8}\\.js$"')).toBe(immutable);
      expect(cacheControlOf(block, '/')).toBe('no-cache');
      expect(cacheControlOf(block, '~ "^/manifests/[a-z]+\\.webmanifest$"')).toBe('no-cache');
      expect(block).toMatch(/try_files \$uri \/index\.html;/);
      expect(block).toMatch(/^ {4}gzip on;$/m);
    }
  });

  it('renders the journeys’ server from the same template, for their build, port and API', () => {
    const server = renderServer(
      TEMPLATE,
      journeyServer({ root: '/tmp/build', port: 4321, apiUrl: 'http://127.0.0.1:8788' }),
    );
    expect(server).toMatch(/listen 127\.0\.0\.1:4321 default_server;/);
    expect(serverNamesOf(server)).toEqual(['plancher.localhost', 'carbone.localhost', 'localhost']);
    expect(headersOf(server)).toEqual(serverHeaders(['http://127.0.0.1:8788']));
    // Everything else is the production server's, line for line.
    const production = serverBlocks(CONFIG).get(DEPLOYMENT_ROOTS.production)!;
    const rest = (block: string) =>
      block
        .split('\n')
        .filter((line) => !/^ {4}(listen|root|add_header Content-Security-Policy) /.test(line))
        .join('\n')
        .replace(/ {4}server_name\n[\s\S]*?;\n/, '')
        .trimEnd();
    expect(rest(server.slice(server.indexOf('server {')))).toBe(rest(production));
  });

  (NGINX ? it : it.skip)('is accepted by nginx (nginx -t)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nginx-test-'));
    try {
      writeFileSync(
        join(dir, 'nginx.conf'),
        `pid ${dir}/nginx.pid;\nevents {}\nhttp {\n    include /etc/nginx/mime.types;\n    include ${join(ROOT, NGINX_CONFIG)};\n}\n`,
      );
      execFileSync(NGINX!, ['-t', '-q', '-e', 'stderr', '-p', dir, '-c', join(dir, 'nginx.conf')], {
        stdio: 'pipe',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
