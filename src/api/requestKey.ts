/**
 * The name of a request's answer in every store of answers (docs/architecture.md, "How a request
 * is answered"): `{scope}|{method} {address}?{query}|{body}`.
 *
 * - `scope` says whose answer it is: the user's id for the offline copies (offlineReads.ts, whose
 *   deletions go by this prefix), the token sent for the early answers of the inline script
 *   (firstRequests.ts: an answer for one user is never taken for another), '' for none;
 * - the query is the request's parameters that are set, sorted by name, each encoded
 *   (encodeURIComponent): the same parameters in any order name the same answer;
 * - the body is the JSON of the request's data (`null` without), as the API client sends it.
 *
 * The offline copies were kept under this very text before it had a module of its own: copies
 * kept by earlier versions are still found (docs/offline.md).
 *
 * The service worker's shared caches name a POST's answer by the same things in the form of an
 * address, the only key the Cache API takes: the address (its query as sent), plus `__body=` and
 * the SHA-256 of the body's text (build/serviceWorker.ts, `postBodyKey`, whose callbacks are copied
 * into the worker as text and so cannot import this module; scripts/serviceWorker.test.ts holds
 * the two equal: the same key here, the same key there). A logged-in user's answer is never
 * written there: no scope.
 */

/** What names a request (an ApiRequest of http.ts has these fields). */
export interface KeyedRequest {
  method: string;
  /** The address: a path for the offline copies, the full address for the early answers. */
  url: string;
  params?: Readonly<Record<string, unknown>>;
  data?: unknown;
}

/** The query of the parameters that are set, sorted by name, encoded: 'order=DESC&page=2'. */
export function queryText(params: KeyedRequest['params']): string {
  return Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

/** The address with its query (`queryText`), as a request built from `request` is sent. */
export function addressOf({ url, params }: Pick<KeyedRequest, 'url' | 'params'>): string {
  const query = queryText(params);
  return query ? `${url}?${query}` : url;
}

/** The name of a request's answer for `scope` (a user's id, a token; '' for none). */
export function requestKey(request: KeyedRequest, scope = ''): string {
  const { method, url, params, data } = request;
  return `${scope}|${method} ${url}?${queryText(params)}|${JSON.stringify(data ?? null)}`;
}

/** The prefix of every key of a scope (a user's offline copies, deleted together). */
export function scopePrefix(scope: string): string {
  return `${scope}|`;
}
