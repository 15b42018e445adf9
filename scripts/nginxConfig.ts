/**
 * The production server's configuration for nginx (Debian's package): deploy/nginx/rupteo.conf,
 * rendered from deploy/nginx/rupteo.conf.template, one server per deployment (production,
 * staging). What the template leaves open comes from the code, so it cannot drift from it: the
 * host names of the three sites and the deployment each belongs to (src/config/sites.ts), and the
 * security headers, the Content-Security-Policy with the deployment's API origins among them
 * (`serverHeaders`, scripts/contentSecurityPolicy.ts, from `deploymentApiBaseUrls`). The journeys
 * of the `real` mode run behind the same template, rendered for their build and ports
 * (`journeyServer`, scripts/nginx.ts). Pure functions: the command (scripts/nginx.ts) and the tests
 * (scripts/nginxConfig.test.ts) read and write the files.
 */
import {
  CARBON_HOSTS,
  deploymentApiBaseUrls,
  deploymentOfHost,
  FLOOR_HOSTS,
  isDevelopmentHost,
  STAGING_HOST_PREFIX,
  type Deployment,
} from '../src/config/sites.ts';
import { apiOriginsOf, serverHeaders } from './contentSecurityPolicy.ts';

/** The template and its rendering, from the repository's root. */
export const NGINX_TEMPLATE = 'deploy/nginx/rupteo.conf.template';
export const NGINX_CONFIG = 'deploy/nginx/rupteo.conf';

/** **Project-defined**: where each deployment's build (the content of `dist/`) is put on the server. */
export const DEPLOYMENT_ROOTS: Readonly<Record<Deployment, string>> = {
  production: '/srv/rupteo/production',
  staging: '/srv/rupteo/staging',
};

/** Host names that lead to one site, with the comment that says which. */
export interface HostGroup {
  comment: string;
  names: readonly string[];
}

/** What one server block of the template is rendered with. */
export interface ServerTarget {
  /** The comment above the server block. */
  title: string;
  /** The arguments of each `listen` directive. */
  listen: readonly string[];
  serverNames: readonly HostGroup[];
  /** The folder of the build it serves. */
  root: string;
  /** The headers of every answer (`serverHeaders`). */
  headers: Readonly<Record<string, string>>;
}

const PLACEHOLDER_LINE = /^([ \t]*)\{\{(\w+)\}\}[ \t]*$/gm;
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** A value as one double-quoted nginx argument: no quote, backslash or variable inside. */
function quoted(value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`Not a literal nginx argument: ${value}`);
  return `"${value}"`;
}

/** The template's server block: the template without its leading comment (about the template). */
function serverBlockOf(template: string): string {
  const lines = template.split('\n');
  let first = 0;
  while (first < lines.length && /^\s*(#.*)?$/.test(lines[first]!)) first += 1;
  return lines.slice(first).join('\n');
}

/** The lines each whole-line placeholder stands for. */
function placeholderLines(target: ServerTarget): Record<string, string[]> {
  const groups = target.serverNames.filter((group) => group.names.length > 0);
  return {
    listen: target.listen.map((args) => `listen ${args};`),
    server_names: [
      'server_name',
      ...groups.flatMap((group, index) => [
        `    # ${group.comment}`,
        `    ${group.names.join(' ')}${index === groups.length - 1 ? ';' : ''}`,
      ]),
    ],
    security_headers: Object.entries(target.headers).map(
      ([name, value]) => `add_header ${name} ${quoted(value)} always;`,
    ),
  };
}

/** The template's server block rendered for one target. */
export function renderServer(template: string, target: ServerTarget): string {
  const lines = placeholderLines(target);
  const inline: Record<string, string> = { root: target.root };
  const block = serverBlockOf(template)
    .replace(PLACEHOLDER_LINE, (_, indent: string, name: string) => {
      const replacement = lines[name];
      if (!replacement) throw new Error(`Unknown whole-line placeholder {{${name}}}`);
      return replacement.map((line) => `${indent}${line}`).join('\n');
    })
    .replace(PLACEHOLDER, (_, name: string) => {
      const replacement = inline[name];
      if (replacement === undefined) throw new Error(`Unknown placeholder {{${name}}}`);
      return replacement;
    });
  return `# ${target.title}\n${block}`;
}

/** The host names of a deployment that lead to one site, development hosts left out. */
function deploymentHosts(hosts: readonly string[], deployment: Deployment): string[] {
  return hosts.filter((host) => !isDevelopmentHost(host) && deploymentOfHost(host) === deployment);
}

/** The two servers of deploy/nginx/rupteo.conf. */
export function deploymentTargets(): ServerTarget[] {
  const target = (deployment: Deployment, general: HostGroup, defaultServer: boolean) => {
    const flag = defaultServer ? ' default_server' : '';
    const build =
      deployment === 'production'
        ? 'the build made for production (`npm run build`, VITE_DEPLOYMENT=production, the default)'
        : 'the build made for staging (`VITE_DEPLOYMENT=staging npm run build`)';
    return {
      title: `${deployment}: ${build}, in ${DEPLOYMENT_ROOTS[deployment]}.`,
      listen: [`80${flag}`, `[::]:80${flag}`],
      serverNames: [
        { comment: 'floor site', names: deploymentHosts(FLOOR_HOSTS, deployment) },
        { comment: 'carbon site', names: deploymentHosts(CARBON_HOSTS, deployment) },
        general,
      ],
      root: DEPLOYMENT_ROOTS[deployment],
      headers: serverHeaders(apiOriginsOf(deploymentApiBaseUrls(deployment))),
    };
  };
  return [
    target(
      'production',
      { comment: 'general site: every other host (the default server)', names: ['_'] },
      true,
    ),
    target(
      'staging',
      {
        comment: `general site: every other staging host (its name starts with '${STAGING_HOST_PREFIX}')`,
        names: [`~^${STAGING_HOST_PREFIX}`],
      },
      false,
    ),
  ];
}

/** deploy/nginx/rupteo.conf: the template rendered for each deployment. */
export function renderDeploymentConfig(template: string): string {
  return [
    '# The server of the three sites for Debian\'s nginx (README.md, "Deployment").',
    `# Rendered from ${NGINX_TEMPLATE} by \`npm run nginx:config\`: edit the template, not this file.`,
    '',
    ...deploymentTargets().map((target) => renderServer(template, target)),
  ].join('\n');
}

/**
 * The server the journeys of the `real` mode run behind: the same template, on 127.0.0.1 and the
 * given port, for the build in `root` whose API is at `apiUrl`. The three sites answer on their
 * development hosts (plancher.localhost, carbone.localhost; the general site on any other).
 */
export function journeyServer(options: {
  root: string;
  port: number;
  apiUrl: string;
}): ServerTarget {
  const hosts = (list: readonly string[]) => list.filter(isDevelopmentHost);
  return {
    title: 'The journeys of the `real` mode (playwright.config.ts).',
    listen: [`127.0.0.1:${options.port} default_server`],
    serverNames: [
      { comment: 'floor site', names: hosts(FLOOR_HOSTS) },
      { comment: 'carbon site', names: hosts(CARBON_HOSTS) },
      { comment: 'general site: every other host (the default server)', names: ['localhost'] },
    ],
    root: options.root,
    headers: serverHeaders(apiOriginsOf([options.apiUrl])),
  };
}
