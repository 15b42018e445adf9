/**
 * The production server's configuration for nginx (scripts/nginxConfig.ts):
 *
 * - `node scripts/nginx.ts write` (`npm run nginx:config`): renders deploy/nginx/rupteo.conf from
 *   its template;
 * - `node scripts/nginx.ts serve --root <build> --port <port> --api <API address>`: runs nginx
 *   (Debian's, /usr/sbin/nginx; NGINX_BIN for another) in the foreground, not as the system's
 *   service, behind the same template rendered for that build, on 127.0.0.1:<port>, until it is
 *   sent SIGTERM or SIGINT. Its files live in a temporary folder, removed when it stops. The
 *   journeys of the `real` mode start it (playwright.config.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  journeyServer,
  NGINX_CONFIG,
  NGINX_TEMPLATE,
  renderDeploymentConfig,
  renderServer,
} from './nginxConfig.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const template = () => readFileSync(join(ROOT, NGINX_TEMPLATE), 'utf8');

/** nginx's main configuration around the rendered server, as Debian's /etc/nginx/nginx.conf has it. */
function mainConfig(dir: string): string {
  const path = (name: string) => join(dir, name);
  return `${[
    // Run as root (a CI machine), nginx's workers would otherwise read the build as 'nobody'.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${path('nginx.pid')};`,
    'error_log stderr notice;',
    'events { worker_connections 512; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    tcp_nopush on;',
    '    types_hash_max_size 2048;',
    '    access_log off;',
    `    client_body_temp_path ${path('client_body')};`,
    `    proxy_temp_path ${path('proxy')};`,
    `    fastcgi_temp_path ${path('fastcgi')};`,
    `    uwsgi_temp_path ${path('uwsgi')};`,
    `    scgi_temp_path ${path('scgi')};`,
    `    include ${path('rupteo.conf')};`,
    '}',
  ].join('\n')}\n`;
}

function write(): void {
  writeFileSync(join(ROOT, NGINX_CONFIG), renderDeploymentConfig(template()));
  console.log(`${NGINX_CONFIG} written.`);
}

function serve(args: string[]): void {
  const { values } = parseArgs({
    args,
    options: {
      root: { type: 'string' },
      port: { type: 'string' },
      api: { type: 'string' },
    },
  });
  if (!values.root || !values.port || !values.api)
    throw new Error('serve needs --root <build> --port <port> --api <API address>');
  const root = resolve(values.root);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root}/index.html is missing.`);
  const dir = mkdtempSync(join(tmpdir(), 'rupteo-nginx-'));
  const server = renderServer(
    template(),
    journeyServer({ root, port: Number(values.port), apiUrl: values.api }),
  );
  writeFileSync(join(dir, 'rupteo.conf'), server);
  writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir));
  const bin =
    process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
  const child = spawn(
    bin,
    ['-e', 'stderr', '-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: 'inherit',
    },
  );
  const stop = () => child.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  child.on('error', (error) => {
    rmSync(dir, { recursive: true, force: true });
    console.error(`${bin} could not start: ${error.message} (apt-get install -y nginx)`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : (code ?? 1));
  });
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'write') write();
else if (command === 'serve') serve(rest);
else {
  console.error(
    'usage: node scripts/nginx.ts write | serve --root <build> --port <port> --api <url>',
  );
  process.exit(2);
}
