/**
 * The network layer (spec 000 §7-§8): one axios instance per API base address.
 *
 * - Every call carries `Authorization: Bearer <token>` when a token is available, except public calls.
 * - HTTP statuses 200 to 403 are responses: their body is returned as it is.
 * - A network error (no response) becomes `{ success: false, error }`, which `isNetworkFailure` tells
 *   apart (the offline save queue, src/lib/offline/).
 * - Any other status becomes `{ success: false, message }` (the server's message when it sent one).
 *
 * Retrying once after a 401 or 403 is not done here but in the saga helper `callApi`, which also
 * clears the stored user; see src/features/session/callApi.ts.
 */
import axios, { isAxiosError, type AxiosResponse } from 'axios';
import { requestKey } from './requestKey';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The response envelope of every operation: `success`, and `datas`, `message`, `error` or other fields. */
export interface ApiBody<D = unknown> {
  success: boolean;
  datas?: D;
  message?: string;
  error?: unknown;
  [field: string]: unknown;
}

export interface ApiResult<D = unknown, B extends ApiBody<D> = ApiBody<D>> {
  /** The HTTP status; 0 when no response arrived. */
  status: number;
  /** The call was made without a token and is never retried. */
  isPublic: boolean;
  body: B;
  /**
   * The JSON answer's text as it came (JSON answers of the server only): a copy of the answer costs
   * a string's copy, not a walk through every object of a long list (src/api/offlineReads.ts).
   */
  text?: string;
}

export interface ApiRequest {
  method: HttpMethod;
  url: string;
  data?: unknown;
  params?: Record<string, string | number | boolean | undefined | null>;
  /**
   * Public calls send no session token (`token` only, when given), and their 401 is an answer (a
   * wrong password), not an expired session.
   */
  public?: boolean;
  /**
   * Sent as Bearer instead of the session's token (the general site's device verification, a
   * queued save sent with its owner's token); null: no token at all.
   */
  token?: string | null;
  /** 'blob' for file downloads; the file lands in `body.file`. */
  responseType?: 'json' | 'blob';
}

/**
 * The answer of a request that the page's inline script sent before the app loaded
 * (firstRequests.ts): its HTTP status (0: none came), its parsed JSON body (undefined when the body
 * was not JSON) and, when it was JSON, its text as it came (kept offline as it came:
 * offlineReads.ts).
 */
export interface EarlyAnswer {
  status: number;
  data: unknown;
  text?: string;
}

export interface ApiClient {
  readonly baseURL: string;
  request<D = unknown, B extends ApiBody<D> = ApiBody<D>>(
    request: ApiRequest,
  ): Promise<ApiResult<D, B>>;
}

export interface ApiClientOptions {
  /** Base address of the API, '' for the page's own origin. */
  baseURL: string;
  /** The token to send as Bearer, read at each call. */
  getToken?: () => string | null | undefined;
  timeoutMs?: number;
  /**
   * The answer of a request that the page's inline script sent before the app loaded, by its name
   * (`requestKey` of its full address, scoped by its token), once (firstRequests.ts,
   * `takeEarlyAnswer`); none outside a page.
   */
  earlyResponse?: (key: string) => Promise<EarlyAnswer> | undefined;
  /**
   * Told after each request whether the server was reached: false when no answer came for lack of
   * network (axios error without a response), true when it answered (src/lib/offline/).
   */
  onReachability?: (reached: boolean) => void;
}

export const FIRST_ACCEPTED_STATUS = 200;
export const LAST_ACCEPTED_STATUS = 403;

/** Statuses 200 to 403 are answers of the server, not failures of the call. */
export function isAcceptedStatus(status: number): boolean {
  return status >= FIRST_ACCEPTED_STATUS && status <= LAST_ACCEPTED_STATUS;
}

export const NETWORK_ERROR_MESSAGE =
  'Le serveur ne répond pas. Vérifiez votre connexion internet puis réessayez.';
export const SERVER_ERROR_MESSAGE = 'Une erreur est survenue';

/** The bodies of calls that got no answer for lack of network (a body is never copied on its way). */
const networkFailures = new WeakSet<object>();

/** The body is that of a call that got no answer for lack of network: the save may be queued. */
export function isNetworkFailure(body: unknown): boolean {
  return typeof body === 'object' && body !== null && networkFailures.has(body);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
export function fileNameFromDisposition(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1];
}

/**
 * The data of an answer's text: its JSON when it parses, else the text itself (as axios's own
 * parsing does), with the text when it was JSON.
 */
export function decodeJson(data: unknown): { data: unknown; text?: string } {
  if (typeof data !== 'string' || data === '') return { data };
  try {
    return { data: JSON.parse(data), text: data };
  } catch {
    return { data };
  }
}

