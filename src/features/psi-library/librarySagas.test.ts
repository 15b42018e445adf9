import { waitFor } from '@testing-library/react';
import { loginSucceeded } from '@/features/session/sessionSlice';
import { createTestStore } from '@/testing/renderWithProviders';
import { toaster } from '@/ui/toast/toaster';
import { setFaults } from '../../../mock-server/faults';
import { server } from '../../../mock-server/node';
import { issueToken } from '../../../mock-server/db/mockDb';
import { initialSessionState } from '@/features/session/sessionSlice';
import { encodeChoicesHash } from './libraryHash';
import {
  libraryChoicesChanged,
  libraryLoaderOpened,
  libraryReportRequested,
  libraryResultsOpened,
  libraryRetried,
  libraryTabToggled,
} from './librarySlice';
import { REPORT_PENDING_ACTION } from './librarySagas';
import { useFakeClock } from '@/testing/fakeClock';

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);
// Waits run on a fake clock: no real time passes.
beforeEach(() => useFakeClock());
afterEach(() => jest.useRealTimers());

/** Claire Martin (user 1 of the seed) with a valid token. */
function claireSession() {
  const user = {
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

interface Seen {
  path: string;
  body: unknown;
  authorization: string | null;
}

function record(): Seen[] {
  const seen: Seen[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/filters/bibliotheque')) return;
    seen.push({
      path: url.pathname,
      body: await request.clone().json(),
      authorization: request.headers.get('authorization'),
    });
  });
  return seen;
}

const toasts = () =>
  toaster.getVisibleToasts().map((toast) => ({ type: toast.type, description: toast.description }));

beforeEach(() => window.history.replaceState(null, '', '/bibliotheque#/'));
afterEach(() => {
  server.events.removeAllListeners();
  toaster.remove();
  jest.restoreAllMocks();
});

async function resultsOf(
  choices: Record<string, number[]>,
  preloadedState = {},
  apiBaseUrl?: string,
) {
  const { store } = createTestStore({ preloadedState, apiBaseUrl });
  store.dispatch(libraryResultsOpened(encodeURIComponent(encodeChoicesHash(choices))));
  await waitFor(() => expect(store.getState().psiLibrary.status).toBe('ready'));
  return store;
}

describe('PSI library sagas (spec 001 §2.3, §4, §7)', () => {
  it("the filter loader ('#/') asks for filters and count only, in public mode: nbResults 'all'", async () => {
    const seen = record();
    const { store } = createTestStore();
    store.dispatch(libraryLoaderOpened());
    await waitFor(() => expect(store.getState().psiLibrary.status).toBe('ready'));
    expect(seen[0]).toMatchObject({
      body: { filterChoices: {}, lunchResearch: false, save: false },
      authorization: null,
    });
    const { datas } = store.getState().psiLibrary;
    expect(datas?.nbResults).toBe('all');
    expect(datas?.filters).toHaveLength(16);
    expect(datas?.rupteurs).toEqual([]);
  });

  it("the results route searches the hash's choices (lunchResearch, save) and lists rupteurs", async () => {
    const seen = record();
    const store = await resultsOf({ '22': [223], '23': [232] });
    expect(seen[0]?.body).toEqual({
      filterChoices: { '22': [223], '23': [232] },
      lunchResearch: true,
      save: true,
    });
    const { datas, choices, searched } = store.getState().psiLibrary;
    expect(searched).toBe(true);
    expect(choices).toEqual({ '22': [223], '23': [232] });
    expect(typeof datas?.nbResults).toBe('number');
    expect(datas?.rupteurs.length).toBeGreaterThan(0);
    expect(datas?.mergedFilters.map((value) => value.id).sort()).toEqual([223, 232]);
  });

  it("a bad or undecodable hash returns to '#/' with an empty state", async () => {
    const { store } = createTestStore();
    await resultsOf({ '22': [223] }).then(() => undefined);
    window.history.replaceState(null, '', '/bibliotheque#/results/%%%');
    store.dispatch(libraryResultsOpened('not-base64!'));
    await waitFor(() => expect(window.location.hash).toBe('#/'));
    expect(store.getState().psiLibrary).toMatchObject({ status: 'idle', datas: null, choices: {} });
  });

  it('new choices (a chip removed, reset, validate) move to their results route', async () => {
    const { store } = createTestStore();
    store.dispatch(libraryChoicesChanged({ '24': [241] }));
    await waitFor(() =>
      expect(window.location.hash).toBe(
        `#/results/${encodeURIComponent(encodeChoicesHash({ '24': [241] }))}`,
      ),
    );
    store.dispatch(libraryChoicesChanged({}));
    await waitFor(() => expect(window.location.hash).toBe('#/'));
  });

  it('tabs toggle open and closed; a single rupteur opens at once', async () => {
    const store = await resultsOf({ '22': [223] });
    const first = store.getState().psiLibrary.datas!.rupteurs[0]!.id;
    store.dispatch(libraryTabToggled(first));
    expect(store.getState().psiLibrary.openTabs).toContain(first);
    store.dispatch(libraryTabToggled(first));
    expect(store.getState().psiLibrary.openTabs).not.toContain(first);
  });

  it('a failed search shows its message and can be retried', async () => {
    setFaults([{ operation: 'POST /api/filters/bibliotheque', kind: 'server-error', times: 1 }]);
    const { store } = createTestStore();
    store.dispatch(libraryLoaderOpened());
    await waitFor(() => expect(store.getState().psiLibrary.status).toBe('error'));
    expect(store.getState().psiLibrary.error).toBeTruthy();
    store.dispatch(libraryRetried());
    await waitFor(() => expect(store.getState().psiLibrary.status).toBe('ready'));
  });

  it('the report link needs a login: a visitor gets the login dialog, then the report opens in a new window', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const store = await resultsOf({ '22': [223], '23': [232], '24': [241], '26': [261] });
    store.dispatch(libraryReportRequested());
    await waitFor(() =>
      expect(store.getState().session.loginDialog).toMatchObject({
        open: true,
        pendingAction: REPORT_PENDING_ACTION,
      }),
    );
    expect(open).not.toHaveBeenCalled();
    const { session } = claireSession();
    store.dispatch(loginSucceeded({ user: session.user, remember: false }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0]![0]).toMatch(
      /^http:\/\/localhost(:\d+)?\/api\/filters\/bibliotheque\/rapport\/[A-Za-z0-9_-]+\.pdf$/,
    );
    expect(open.mock.calls[0]![1]).toBe('_blank');
    expect(store.getState().psiLibrary.reportStatus).toBe('idle');
  });

  it("with the API elsewhere than the page, the report opens from the API's address", async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    // Same origin as the test page (no CORS in jsdom), but under a path of its own.
    const store = await resultsOf(
      { '22': [223], '23': [232], '24': [241], '26': [261] },
      claireSession(),
      'http://localhost/backend',
    );
    store.dispatch(libraryReportRequested());
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0]![0]).toMatch(
      /^http:\/\/localhost\/backend\/api\/filters\/bibliotheque\/rapport\/[A-Za-z0-9_-]+\.pdf$/,
    );
  });

  it('a refused report shows the error toast with the reason', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const store = await resultsOf({ '22': [221, 222, 223, 224] }, claireSession());
    store.dispatch(libraryReportRequested());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toMatchObject({ type: 'error' });
    expect(String(toasts()[0]!.description)).toMatch(/affinez vos critères/);
    expect(open).not.toHaveBeenCalled();
  });
});
