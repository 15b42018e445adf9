/**
 * When the user changes in the tab (another user's login, single sign-on, 'login as'), the page is
 * drawn again and its screens ask for the new user's data: nothing of the former user is drawn
 * while the new user's lists load (src/app/userState.ts).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { loginSucceeded } from '@/features/session';
import {
  claireSession,
  recordRequests,
  stopRecording,
} from '@/features/history/historyTestSupport';
import { renderWithRouter } from '@/testing/renderWithRouter';
import FloorConfiguratorPage from '@/app/routes/FloorConfiguratorPage';
import PersonalSpacePage from '@/app/routes/PersonalSpacePage';
import { julienUser } from '@/testing/mockSession';
import { AppShell } from './AppShell';

jest.setTimeout(30_000);

function renderSpace(site: 'floor' | 'carbon', hash: string) {
  return renderWithRouter(
    [
      {
        path: '/',
        element: <AppShell />,
        children: [{ path: 'espace-personnel', element: <PersonalSpacePage /> }],
      },
    ],
    { site, preloadedState: claireSession(), path: `/espace-personnel${hash}`, browser: true },
  );
}

/** Every text drawn in the page from now on (added nodes and changed texts). */
function watchTexts(): { texts: string[]; stop: () => void } {
  const texts: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') texts.push(record.target.textContent ?? '');
      record.addedNodes.forEach((node) => texts.push(node.textContent ?? ''));
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { texts, stop: () => observer.disconnect() };
}

afterEach(() => {
  stopRecording();
  window.history.replaceState(null, '', '/');
});

describe('another user in the same tab', () => {
  it.each([
    ['floor', 'floor', '/api/simulations/'],
    ['carbon', 'carbon', '/api/clusters/'],
  ] as const)(
    "%s history: the former user's items are never drawn while the next user's load",
    async (site, list, path) => {
      const { store } = renderSpace(site, '#/historique');
      await waitFor(() => expect(store.getState().history[list].status).toBe('ready'), {
        timeout: 10_000,
      });
      const claires = store.getState().history[list].items.map((item) => item.name);
      expect(claires.length).toBeGreaterThan(0);
      await screen.findAllByText(claires[0]!);
      const seen = recordRequests(path);
      const watch = watchTexts();
      const julien = julienUser();
      act(() => {
        store.dispatch(loginSucceeded({ user: julien, remember: false }));
      });
      await waitFor(() => expect(store.getState().history[list].status).toBe('ready'), {
        timeout: 10_000,
      });
      const juliens = store.getState().history[list].items.map((item) => item.name);
      await screen.findAllByText(juliens[0]!);
      watch.stop();
      expect(seen.at(-1)?.authorization).toBe(`Bearer ${julien.token}`);
      const onlyClaires = claires.filter((name) => !juliens.includes(name));
      expect(onlyClaires.length).toBeGreaterThan(0);
      for (const name of onlyClaires)
        expect(watch.texts.filter((text) => text.includes(name))).toEqual([]);
    },
  );

  it("profile: the former user's profile goes, the next user's is asked for", async () => {
    const { store } = renderSpace('floor', '#/modification');
    await screen.findByDisplayValue('claire.martin@maconnerie-martin.fr', undefined, {
      timeout: 10_000,
    });
    const seen = recordRequests('/api/');
    const julien = julienUser();
    act(() => {
      store.dispatch(loginSucceeded({ user: julien, remember: false }));
    });
    expect(screen.queryByDisplayValue('claire.martin@maconnerie-martin.fr')).toBeNull();
    await screen.findByDisplayValue('julien.bernard@bet-structure.fr', undefined, {
      timeout: 10_000,
    });
    expect(seen.some((request) => request.authorization === `Bearer ${julien.token}`)).toBe(true);
    expect(store.getState().account.profile.data?.email).toBe('julien.bernard@bet-structure.fr');
  });

  it("floor simulation: the former user's simulation goes, and is asked for again with the next user's token", async () => {
    const { store } = renderWithRouter(
      [
        {
          path: '/',
          element: <AppShell />,
          children: [{ path: 'configurer-un-plancher/', element: <FloorConfiguratorPage /> }],
        },
      ],
      {
        site: 'floor',
        preloadedState: claireSession(),
        path: '/configurer-un-plancher/?history=101',
        browser: true,
      },
    );
    await waitFor(() => expect(store.getState().floorConfigurator.simulationId).toBe(101), {
      timeout: 10_000,
    });
    expect(store.getState().floorSolutions.result?.simulation.id).toBe(101);
    const seen = recordRequests('/api/simulation/101/');
    const julien = julienUser();
    act(() => {
      store.dispatch(loginSucceeded({ user: julien, remember: false }));
    });
    expect(store.getState().floorConfigurator.simulationId).toBeNull();
    expect(store.getState().floorSolutions.result).toBeNull();
    // The page opens again: Claire's simulation asked for as Julien's, who does not own it.
    await waitFor(() => expect(seen.length).toBeGreaterThan(1), { timeout: 10_000 });
    expect(seen.map((request) => request.authorization)).toEqual(
      seen.map(() => `Bearer ${julien.token}`),
    );
    expect(store.getState().floorSolutions.result).toBeNull();
    expect(store.getState().floorConfigurator.simulationId).not.toBe(101);
  });
});
