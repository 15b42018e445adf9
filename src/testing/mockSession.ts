/**
 * Test helpers shared by the features' tests: seed users of the mock backend as preloaded
 * sessions, a log of the requests the mock receives, and the toasts on screen.
 */
import type { SessionUser } from '@/features/session';
import { initialSessionState } from '@/features/session/sessionSlice';
import { clearSessionStorage, storeUser } from '@/features/session/sessionStorage';
import { toaster } from '@/ui/toast/toaster';
import { issueToken } from '../../mock-server/db/mockDb';
import { server } from '../../mock-server/node';

/** Claire Martin, user 1 of the seed, with a valid token. */
export function claireUser(): SessionUser {
  return {
    id: 1,
    token: issueToken({ kind: 'user', userId: 1 }),
    email: 'claire.martin@maconnerie-martin.fr',
    firstname: 'Claire',
    lastname: 'Martin',
    company: 'Maçonnerie Martin',
    updatedPassword: true,
  };
}

/** Julien Bernard, user 2 of the seed, with a valid token: the other user of a shared device. */
export function julienUser(): SessionUser {
  return {
    id: 2,
    token: issueToken({ kind: 'user', userId: 2 }),
    email: 'julien.bernard@bet-structure.fr',
    firstname: 'Julien',
    lastname: 'Bernard',
    company: 'BET Structure Ouest',
    updatedPassword: true,
  };
}

export function claireSession() {
  return {
    session: { ...initialSessionState, status: 'authenticated' as const, user: claireUser() },
  };
}

/** Keeps `user` in the browser's storage as "remember me" does: the next page load starts with them. */
export function storeKeptUser(user: SessionUser): Promise<void> {
  return storeUser(user, true);
}

/** Empties the browser's session storage (what `storeKeptUser` kept). */
export function forgetStoredUser(): Promise<void> {
  return clearSessionStorage();
}

/** The session as the page starts, before the stored one is read (`sessionStarted` reads it). */
export function startingSession() {
  return { session: { ...initialSessionState } };
}

export function visitorSession() {
  return { session: { ...initialSessionState, status: 'anonymous' as const } };
}

export interface SeenRequest {
  path: string;
  body: unknown;
}

/** Records the requests whose path starts with `prefix`, with their JSON body. */
export function recordRequests(prefix: string): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(prefix)) return;
    void request
      .clone()
      .text()
      .then((text) => seen.push({ path: url.pathname, body: text ? JSON.parse(text) : null }));
  });
  return seen;
}

export function stopRecording() {
  server.events.removeAllListeners();
}

export const visibleToasts = () =>
  toaster.getVisibleToasts().map((toast) => ({ type: toast.type, description: toast.description }));
