/** Test helpers of the history feature: a logged-in store against the mock backend, request logs. */
import type { SiteId } from '@/config/sites';
import type { SessionUser } from '@/features/session';
import { initialSessionState } from '@/features/session/sessionSlice';
import { issueToken } from '../../../mock-server/db/mockDb';
import { server } from '../../../mock-server/node';

// For the tests of the pages and of the store that compose the history.
export { floorFilterChanged, floorHistoryOpened, initialHistoryState } from './historySlice';
export { INITIAL_LOAD_DELAY_MS } from './historySagas';

/** Claire Martin (user 1 of the seed: 30 simulations, 12 solutions, 12 clusters) with a valid token. */
export function claireSession() {
  const user: SessionUser = {
    id: 1,
    token: issueToken({ kind: 'user', userId: 1 }),
    email: 'claire.martin@maconnerie-martin.fr',
    firstname: 'Claire',
    lastname: 'Martin',
    company: 'Maçonnerie Martin',
    updatedPassword: true,
  };
  return { session: { ...initialSessionState, status: 'authenticated' as const, user } };
}

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  at: number;
}

/** Records the requests whose path starts with `prefix`, from now on. */
export function recordRequests(prefix: string): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(prefix)) return;
    seen.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.get('authorization'),
      at: Date.now(),
    });
  });
  return seen;
}

export function stopRecording() {
  server.events.removeAllListeners();
}

export type { SiteId };
