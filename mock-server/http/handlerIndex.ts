import { HttpHandler, type RequestHandler } from 'msw';

/**
 * Pre-dispatch: msw's `getResponse` runs every handler in turn (each parses the URL and the cookies,
 * asynchronously) until one answers, which costs more than most handlers themselves. The server
 * hands it only the handlers that may match the request's method and path, in their original
 * order. The test here is a superset of msw's matching (case-insensitive, optional trailing slash,
 * any handler whose path it cannot read is always kept), so the answer is the same.
 */
export interface IndexedHandler {
  handler: RequestHandler;
  mayMatch(method: string, url: URL): boolean;
}

/** Paths made of plain segments, `:param` segments and `*` wildcards; anything else is kept. */
const SIMPLE_PATH = /^[\w\-.~/*:%@]*$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function pathMatcher(path: unknown): ((url: URL) => boolean) | undefined {
  if (typeof path !== 'string' || !SIMPLE_PATH.test(path)) return undefined;
  const source = path
    .replace(/\/+$/, '')
    .split(/(\*|:\w+)/)
    .map((part) => (part === '*' ? '.*' : /^:\w+$/.test(part) ? '[^/]+' : escapeRegExp(part)))
    .join('');
  const pattern = new RegExp(`^${source}/?$`, 'i');
  return (url) => pattern.test(url.pathname) || pattern.test(url.origin + url.pathname);
}

export function indexHandlers(list: readonly RequestHandler[]): IndexedHandler[] {
  return list.map((handler) => {
    if (!(handler instanceof HttpHandler)) return { handler, mayMatch: () => true };
    const { method, path } = handler.info;
    const matchesPath = pathMatcher(path);
    const matchesMethod = (actual: string) =>
      method instanceof RegExp ? method.test(actual) : method.toUpperCase() === actual;
    return {
      handler,
      mayMatch: (actual, url) => matchesMethod(actual) && (matchesPath ? matchesPath(url) : true),
    };
  });
}

export function candidatesFor(index: IndexedHandler[], method: string, url: URL): RequestHandler[] {
  const candidates: RequestHandler[] = [];
  for (const entry of index) if (entry.mayMatch(method, url)) candidates.push(entry.handler);
  return candidates;
}
