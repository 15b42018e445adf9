/**
 * The addresses the server gives (media, documents, reports, zips, images, product and reference
 * links) are either absolute or relative to the API: a backend on its own origin answers
 * `/media/plancher/visuels/….svg` meaning its own host, not the page's. Every such address goes
 * through `resolveApiUrl` before it reaches the page (an `src`, an `href`, `window.open`).
 */

/** Schemes that would run code or carry content in the page: never put in an `src` or `href`. */
const REFUSED_SCHEMES: ReadonlySet<string> = new Set(['javascript', 'data', 'vbscript']);

const SCHEME = /^([a-z][a-z\d+.-]*):/i;

/** Any base will do: only the path, query and hash of the result are kept. */
const PATH_BASE = 'http://path.invalid/';

/**
 * Browsers drop ASCII tabs and newlines anywhere in an address and C0 controls and spaces at its
 * ends: 'java\tscript:' is 'javascript:'. The scheme is read the same way.
 */
function cleaned(url: string): string {
  const value = url.replace(/[\t\n\r]/g, '');
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end -= 1;
  return value.slice(start, end);
}

/** The page's origin; '' where there is no page (Node) or its origin is opaque. */
export function currentPageOrigin(): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return origin && origin !== 'null' ? origin : '';
}

/**
 * The address to put in the page for an address the server gave.
 *
 * - `apiBaseUrl`: the API's base address without a trailing slash (`SiteConfig.apiBaseUrl`): ''
 *   for the page's own origin, or `http://host:port`, possibly with a path.
 * - Absolute `http(s)` addresses, `mailto:`, `tel:` and any other scheme: unchanged.
 * - `javascript:`, `data:` and `vbscript:`: refused, the answer is `undefined` (as for an empty or
 *   missing address): the caller then shows no image or no link.
 * - A root-relative or relative path is appended to the API base, as the API client joins its own
 *   paths (`http://api.example/backend` + `/media/x.svg` = `http://api.example/backend/media/x.svg`);
 *   `..` segments cannot climb above it. With the base '' it is put on `pageOrigin` (by default the
 *   page's origin: the answer is absolute), or left root-relative where there is no page (Node).
 * - A protocol-relative address (`//host/x`, or `/\\host/x`, which browsers read alike) takes the
 *   API's protocol (or the page's).
 */
export function resolveApiUrl(
  apiBaseUrl: string,
  url: string | null | undefined,
  pageOrigin: string = currentPageOrigin(),
): string | undefined {
  if (typeof url !== 'string') return undefined;
  const value = cleaned(url);
  if (!value) return undefined;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme) return REFUSED_SCHEMES.has(scheme) ? undefined : value;
  const base = apiBaseUrl.replace(/\/+$/, '') || pageOrigin;
  if (/^[/\\]{2}/.test(value)) return base ? new URL(value, base).href : value;
  const path = new URL(value.replace(/^[/\\]+/, ''), PATH_BASE);
  return `${base}${path.pathname}${path.search}${path.hash}`;
}
