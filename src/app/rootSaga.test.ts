import { waitFor } from '@testing-library/react';
import { keptReadKey, keptReadsStore } from '@/api/offlineReads';
import { initialSessionState, loginSucceeded } from '@/features/session';
import { claireSession, claireUser, julienUser } from '@/testing/mockSession';
import { createTestStore } from '@/testing/renderWithProviders';
import { queueTokenOf } from './rootSaga';

const simulations = { method: 'GET' as const, url: '/api/simulations/', params: { page: 1 } };
const kept = { savedAt: 1, status: 200, text: '{"success":true,"datas":[]}' };

afterEach(async () => {
  for (const key of await keptReadsStore.keys()) await keptReadsStore.removeItem(key);
});

describe("the former user's lists kept offline", () => {
  it('are deleted when another user logs in in their place', async () => {
    await keptReadsStore.setItem(keptReadKey('1', simulations), kept);
    await keptReadsStore.setItem(keptReadKey('3', simulations), kept);
    const { store } = createTestStore({ site: 'floor', preloadedState: claireSession() });
    store.dispatch(loginSucceeded({ user: julienUser(), remember: false }));
    await waitFor(async () =>
      expect(await keptReadsStore.keys()).toEqual([keptReadKey('3', simulations)]),
    );
    store.stopSagas();
  });

  it('stay when the same user logs in again', async () => {
    await keptReadsStore.setItem(keptReadKey('1', simulations), kept);
    const { store } = createTestStore({ site: 'floor', preloadedState: claireSession() });
    store.dispatch(loginSucceeded({ user: claireUser(), remember: true }));
    await new Promise((done) => setTimeout(done, 50));
    expect(await keptReadsStore.keys()).toEqual([keptReadKey('1', simulations)]);
    store.stopSagas();
  });
});

describe('the token of a queued save', () => {
  const device = { token: 'device-token' } as never;
  const pending = { ...initialSessionState, device, pendingUser: claireUser() };

  it("is the visitor's (the device's on the general site, else none), never a pending login's", () => {
    expect(queueTokenOf({ session: pending }, 'visitor', 'general')).toBe('device-token');
    expect(queueTokenOf({ session: pending }, 'visitor', 'floor')).toBeNull();
  });

  it("is the owner's own while they are the session's user, else none at hand", () => {
    const claire = claireSession();
    expect(queueTokenOf(claire, 'user:1', 'floor')).toBe(claire.session.user.token);
    expect(queueTokenOf(claire, 'user:2', 'floor')).toBeUndefined();
    expect(queueTokenOf({ session: pending }, 'user:1', 'carbon')).toBeUndefined();
  });
});
