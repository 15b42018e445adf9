import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { HISTORY_FIRST_REQUESTS } from '@/api/firstRequests';
import type { SiteId } from '@/config/sites';
import { CarbonHistory, FloorHistory, ThermalHistory } from '@/features/history';
import { claireSession } from '@/testing/mockSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { issueToken } from '../../../mock-server/db/mockDb';
import { server } from '../../../mock-server/node';
import { prepareFirstPaint, startEarlyHistoryRequest } from './shellPicker';

jest.setTimeout(20_000);

interface Seen {
  method: string;
  path: string;
  query: string;
  body: string;
  authorization: string | null;
}

/** Records the requests to the history lists. */
function recordLists(): Seen[] {
  const seen: Seen[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!/^\/api\/(history\/list|simulations\/|clusters\/)$/.test(url.pathname)) return;
    seen.push({
      method: request.method,
      path: url.pathname,
      query: url.search,
      body: await request.clone().text(),
      authorization: request.headers.get('authorization'),
    });
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

const SCREENS: Array<[SiteId, ReactElement, string]> = [
  ['general', <ThermalHistory key="general" />, '14 résultats'],
  ['floor', <FloorHistory key="floor" layout="desktop" />, '42 résultats'],
  ['carbon', <CarbonHistory key="carbon" layout="desktop" />, '12 résultats'],
];

describe('the history list asked before the app loads (the personal space’s inline script)', () => {
  it.each(SCREENS)(
    '%s: the screen shows the early answer and asks nothing more',
    async (site, screenElement, shown) => {
      const seen = recordLists();
      const session = claireSession();
      await startEarlyHistoryRequest(
        { id: site, apiBaseUrl: '' },
        { readToken: async () => session.session.user.token },
      );
      expect(seen).toHaveLength(1);
      const request = HISTORY_FIRST_REQUESTS[site];
      expect(seen[0]).toMatchObject({
        method: request.method,
        path: request.url,
        authorization: `Bearer ${session.session.user.token}`,
      });

      renderWithProviders(screenElement, { site, preloadedState: session });
      expect((await screen.findAllByText(new RegExp(shown))).length).toBeGreaterThan(0);
      // The screen's saga sent the same request (address, query, body, token): it took the answer.
      expect(seen).toHaveLength(1);
    },
  );

  it('an answer for another token is not taken: the screen asks with its own', async () => {
    const seen = recordLists();
    await startEarlyHistoryRequest(
      { id: 'floor', apiBaseUrl: '' },
      { readToken: async () => issueToken({ kind: 'user', userId: 2 }) },
    );
    const session = claireSession();
    renderWithProviders(<FloorHistory layout="desktop" />, {
      site: 'floor',
      preloadedState: session,
    });
    await screen.findByText('42 résultats');
    expect(seen.map((request) => request.authorization)).toEqual([
      expect.stringMatching(/^Bearer /),
      `Bearer ${session.session.user.token}`,
    ]);
    expect(seen[0]!.authorization).not.toBe(seen[1]!.authorization);
  });

  it('no stored user: nothing is sent', async () => {
    const seen = recordLists();
    const send = jest.fn(fetch);
    await startEarlyHistoryRequest(
      { id: 'carbon', apiBaseUrl: '' },
      { send, readToken: async () => null },
    );
    expect(send).not.toHaveBeenCalled();
    expect(seen).toHaveLength(0);
  });

  it('the inline script asks for it on the history only, and not with the embedded mock backend', () => {
    const readsBefore = jest.spyOn(IDBFactory.prototype, 'open');
    const site = { id: 'floor', host: '', neo: false, carbonBrand: false, apiBaseUrl: '' } as const;
    const at = (hash: string) => ({ pathname: '/espace-personnel', search: '', hash });
    prepareFirstPaint(site, { mockApi: false, location: at('#/modification') });
    prepareFirstPaint(site, { mockApi: true, location: at('#/historique') });
    expect(readsBefore).not.toHaveBeenCalled();
    prepareFirstPaint(site, { mockApi: false, location: at('#/historique') });
    expect(readsBefore).toHaveBeenCalledTimes(1);
    readsBefore.mockRestore();
  });
});
