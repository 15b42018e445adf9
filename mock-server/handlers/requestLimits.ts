/**
 * What the mock backend refuses before an operation reads a request (project-defined, docs/api.md,
 * "Malformed requests"):
 * - a body over 1 MB: 413 `{ success: false, message }` (the standalone server stops reading it; in
 *   the page and in Jest, `route` measures it);
 * - a path parameter that is too long or malformed for its operation (an id that is not a positive
 *   integer, a slug over 100 characters…): 404 with the operation's own not-found message, as for a
 *   missing item. A URL over 8 kB never reaches msw's matching (which throws there): the guard
 *   handler below answers it, with the not-found message of the operation it names.
 */
import { http } from 'msw';
import { MESSAGES } from './messages';
import { fail, notFound } from './respond';

/** The largest request body (the contract's bodies are a few kilobytes at most). */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

export const BODY_TOO_LARGE_ANSWER = { success: false, message: MESSAGES.bodyTooLarge } as const;

/** The 413 answer, or undefined when the body is small enough (read from a copy of the request). */
export async function bodyTooLarge(request: Request): Promise<Response | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.body === null)
    return undefined;
  const declared = Number(request.headers.get('content-length'));
  const size =
    Number.isFinite(declared) && declared > 0
      ? declared
      : (await request.clone().arrayBuffer()).byteLength;
  return size > MAX_REQUEST_BODY_BYTES ? fail(413, { message: MESSAGES.bodyTooLarge }) : undefined;
}

/**
 * The kinds of path parameter:
 * - 'id': a positive integer (at most Number.MAX_SAFE_INTEGER);
 * - 'idOrSlug': an id or a slug (letters, digits, '-' and '_', 100 characters at most);
 * - 'text': anything of 255 characters at most once decoded (an e-mail, a file name, a key).
 */
export type ParamKind = 'id' | 'idOrSlug' | 'text';

export const SLUG_MAX_LENGTH = 100;
export const TEXT_PARAM_MAX_LENGTH = 255;

const ID = /^[1-9]\d{0,15}$/;
const SLUG = new RegExp(`^[\\w-]{1,${SLUG_MAX_LENGTH}}$`);

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function isValidParam(kind: ParamKind, value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const isId = ID.test(value) && Number(value) <= Number.MAX_SAFE_INTEGER;
  switch (kind) {
    case 'id':
      return isId;
    case 'idOrSlug':
      return isId || SLUG.test(value);
    case 'text': {
      const text = decoded(value);
      return text.length > 0 && text.length <= TEXT_PARAM_MAX_LENGTH;
    }
  }
}

/** By default a parameter named `id` is an id, `slug` a slug, any other one a text. */
export function defaultParamKind(name: string): ParamKind {
  return name === 'id' ? 'id' : name === 'slug' ? 'idOrSlug' : 'text';
}

/** The operations with path parameters, as `route` declares them: to answer an over-long URL. */
interface ParamRoute {
  method: string;
  pattern: RegExp;
  notFound: string;
}

const paramRoutes: ParamRoute[] = [];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function registerParamRoute(method: string, path: string, notFoundMessage: string): void {
  const source = path
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? '[^/]+' : escapeRegExp(part)))
    .join('');
  paramRoutes.push({ method, pattern: new RegExp(`${source}$`), notFound: notFoundMessage });
}

/** msw's URL matching throws on a URL (without its query) longer than this. */
export const MSW_MAX_URL_LENGTH = 8192;

/** An API URL (under /api/, /media/ or /reset/) whose part before the query is over 8 kB. */
const LONG_API_URL = new RegExp(
  `^(?=[^?#]{${MSW_MAX_URL_LENGTH + 1}})https?://[^/]+/(?:api|media|reset)/`,
);

/**
 * Answers an over-long API URL before any other handler: 404 with the not-found message of the
 * operation it names (any parameter too long for it), 'Opération inconnue' for no operation.
 */
export const longUrlGuard = http.all(LONG_API_URL, ({ request }) => {
  const { pathname } = new URL(request.url);
  const target = paramRoutes.find(
    (candidate) => candidate.method === request.method && candidate.pattern.test(pathname),
  );
  return notFound(target?.notFound ?? MESSAGES.unknownOperation);
});
