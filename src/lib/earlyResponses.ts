/**
 * A page's first request, sent before the app's code has loaded.
 *
 * On the floor configurator and the carbon simulator, what the user waits for is the first step of a
 * form that the server defines; on the personal space's history, the user's list (sent with the
 * stored user's token, src/lib/storage/sessionStore.ts). Asked by the app, that request would leave
 * only once the page's JavaScript (about 300 kB) has downloaded and run; on a phone network, that is
 * seconds. So the page's
 * inline script (src/app/boot/shellPickerScript.ts) sends it at once (`startEarlyRequest`), and the
 * API client (src/api/http.ts) takes its answer (`takeEarlyResponse`) when the app sends the same
 * request (`earlyRequestKey`: the same address, body and token). An answer is taken once; a failed
 * one (no answer, a status outside 200-403, or, with a token, outside 2xx) is dropped and the client
 * sends the request itself.
 */

import { earlyRequestKey, type EarlyAnswer, type EarlyRequestInit } from '@/api/earlyRequests';

export {
  earlyRequestKey,
  withQuery,
  type EarlyAnswer,
  type EarlyRequestInit,
} from '@/api/earlyRequests';

/** The global under which the inline script leaves its requests for the app. */
export const EARLY_RESPONSES_GLOBAL = '__earlyResponses';

/**
 * The global under which it keeps their answers once they have come, for the page's first paint and
 * the app's first render to read (`answeredEarly`; the API client takes the requests themselves).
 */
export const EARLY_ANSWERS_GLOBAL = '__earlyAnswers';

/** The status of an early request that got no answer. */
export const NO_ANSWER = 0;

type EarlyResponses = Record<string, Promise<EarlyAnswer> | undefined>;

type Holder = Partial<Record<typeof EARLY_RESPONSES_GLOBAL, EarlyResponses>> &
  Partial<Record<typeof EARLY_ANSWERS_GLOBAL, Record<string, EarlyAnswer | undefined>>>;

function responsesOf(holder: Holder): EarlyResponses {
  return (holder[EARLY_RESPONSES_GLOBAL] ??= {});
}

/**
 * Sends `GET url` as the API client would without a token (JSON accepted, no credentials), or the
 * request `init` describes; returns the answer, which the page's first paint may also read (it
 * never fails).
 */
export function startEarlyRequest(
  url: string,
  holder: Holder = window as Holder,
  send: typeof fetch = fetch,
  init?: EarlyRequestInit,
): Promise<EarlyAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init?.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init?.token) headers.Authorization = `Bearer ${init.token}`;
  const request: RequestInit = init
    ? { method: init.method, headers, ...(init.body !== undefined ? { body: init.body } : {}) }
    : { headers };
  const key = earlyRequestKey(url, init);
  const answer = send(url, request)
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
      (holder[EARLY_ANSWERS_GLOBAL] ??= {})[key] = response;
      return response;
    });
  responsesOf(holder)[key] = answer;
  return answer;
}

/** The answer of an early `GET url` if it has come already (read, not taken). */
export function answeredEarly(
  url: string,
  holder: Holder | undefined = typeof window === 'undefined' ? undefined : (window as Holder),
): EarlyAnswer | undefined {
  return holder?.[EARLY_ANSWERS_GLOBAL]?.[url];
}

/**
 * The answer of an early request named `key` (`earlyRequestKey`), once: later calls, and other
 * names, get undefined.
 */
export function takeEarlyResponse(
  key: string,
  holder: Holder | undefined = typeof window === 'undefined' ? undefined : (window as Holder),
): Promise<EarlyAnswer> | undefined {
  const responses = holder?.[EARLY_RESPONSES_GLOBAL];
  const response = responses?.[key];
  if (responses && response) delete responses[key];
  return response;
}
