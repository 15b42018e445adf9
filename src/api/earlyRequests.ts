/**
 * How a request sent early by the page's inline script is named (src/lib/earlyResponses.ts), so
 * that the API client (http.ts), sending the same request, finds its answer.
 */

/**
 * The answer of an early request: its HTTP status (0: none came), its parsed JSON body (undefined
 * when the body was not JSON) and, when it was JSON, its text as it came (kept offline as it came:
 * src/api/offlineReads.ts).
 */
export interface EarlyAnswer {
  status: number;
  data: unknown;
  text?: string;
}

/** A request other than a GET of an address without a token (a list of the user's, say). */
export interface EarlyRequestInit {
  method: 'GET' | 'POST';
  /** The JSON body of a POST, as the API client sends it (JSON.stringify of its data). */
  body?: string;
  /** The user's token, sent as Bearer; the app takes the answer only with the same token. */
  token?: string;
}

/**
 * The name of an early request, by which the API client finds it: a GET without a body or a token
 * is named by its address; any other by its method, address, body and token (an answer for one user
 * is never taken for another).
 */
export function earlyRequestKey(url: string, init?: EarlyRequestInit): string {
  if (!init || (init.method === 'GET' && !init.body && !init.token)) return url;
  return [init.method, url, init.body ?? '', init.token ?? ''].join('\n');
}

/** An address with its query (the values of `params` that are set), as the early requests name it. */
export function withQuery(url: string, params?: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}
