/**
 * The page's Content-Security-Policy, written into the built index.html (build/contentSecurityPolicy.ts,
 * `contentSecurityPolicy`), the preview server's security headers and the production server's
 * (deploy/nginx/, scripts/nginxConfig.ts).
 *
 * The build's index.html runs two inline scripts (the first paint's frame picker in the head, the
 * call that shows the frame in the body, src/app/boot/shellPicker.ts): each is allowed by the
 * sha256 hash of its text, computed on the final page, so no 'unsafe-inline' is needed for
 * scripts, and nothing allows 'unsafe-eval'. Pure functions: the build and the tests call them.
 */
import { createHash } from 'node:crypto';

/** `'sha256-…'`: the CSP source that allows an inline script of exactly this text. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Script types the browser runs; any other type (application/json, …) is data, not code. */
const EXECUTABLE_SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single, bare] of text.matchAll(ATTRIBUTE))
    attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  return attributes;
}

/** The texts of the inline scripts of a page that the browser runs (no `src`, a script type). */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributeText = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = attributesOf(attributeText);
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    if (!attributes.has('src') && EXECUTABLE_SCRIPT_TYPES.has(type)) scripts.push(text);
  }
  return scripts;
}

/** The origins of API base addresses; a relative base ('' : the page's own origin) adds none. */
export function apiOriginsOf(baseUrls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const base of baseUrls) {
    if (!base || !/^https?:\/\//i.test(base)) continue;
    origins.add(new URL(base).origin);
  }
  return [...origins];
}

export interface PolicyInput {
  /** The texts of the page's inline scripts. */
  inlineScripts: readonly string[];
  /** The origins the API may be called on besides the page's own (see apiOriginsOf). */
  apiOrigins: readonly string[];
}

/** The policy's directives, in order. */
export function policyDirectives({ inlineScripts, apiOrigins }: PolicyInput): string[][] {
  const hashes = [...new Set(inlineScripts.map(sha256Source))];
  return [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes],
    // Emotion (Chakra's styling) writes <style> rules and the components set style attributes
    // at run time, and the prerendered first paint carries its own <style>: styles stay inline.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Pictures of the answers may come from the API; the prerendered frames draw data: images.
    ['img-src', "'self'", 'data:', ...apiOrigins],
    ['font-src', "'self'", 'data:'],
    // The API (the head's early request, the app's client); the page's own origin for the mock.
    ['connect-src', "'self'", ...apiOrigins],
    // The service workers: the embedded mock backend's (mockServiceWorker.js) in mock builds, the
    // app's (sw.js, docs/offline.md) in the build for a real backend.
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
}

/** The policy as the `content` of its meta element (frame-ancestors cannot be set there). */
export function contentSecurityPolicy(input: PolicyInput): string {
  return policyDirectives(input)
    .map((directive) => directive.join(' '))
    .join('; ');
}

/** How the page tells other sites where it comes from: its origin only, and only over https. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** No other site may show the app in a frame: a directive a meta cannot set, only a header. */
export const FRAME_ANCESTORS = "frame-ancestors 'none'";

/** Headers a server of the built page sends (the preview server's): what a meta cannot say. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': FRAME_ANCESTORS,
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': REFERRER_POLICY,
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Directives that depend on the page's inline scripts (script-src, and default-src, which stands
 * for script-src where it is missing): only the page's own meta carries them.
 */
const PAGE_DIRECTIVES = new Set(['default-src', 'script-src']);

/**
 * The policy a production server sends as a header with every answer (deploy/nginx/,
 * scripts/nginxConfig.ts): the page's policy for the API origins of the server's deployment, less
 * the directives that depend on the page (PAGE_DIRECTIVES), and frame-ancestors. The browser
 * enforces both this header and the page's meta, so a page may do only what both allow: a build
 * made for another deployment cannot reach an API this server's deployment does not use, and the
 * answers that carry no meta (the service worker's script, the icons) are held by the header.
 */
export function serverPolicy(apiOrigins: readonly string[]): string {
  return [
    ...policyDirectives({ inlineScripts: [], apiOrigins })
      .filter(([name]) => !PAGE_DIRECTIVES.has(name!))
      .map((directive) => directive.join(' ')),
    FRAME_ANCESTORS,
  ].join('; ');
}

/** The headers a production server sends with every answer (deploy/nginx/). */
export function serverHeaders(apiOrigins: readonly string[]): Readonly<Record<string, string>> {
  return { ...SECURITY_HEADERS, 'Content-Security-Policy': serverPolicy(apiOrigins) };
}

const CHARSET_META = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i;
const HEAD_START = /<head(\s[^>]*)?>/i;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * The page with its policy and referrer policy as meta elements, before any script, style or
 * link of the head: right after the character set declaration (which must stay within the
 * document's first 1024 bytes), else first in the head. The hashes are those of the page's inline
 * scripts as given, so this is the page's last transformation.
 */
export function withContentSecurityPolicy(
  html: string,
  apiOrigins: readonly string[],
): { html: string; policy: string } {
  const policy = contentSecurityPolicy({ inlineScripts: inlineScriptsOf(html), apiOrigins });
  const metas =
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" />` +
    `<meta name="referrer" content="${REFERRER_POLICY}" />`;
  const anchor = CHARSET_META.exec(html) ?? HEAD_START.exec(html);
  if (!anchor) throw new Error('The page has no <head> to carry its Content-Security-Policy.');
  const at = anchor.index + anchor[0].length;
  return { html: `${html.slice(0, at)}${metas}${html.slice(at)}`, policy };
}

/** The policy of a built page's Content-Security-Policy meta element, or null. */
export function policyOfPage(html: string): string | null {
  const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html);
  return meta ? meta[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&') : null;
}
