import { waitFor } from '@testing-library/react';
import {
  floorFilterChanged,
  floorHistoryOpened,
  INITIAL_LOAD_DELAY_MS,
  initialHistoryState,
} from '@/features/history/historyTestSupport';
import { loggedOut, loginSucceeded, sessionUserUpdated, userCleared } from '@/features/session';
import { saveQueued, type QueuedSave } from '@/lib/offline/offlineSlice';
import { claireSession, claireUser, julienUser } from '@/testing/mockSession';
import { createTestStore } from '@/testing/renderWithProviders';
import { elapse, useFakeClock } from '@/testing/fakeClock';
import { setFaults, clearFaults } from '../../mock-server/faults';
import { WHOSE_STATE } from './userState';
import type { RootState } from './rootReducer';

jest.setTimeout(20_000);

const queued: QueuedSave = {
  id: 'q1',
  kind: 'historyName',
  itemKey: '12',
  label: 'Maison Dupont',
  request: { method: 'PUT', url: '/api/history/12/name', data: { name: 'Maison Dupont' } },
  failureText: 'Échec',
  site: 'floor',
  owner: 'user:1',
  queuedAt: '2026-11-28T10:00:00.000Z',
};

/** A store of Claire's with something of hers in every part that holds a user's data. */
function claireStore() {
  const { store } = createTestStore({ site: 'floor', preloadedState: claireSession() });
  store.dispatch(floorFilterChanged({ name: 'title', value: 'Dupont' }));
  // The account feature's `profileLoaded`, by its type: the app sees the account through its entries.
  store.dispatch({
    type: 'account/profileLoaded',
    payload: { email: 'claire.martin@maconnerie-martin.fr', lastname: 'Martin' },
  });
  store.dispatch(saveQueued(queued));
  return store;
}

const userPaths = Object.entries(WHOSE_STATE)
  .filter(([, whose]) => whose === 'user')
  .map(([path]) => path as keyof RootState);

describe('whose data: every part of the store is listed', () => {
  it('lists every reducer path of a store with all the features, and no other', () => {
    const { store } = createTestStore();
    // A new slice holding a user's data must be put on WHOSE_STATE (src/app/userState.ts).
    expect(Object.keys(store.getState()).sort()).toEqual(Object.keys(WHOSE_STATE).sort());
  });
});

describe('whose data: reset when the identity changes', () => {
  afterEach(() => clearFaults());

  it.each([
    ['a logout', loggedOut()],
    ['an expired session', userCleared()],
    ['a login of another user', loginSucceeded({ user: julienUser(), remember: false })],
  ])("%s puts every user's part back to its start and keeps the shared ones", (_name, action) => {
    const store = claireStore();
    const fresh = createTestStore({ site: 'floor' }).store.getState();
    const before = store.getState();
    store.dispatch(action);
    const after = store.getState();
    for (const path of userPaths) expect([path, after[path]]).toEqual([path, fresh[path]]);
    expect(after.history).toEqual(initialHistoryState);
    // The profile goes, the site's password criteria stay.
    expect(after.account.profile.data).toBeNull();
    expect(after.account.criteria).toBe(before.account.criteria);
    // The former owner's queue is not shown to the next one; the connection is the device's.
    expect(after.offline.queue).toEqual([]);
    expect(after.offline.browserOnline).toBe(before.offline.browserOnline);
    expect(after.psiLibrary).toBe(before.psiLibrary);
    expect(after.userData.resets).toBe(before.userData.resets + 1);
  });

  it('keeps everything when the same user logs in again or their names change', () => {
    const store = claireStore();
    const before = store.getState();
    store.dispatch(loginSucceeded({ user: claireUser(), remember: true }));
    store.dispatch(sessionUserUpdated({ firstname: 'Claire-Marie' }));
    const after = store.getState();
    expect(after.history).toBe(before.history);
    expect(after.account.profile).toBe(before.account.profile);
    expect(after.userData.resets).toBe(before.userData.resets);
  });

  it("keeps a visitor's work when the visitor logs in (the login often saves it)", () => {
    const { store } = createTestStore({ site: 'floor' });
    store.dispatch(floorFilterChanged({ name: 'title', value: 'Dupont' }));
    const before = store.getState();
    // A visitor's call answered 401 (the device's token) is no change of identity either.
    store.dispatch(userCleared());
    store.dispatch(loginSucceeded({ user: claireUser(), remember: false }));
    expect(store.getState().history).toBe(before.history);
    expect(store.getState().userData.resets).toBe(0);
  });

  it("never puts the former user's list in the state once they have logged out", async () => {
    useFakeClock();
    try {
      const store = claireStore();
      setFaults([{ operation: 'GET /api/simulations/', kind: 'latency', ms: 2_000 }]);
      store.dispatch(floorHistoryOpened());
      await elapse(INITIAL_LOAD_DELAY_MS + 100);
      expect(store.getState().history.floor.status).toBe('loading');
      store.dispatch(loggedOut());
      await elapse(3_000);
      expect(store.getState().history.floor.items).toEqual([]);
      expect(store.getState().history.floor.status).toBe('idle');
      // The tools' sagas were started again: the next user's screen is answered.
      store.dispatch(loginSucceeded({ user: julienUser(), remember: false }));
      clearFaults();
      store.dispatch(floorHistoryOpened());
      await elapse(INITIAL_LOAD_DELAY_MS + 100);
      await waitFor(() => expect(store.getState().history.floor.status).toBe('ready'));
      expect(store.getState().history.floor.items.length).toBeGreaterThan(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
