import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { initialSessionState } from '@/features/session';
import {
  claireSession,
  recordRequests,
  stopRecording,
} from '@/features/history/historyTestSupport';
import type { RootState } from '@/app/rootReducer';
import { clickLoadsDocument, renderWithRouter, routerPath } from '@/testing/renderWithRouter';
import PersonalSpacePage, { PROFILE_TITLE } from './PersonalSpacePage';

function atHash(hash: string) {
  window.history.replaceState(null, '', `/espace-personnel${hash}`);
}

// These tests wait for the real delays of the specification (250 ms, 400 ms + 500 ms).
jest.setTimeout(20_000);

afterEach(() => {
  stopRecording();
  window.history.replaceState(null, '', '/');
});

function renderSpace(
  site: 'general' | 'floor' | 'carbon',
  preloadedState: Partial<RootState> = claireSession(),
) {
  return renderWithProviders(<PersonalSpacePage />, {
    site,
    preloadedState,
    route: '/espace-personnel',
  });
}

describe('personal space (spec 000 §2)', () => {
  it("floor: welcome with first and last name, 'Mes configurations' → /historique, 'Gérer mes infos personnelles' → /modification, 'Me déconnecter'", () => {
    atHash('#/');
    renderSpace('floor');
    expect(screen.getByText('Bienvenue Claire Martin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes configurations' })).toHaveAttribute(
      'href',
      '/espace-personnel#/historique',
    );
    expect(screen.getByRole('link', { name: 'Gérer mes infos personnelles' })).toHaveAttribute(
      'href',
      '/espace-personnel#/modification',
    );
    expect(screen.getByRole('button', { name: 'Me déconnecter' })).toBeInTheDocument();
  });

  it("logout confirmation: 'Annuler' and 'Oui, me déconnecter', then 'Déconnexion en cours'", async () => {
    const user = userEvent.setup();
    atHash('#/');
    const { store } = renderSpace('carbon');
    await user.click(screen.getByRole('button', { name: 'Me déconnecter' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Déconnexion' });
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Oui, me déconnecter' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Déconnexion en cours');
    await waitFor(() => expect(store.getState().session.user).toBeNull());
  });

  it("sub-screens: 'Retour à mon espace' leads to /; /historique loads the floor history", async () => {
    atHash('#/historique');
    renderSpace('floor');
    expect(screen.getByRole('link', { name: 'Retour à mon espace' })).toHaveAttribute(
      'href',
      '/espace-personnel#/',
    );
    expect(screen.getByRole('heading', { name: 'Mes configurations' })).toBeInTheDocument();
    expect(await screen.findByText('42 résultats', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("/modification shows the profile with 'Sauvegarder les modifications'", async () => {
    atHash('#/modification');
    renderSpace('floor');
    expect(screen.getByRole('link', { name: 'Retour à mon espace' })).toBeInTheDocument();
    expect(
      await screen.findByRole(
        'button',
        { name: 'Sauvegarder les modifications' },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
  });

  it("general site: 'Mon espace personnel' with 'Voir mon historique', 'Gérer mes infos personnelles' (dialog 'Données personnelles'), 'Me déconnecter'", async () => {
    const user = userEvent.setup();
    atHash('#/');
    const { navigate } = renderSpace('general');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Mon espace personnel' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mon historique' })).toHaveAttribute(
      'href',
      '/espace-personnel#/historique',
    );
    expect(screen.getByRole('button', { name: 'Me déconnecter' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gérer mes infos personnelles' }));
    expect(await screen.findByRole('dialog', { name: 'Données personnelles' })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('general site: the token is verified at start (POST /api/user/verify); a failed check redirects to /', async () => {
    atHash('#/');
    const seen = recordRequests('/api/user/verify');
    const state = claireSession();
    state.session.user = { ...state.session.user, token: 'usr.inconnu' };
    const { navigate } = renderSpace('general', state);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(seen[0]!.method).toBe('POST');
  });

  it('general site: a valid token keeps the user in the space', async () => {
    atHash('#/');
    const seen = recordRequests('/api/user/verify');
    const { navigate } = renderSpace('general');
    await waitFor(() => expect(seen).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(navigate).not.toHaveBeenCalled();
  });

  it("general site: /historique is titled 'Retrouvez tous les résultats de vos simulations'", async () => {
    atHash('#/historique');
    renderSpace('general');
    expect(
      screen.getByRole('heading', { name: 'Retrouvez tous les résultats de vos simulations' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^\d+ résultats$/, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("a visitor on the history gets the specification's 'nologged', and the way to log in", async () => {
    const user = userEvent.setup();
    atHash('#/historique');
    const seen = recordRequests('/api/');
    const { store } = renderSpace('floor', {
      session: { ...initialSessionState, status: 'anonymous' },
    });
    expect(
      screen.getByText('Connectez-vous pour accéder à votre espace personnel.'),
    ).toBeInTheDocument();
    expect(screen.getByText('nologged')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(store.getState().session.loginDialog.open).toBe(true);
    // No account call for a visitor, and nothing sent with a user token.
    expect(seen.filter((request) => request.authorization !== null)).toEqual([]);
    expect(seen.filter((request) => request.path !== '/api/user/verify')).toEqual([]);
  });

  it.each(['#/', '#/modification'])(
    'a visitor on another account screen (%s) gets nothing of it but the way to log in',
    (hash) => {
      atHash(hash);
      renderSpace('carbon', { session: { ...initialSessionState, status: 'anonymous' } });
      expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
      expect(screen.queryByText('nologged')).not.toBeInTheDocument();
      expect(screen.queryByText(/Bienvenue/)).not.toBeInTheDocument();
    },
  );

  it("the cards and 'Retour à mon espace' move between the sub-routes through the router, without a document load", async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(
      [{ path: '/espace-personnel', element: <PersonalSpacePage /> }],
      { site: 'floor', preloadedState: claireSession(), path: '/espace-personnel', browser: true },
    );
    const card = screen.getByRole('link', { name: 'Mes configurations' });
    expect(await clickLoadsDocument(user, card)).toBe(false);
    expect(routerPath(router)).toBe('/espace-personnel#/historique');
    expect(await screen.findByRole('heading', { name: 'Mes configurations' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Retour à mon espace' });
    expect(await clickLoadsDocument(user, back)).toBe(false);
    expect(await screen.findByText('Bienvenue Claire Martin')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Gérer mes infos personnelles' }));
    expect(routerPath(router)).toBe('/espace-personnel#/modification');
    expect(await screen.findByRole('heading', { name: PROFILE_TITLE })).toBeInTheDocument();
  });
});
