import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { createTestStore } from '@/testing/renderWithProviders';
import { visitorSession } from '@/testing/mockSession';
import {
  browserWentOffline,
  browserWentOnline,
  serverReachability,
} from '@/lib/offline/offlineSlice';
import { AppShell } from './AppShell';

function renderShell(strict: boolean) {
  const { store, site } = createTestStore({ site: 'floor', preloadedState: visitorSession() });
  const router = createMemoryRouter([
    { path: '/', element: <AppShell />, children: [{ index: true, element: <p>Accueil</p> }] },
  ]);
  const app = (
    <AppProviders store={store} site={site}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { store };
}

describe('AppShell: the login dialog', () => {
  /**
   * In the browser, the commit that shows the lazily loaded dialog (a Suspense retry) can run its
   * passive effects, and with them StrictMode's simulated unmount and remount, after an animation
   * frame. A dialog mounted open has by then activated its focus trap (in a frame), whose teardown
   * gives the focus back to 'Se connecter', outside the remounted dialog, which then closes.
   * Here a frame runs as soon as it is asked for (one asked for within a frame, at the next task),
   * so that it always comes before those effects, as it did on the development server.
   */
  beforeEach(() => {
    // (Such early frames look for the dialog's layer before it is drawn: zag warns, expectedly.)
    const warn = console.warn.bind(console);
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).startsWith('[@zag-js/dismissable] node is')) warn(...args);
    });
    let inFrame = false;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      if (inFrame) return Number(setTimeout(() => callback(Date.now()), 0));
      inFrame = true;
      try {
        callback(Date.now());
      } finally {
        inFrame = false;
      }
      return 0;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['under StrictMode', true],
    ['without StrictMode', false],
  ])("stays open after the first click on 'Se connecter' (%s)", async (_, strict) => {
    const user = userEvent.setup();
    const { store } = renderShell(strict);
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));
    // (By its role and text: frames this early look for its title before it is drawn.)
    expect(await screen.findByRole('dialog')).toHaveTextContent('Connexion');
    // Long enough for a trap's teardown to give the focus back and the dialog to react.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(store.getState().session.loginDialog.open).toBe(true);
    expect(screen.getByRole('dialog')).toHaveTextContent('Connexion');
  });
});

describe('AppShell: the login dialog, closed and opened again', () => {
  it('closes with Fermer and opens again, under StrictMode', async () => {
    const user = userEvent.setup();
    const { store } = renderShell(true);
    const login = await screen.findByRole('button', { name: 'Se connecter' });
    await user.click(login);
    await user.click(await screen.findByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().session.loginDialog.open).toBe(false);
    await user.click(login);
    expect(await screen.findByRole('dialog', { name: 'Connexion' })).toBeInTheDocument();
  });
});

describe('AppShell: the connection banner (docs/offline.md)', () => {
  /** The banner's live region, outside the page's main content. */
  const banner = () =>
    screen
      .getAllByRole('status')
      .find(
        (region) =>
          region.getAttribute('aria-live') === 'polite' && region.closest('main') === null,
      )!;

  it("says when the app is offline, then 'Connexion rétablie' when the network is back", async () => {
    const { store } = renderShell(false);
    expect(banner()).toHaveTextContent('');
    act(() => {
      store.dispatch(browserWentOffline());
    });
    await waitFor(() =>
      expect(banner()).toHaveTextContent(
        'Vous êtes hors ligne : vos enregistrements seront envoyés au retour du réseau.',
      ),
    );
    act(() => {
      store.dispatch(browserWentOnline());
    });
    await waitFor(() => expect(banner()).toHaveTextContent('Connexion rétablie'));
  });

  it('tells a server that does not answer apart from a browser offline', async () => {
    const { store } = renderShell(false);
    act(() => {
      store.dispatch(serverReachability(false));
    });
    await waitFor(() =>
      expect(banner()).toHaveTextContent(
        "Le serveur ne répond pas : vos enregistrements seront envoyés dès qu'il répondra.",
      ),
    );
    act(() => {
      store.dispatch(browserWentOffline());
    });
    await waitFor(() =>
      expect(banner()).toHaveTextContent(
        'Vous êtes hors ligne : vos enregistrements seront envoyés au retour du réseau.',
      ),
    );
    act(() => {
      store.dispatch(browserWentOnline());
    });
    await waitFor(() => expect(banner()).toHaveTextContent('Connexion rétablie'));
  });
});
