/**
 * What the account sagas' tests share: Claire's address, the visible toasts, a store where she is
 * logged in, and the bodies sent to an address.
 */
import { issueToken } from '../../../mock-server/db/mockDb';
import { server } from '../../../mock-server/node';
import type { SiteId } from '@/config/sites';
import { loginSucceeded } from '@/features/session/sessionSlice';
import type { SessionUser } from '@/features/session/sessionTypes';
import { createTestStore } from '@/testing/renderWithProviders';
import { toaster } from '@/ui/toast/toaster';

afterEach(() => toaster.remove());

export const CLAIRE = 'claire.martin@maconnerie-martin.fr';

export const toasts = () =>
  toaster.getVisibleToasts().map((toast) => ({ type: toast.type, description: toast.description }));
/** A store whose user is Claire (user 1) with a valid token. */
export function loggedIn(site: SiteId) {
  const test = createTestStore({ site });
  const user: SessionUser = {
    id: 1,
    token: issueToken({ kind: 'user', userId: 1 }),
    email: CLAIRE,
    firstname: 'Claire',
    lastname: 'Martin',
    company: 'Maçonnerie Martin',
    updatedPassword: true,
  };
  test.store.dispatch(loginSucceeded({ user, remember: false }));
  return test;
}

/** Records the JSON bodies sent to `path`. */
export function bodiesSentTo(method: string, path: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
  });
  return bodies;
}
