/**
 * A page's first request: which one each page sends, how the page's inline script sends it before
 * the app's code has loaded, and how the app takes its answer.
 *
 * On the floor configurator and the carbon simulator, what the user waits for is the first step of
 * a form that the server defines; on the personal space's history, the user's list (sent with the
 * stored user's token, src/lib/storage/sessionStore.ts). Asked by the app, that request would leave
 * only once the page's JavaScript (about 300 kB) has downloaded and run; on a phone network, that
 * is seconds. So the page's inline script (src/app/boot/shellPickerScript.ts) sends it at once
 * (`sendEarly`), and the API client (http.ts) takes its answer (`takeEarlyAnswer`) when the app
 * sends the same request: the same `requestKey` (requestKey.ts: address, query, body), scoped by
 * the same token. An answer is taken once; a failed one (no answer, a status outside 200-403, or,
 * with a token, outside 2xx) is dropped and the client sends the request itself.
 *
 * The requests are entries of the table of operations (operations.ts, `early`); a history list's
 * is built by the same function as the screen's saga builds it (historyLists.ts). The inline script
 * bundles this module: it imports nothing heavy.
 */
import type { SiteId } from '@/config/sites';
import {
  historySummariesRequest,
  carbonClustersRequest,
  floorSimulationsRequest,
} from './historyLists';
import type { ApiRequest, EarlyAnswer } from './http';
import { FLOOR_FORM, SIMULATOR_FORM } from './operations';
import { addressOf, requestKey } from './requestKey';

// ---- Which request each page sends first ------------------------------------------------------

/** What the first paint shows of a server form: the titles of its steps, the first one's text. */
export interface FormPreview {
  /** The titles of the form's steps, in order. */
  stepTitles: string[];
  /** The first step's title and description. */
  title: string;
  description: string;
}

