/**
 * The user's own lists, readable offline from their last visit (issue 24; docs/offline.md).
 *
 * The lists of a user's histories (the general site's thermal histories, the floor site's
 * simulations and solutions, the carbon site's clusters) are the user's data: they are not kept by
 * the service worker, whose caches every user of the browser shares, but here, by user. Each
 * answer of such a list (network first) is kept under the user's id and the exact request
 * (address, query, body); when the network is cut (no answer at all, status 0), the kept answer of
 * the same request is returned instead, marked with `keptAt` (when it was received). A user's kept
 * answers are deleted when they log out or their stored login is cleared
 * (src/features/session/sessionStorage.ts), and when another user logs in (src/app/rootSaga.ts);
 * an answer that arrives after, or for a user who is no longer the logged-in one, is not kept:
 * docs/security.md.
 *
 * Kept in IndexedDB through localforage, like the session, in a database of its own: a new store
 * in the session's database (`rupteo`) upgrades that database, which waits while another tab holds
 * it open, and the session's writes (a logout) wait behind the upgrade.
 */
import localforage from 'localforage';
import {
  envelopeOf,
  type ApiBody,
  type ApiClient,
  type ApiRequest,
  type ApiResult,
  type HttpMethod,
} from './http';
import { OPERATIONS } from './operationTable';
import { reusedAs } from './operations';
import { requestKey, scopePrefix } from './requestKey';

/**
 * The reads kept per user: the `keptPerUser` operations of the table (src/api/operationTable.ts), the
 * history lists of the three sites.
 */
export const KEPT_READS: readonly { method: HttpMethod; path: string }[] = OPERATIONS.filter(
  (operation) => reusedAs(operation, 'keptPerUser'),
).map(({ method, path }) => ({ method, path }));

/**
 * A kept answer: when it came, its status and its JSON text as it came (`text`), or, when the client
 * had no text (and in copies kept before the text was), its body. Writing the text to IndexedDB
 * copies one string; writing the body copied each of its objects (about 25 ms for 2,000 items at 4×
 * CPU, in the frames after a filter's answer).
 */
export type KeptAnswer = { savedAt: number; status: number } & (
  { text: string; body?: undefined } | { body: ApiBody; text?: undefined }
);

/** The body of a kept answer; null when its text no longer parses. */
function keptBody(kept: KeptAnswer): ApiBody | null {
  if (kept.text === undefined) return kept.body;
  try {
    return envelopeOf(kept.status, JSON.parse(kept.text));
  } catch {
    return null;
  }
}

/** What this module needs of a localforage instance. */
export type KeptReadsStore = Pick<LocalForage, 'getItem' | 'setItem' | 'removeItem' | 'keys'>;

export const keptReadsStore: KeptReadsStore = localforage.createInstance({
  name: 'rupteo-reads',
  storeName: 'offline-reads',
  driver: [localforage.INDEXEDDB, localforage.WEBSQL],
});

export function isKeptRead(request: ApiRequest): boolean {
  return (
    request.responseType !== 'blob' &&
    KEPT_READS.some(({ method, path }) => method === request.method && path === request.url)
  );
}

/**
 * The key of a request's answer for a user: `requestKey` scoped by the user's id,
 * `{user}|{method} {path}?{query}|{body}` (requestKey.ts; the copies of earlier versions were kept
 * under the same text).
 */
export function keptReadKey(owner: string, request: ApiRequest): string {
  return requestKey(request, owner);
}

const runNow = (write: () => void) => write();

/** The writes, one after the other (the last answer is the one kept); a logout waits for them. */
let writes: Promise<unknown> = Promise.resolve();

/**
 * How many times each user's kept answers were deleted: an answer whose request started before
 * the last deletion is not kept (it came for a session that has ended since).
 */
const deletions = new Map<string, number>();
const deletionsOf = (owner: string) => deletions.get(owner) ?? 0;

export interface KeepingReadsOptions {
  /**
   * The logged-in user's id (as text), read at each call and again before an answer is written
   * (a user who has left since, logged out or replaced, gets nothing written); null: nothing is
   * kept.
   */
  owner: () => string | null;
  store?: KeptReadsStore;
  now?: () => number;
  /**
   * When the write of a kept answer runs: at once unless given. The app gives `whenIdle`
   * (src/lib/whenIdle.ts): even a string's copy need not come before the list's render.
   */
  later?: (write: () => void) => void;
}

/**
 * The client, keeping the answers of the user's lists and giving them back when the network is
 * cut. Other requests pass through untouched.
 */
export function keepingReads(
  client: ApiClient,
  { owner, store = keptReadsStore, now = Date.now, later = runNow }: KeepingReadsOptions,
): ApiClient {
  return {
    baseURL: client.baseURL,
    async request<D, B extends ApiBody<D>>(request: ApiRequest): Promise<ApiResult<D, B>> {
      const user = isKeptRead(request) ? owner() : null;
      const deleted = user === null ? 0 : deletionsOf(user);
      const result = await client.request<D, B>(request);
      if (!user) return result;
      const key = keptReadKey(user, request);
      if (result.status === 200 && result.body.success) {
        const { status, text, body } = result;
        const kept: KeptAnswer =
          text === undefined ? { savedAt: now(), status, body } : { savedAt: now(), status, text };
        // Still the same user's, and not deleted since the request left (a logout, an expired
        // session, another user's login while it was on its way).
        const stillTheirs = () => owner() === user && deletionsOf(user) === deleted;
        // Not awaited: the page shows the list without waiting for the write (a logout waits).
        writes = writes
          .then(() => new Promise<void>((idle) => later(idle)))
          .then(() => (stillTheirs() ? store.setItem(key, kept) : undefined))
          .catch(() => undefined);
        return result;
      }
      if (result.status !== 0) return result;
      const kept = await store.getItem<KeptAnswer>(key).catch(() => null);
      const body = kept && keptBody(kept);
      if (!kept || !body) return result;
      return {
        ...result,
        status: kept.status,
        body: { ...body, keptAt: kept.savedAt } as unknown as B,
      };
    },
  };
}

/**
 * Deletes every answer kept for this user, once every write on its way has settled; the answers of
 * their requests still on their way are not kept.
 */
export async function forgetKeptReads(
  owner: string,
  store: KeptReadsStore = keptReadsStore,
): Promise<void> {
  deletions.set(owner, deletionsOf(owner) + 1);
  // A write may join the chain while an earlier one settles.
  for (let seen = writes; ; seen = writes) {
    await seen;
    if (seen === writes) break;
  }
  const keys = await store.keys();
  await Promise.all(
    keys.filter((key) => key.startsWith(scopePrefix(owner))).map((key) => store.removeItem(key)),
  );
}