/** The body of a file download: the file as a Blob and its name. */
function fileBodyOf(response: AxiosResponse): ApiBody {
  const data: unknown = response.data;
  const type = String(response.headers['content-type'] ?? '');
  return {
    success: response.status < 400,
    // In Node the bytes arrive as an ArrayBuffer (see below): give callers a Blob everywhere.
    file:
      data instanceof ArrayBuffer || ArrayBuffer.isView(data)
        ? new Blob([data as ArrayBuffer], { type })
        : data,
    fileName: fileNameFromDisposition(response.headers['content-disposition']),
  };
}

/** An answer's JSON text as a result's field: none when it had none. */
function textOf(text: string | undefined): Pick<ApiResult, 'text'> {
  return text === undefined ? {} : { text };
}

/** The result of an answer: its file, or its JSON envelope with the JSON's text. */
function resultOf(response: AxiosResponse, request: ApiRequest, isPublic: boolean): ApiResult {
  const { status } = response;
  if (request.responseType === 'blob') return { status, isPublic, body: fileBodyOf(response) };
  const { data, text } = decodeJson(response.data);
  return {
    status,
    isPublic,
    body: envelopeOf(status, data),
    ...textOf(text),
  };
}

/** The envelope of a JSON answer: its own `success` when it has one, else the status's. */
export function envelopeOf(status: number, data: unknown): ApiBody {
  const ok = status < 400;
  if (isRecord(data)) {
    const success = typeof data.success === 'boolean' ? data.success : ok;
    return { ...data, success };
  }
  return { success: ok, datas: data === '' ? undefined : data };
}

/**
 * The answer of the same request sent early by the page's inline script (`earlyResponse`, named by
 * `requestKey`: its full address with its query, its JSON body, scoped by its token): only when
 * the server answered, 200-403 without a token, 2xx with one (a refused token is the app's own
 * requests' to handle: its refresh, its logout).
 */
async function earlyAnswer(
  baseURL: string,
  request: ApiRequest,
  token: string | null | undefined,
  earlyResponse: ApiClientOptions['earlyResponse'],
): Promise<{ status: number; body: ApiBody; text?: string } | undefined> {
  if (!earlyResponse || request.responseType === 'blob') return undefined;
  if (request.method !== 'GET' && request.method !== 'POST') return undefined;
  const key = requestKey({ ...request, url: `${baseURL}${request.url}` }, token ?? '');
  const answer = await earlyResponse(key)?.catch(() => undefined);
  if (!answer || !isAcceptedStatus(answer.status)) return undefined;
  if (token && (answer.status < 200 || answer.status >= 300)) return undefined;
  return {
    status: answer.status,
    body: envelopeOf(answer.status, answer.data),
    ...textOf(answer.text),
  };
}

export function createApiClient({
  baseURL,
  getToken,
  timeoutMs = 30_000,
  earlyResponse,
  onReachability,
}: ApiClientOptions): ApiClient {
  const instance = axios.create({
    baseURL,
    timeout: timeoutMs,
    validateStatus: isAcceptedStatus,
    headers: { Accept: 'application/json' },
    // The text is parsed here (`decodeJson`), not by axios, so that the result keeps it too.
    transformResponse: [(data: unknown) => data],
  });

  return {
    baseURL,
    async request<D, B extends ApiBody<D>>(request: ApiRequest): Promise<ApiResult<D, B>> {
      const isPublic = request.public === true;
      // A public call sends no session token, only a token it names (the device's at login).
      const token = request.token !== undefined ? request.token : isPublic ? null : getToken?.();
      const early = await earlyAnswer(baseURL, request, token, earlyResponse);
      if (early) return { ...early, isPublic, body: early.body as B };
      try {
        const response = await instance.request({
          method: request.method,
          url: request.url,
          data: request.data,
          params: request.params,
          // Outside a browser, axios decodes a 'blob' answer as text, which breaks binary files.
          responseType:
            request.responseType === 'blob' && typeof XMLHttpRequest === 'undefined'
              ? 'arraybuffer'
              : (request.responseType ?? 'json'),
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        });
        onReachability?.(true);
        return resultOf(response, request, isPublic) as ApiResult<D, B>;
      } catch (error) {
        if (isAxiosError(error) && error.response) {
          onReachability?.(true);
          const { data } = decodeJson(error.response.data);
          const message =
            isRecord(data) && typeof data.message === 'string' && data.message
              ? data.message
              : SERVER_ERROR_MESSAGE;
          return {
            status: error.response.status,
            isPublic,
            body: { success: false, message } as B,
          };
        }
        const body = { success: false, error: NETWORK_ERROR_MESSAGE };
        // An axios error without an answer: the network (or the server's host) could not be reached.
        if (isAxiosError(error)) {
          networkFailures.add(body);
          onReachability?.(false);
        }
        return { status: 0, isPublic, body: body as B };
      }
    },
  };
}