/** A configurator's first request (`Tool.firstRequest`, src/app/tools.ts) and its preview. */
export interface FirstRequest {
  /** The API path: a GET without a query, sent without a token. */
  path: string;
  /** The preview of the form in the answer's body; null when the body holds no usable form. */
  previewOf: (body: unknown) => FormPreview | null;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The preview of a `formArray` (the steps of both forms: formDefinitionTypes.ts). */
export function previewOfSteps(formArray: unknown): FormPreview | null {
  if (!Array.isArray(formArray) || formArray.length === 0) return null;
  const steps = formArray.map((step) => (typeof step === 'object' && step ? step : {})) as {
    title?: unknown;
    description?: unknown;
  }[];
  const first = steps[0]!;
  return {
    stepTitles: steps.map((step) => textOf(step.title)),
    title: textOf(first.title),
    description: textOf(first.description),
  };
}

const propertyOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value ? (value as Record<string, unknown>)[key] : undefined;

/**
 * GET /api/configurator/: `{ success, datas: { status: '200', formArray } }` (floor.ts, read as
 * floorConfiguratorSagas.ts reads it).
 */
export const FLOOR_FORM_REQUEST: FirstRequest = {
  path: FLOOR_FORM.path,
  previewOf: (body) =>
    propertyOf(body, 'success') === true &&
    String(propertyOf(propertyOf(body, 'datas'), 'status')) === '200'
      ? previewOfSteps(propertyOf(propertyOf(body, 'datas'), 'formArray'))
      : null,
};

/** GET /api/simulator/: `{ success, formArray }` (carbon.ts, read as simulatorSagas.ts reads it). */
export const SIMULATOR_FORM_REQUEST: FirstRequest = {
  path: SIMULATOR_FORM.path,
  previewOf: (body) =>
    propertyOf(body, 'success') === true ? previewOfSteps(propertyOf(body, 'formArray')) : null,
};

/** A user's list, asked with the stored user's token before the app has loaded. */
export interface FirstListRequest extends ApiRequest {
  method: 'GET' | 'POST';
  params?: Record<string, string>;
}

/**
 * The first request of each site's history screen (the personal space's '#/historique'), built as
 * its saga builds it for the screen's first state (historyLists.ts; the tests of src/app/boot/
 * hold the screens' first state to these): the general site's saved results, the floor simulations
 * and solutions and the carbon clusters, the most recent first.
 */
export const HISTORY_FIRST_REQUESTS: Readonly<Record<SiteId, FirstListRequest>> = {
  general: historySummariesRequest({ sort: 'createdAt', order: 'DESC' }),
  floor: floorSimulationsRequest({ order: 'DESC' }),
  carbon: carbonClustersRequest({ order: 'DESC' }),
};

// ---- Sending it early, taking its answer ------------------------------------------------------

/**
 * The global under which the inline script leaves its requests' answers for the API client to take
 * (once each).
 */
export const EARLY_ANSWERS_TO_TAKE = '__earlyResponses';

/**
 * The global under which it keeps their answers once they have come, for the page's first paint and
 * the app's first render to read (`answeredEarly`).
 */
export const EARLY_ANSWERS_ARRIVED = '__earlyAnswers';

/** The status of an early request that got no answer. */
export const NO_ANSWER = 0;

/** A request sent early: its full address, its query and JSON data, the user's token if any. */
export type EarlyRequest = Pick<ApiRequest, 'url' | 'params' | 'data'> & {
  method: 'GET' | 'POST';
  token?: string;
};

type Holder = Partial<Record<typeof EARLY_ANSWERS_TO_TAKE, Record<string, Promise<EarlyAnswer>>>> &
  Partial<Record<typeof EARLY_ANSWERS_ARRIVED, Record<string, EarlyAnswer | undefined>>>;

const windowHolder = (): Holder | undefined =>
  typeof window === 'undefined' ? undefined : (window as Holder);

/**
 * Sends `request` as the API client would (JSON accepted, its data as a JSON body, its token as
 * Bearer, no credentials); returns the answer, which the page's first paint may also read (it
 * never fails).
 */
export function sendEarly(
  request: EarlyRequest,
  holder: Holder = window as Holder,
  send: typeof fetch = fetch,
): Promise<EarlyAnswer> {
  const { method, token } = request;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const body =
    method === 'POST' && request.data !== undefined ? JSON.stringify(request.data) : undefined;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit =
    method === 'GET' && !token
      ? { headers }
      : { method, headers, ...(body !== undefined ? { body } : {}) };
  const key = requestKey(request, token);
  const answer = send(addressOf(request), init)
    .then(
      async (response): Promise<EarlyAnswer> => {
        const text = await response.text().catch(() => '');
        try {
          return { status: response.status, data: JSON.parse(text) as unknown, text };
        } catch {
          return { status: response.status, data: undefined };
        }
      },
      // No answer (network cut): status 0, which the client drops; no unhandled rejection either
      // when the app never asks (the user left the page first).
      () => ({ status: NO_ANSWER, data: undefined }),
    )
    .then((response) => {
      (holder[EARLY_ANSWERS_ARRIVED] ??= {})[key] = response;
      return response;
    });
  (holder[EARLY_ANSWERS_TO_TAKE] ??= {})[key] = answer;
  return answer;
}

/** The answer of an early `GET url` without a token if it has come already (read, not taken). */
export function answeredEarly(
  url: string,
  holder: Holder | undefined = windowHolder(),
): EarlyAnswer | undefined {
  return holder?.[EARLY_ANSWERS_ARRIVED]?.[requestKey({ method: 'GET', url })];
}

/**
 * The answer of the early request named `key` (`requestKey`, scoped by its token), once: later
 * calls, and other names, get undefined.
 */
export function takeEarlyAnswer(
  key: string,
  holder: Holder | undefined = windowHolder(),
): Promise<EarlyAnswer> | undefined {
  const answers = holder?.[EARLY_ANSWERS_TO_TAKE];
  const answer = answers?.[key];
  if (answers && answer) delete answers[key];
  return answer;
}
