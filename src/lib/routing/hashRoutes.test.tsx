import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clickLoadsDocument, renderWithRouter, routerPath } from '@/testing/renderWithRouter';
import { AppLink } from '@/ui/link/AppLink';
import { HashRoutes, navigateHash, parseHash } from './hashRoutes';

/** A page with hash sub-routes, and another page linking to one of them. */
function pages() {
  return [
    {
      path: '/',
      element: (
        <>
          <p>Accueil</p>
          <AppLink to="/espace#/historique">Mon historique</AppLink>
        </>
      ),
    },
    {
      path: '/espace',
      element: (
        <>
          <AppLink to="/espace#/">Retour à mon espace</AppLink>
          <AppLink to="/espace#/historique">Voir mon historique</AppLink>
          <button type="button" onClick={() => navigateHash('/profil')}>
            Profil
          </button>
          <HashRoutes
            routes={[
              { path: '/', render: () => <h1>Mon espace</h1> },
              { path: '/historique', render: () => <h1>Historique</h1> },
              { path: '/profil', render: () => <h1>Profil</h1> },
            ]}
            fallback={<h1>Inconnu</h1>}
          />
        </>
      ),
    },
  ];
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('hash sub-routes', () => {
  it('parses the part after # as a path and a query', () => {
    expect(parseHash('#/12/nom?history=1')).toEqual({ pathname: '/12/nom', search: '?history=1' });
    expect(parseHash('')).toEqual({ pathname: '/', search: '' });
  });

  it('a link of the app from another page opens the sub-route, without a document load', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(pages(), { browser: true });
    const link = screen.getByRole('link', { name: 'Mon historique' });
    expect(await clickLoadsDocument(user, link)).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Historique' })).toBeInTheDocument();
    expect(routerPath(router)).toBe('/espace#/historique');
    expect(window.location.hash).toBe('#/historique');
  });

  it('a link of the app to another sub-route of the same page renders it', async () => {
    const user = userEvent.setup();
    renderWithRouter(pages(), { browser: true, path: '/espace' });
    expect(await screen.findByRole('heading', { name: 'Mon espace' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Voir mon historique' });
    expect(await clickLoadsDocument(user, link)).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Historique' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Retour à mon espace' }));
    expect(await screen.findByRole('heading', { name: 'Mon espace' })).toBeInTheDocument();
  });

  it('follows navigateHash, and a link back to where the router last was', async () => {
    const user = userEvent.setup();
    renderWithRouter(pages(), { browser: true, path: '/espace' });
    await user.click(screen.getByRole('link', { name: 'Voir mon historique' }));
    // The address moves without the router.
    await user.click(screen.getByRole('button', { name: 'Profil' }));
    expect(await screen.findByRole('heading', { name: 'Profil' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/profil');
    // The router still is at #/historique: its link there must still move.
    await user.click(screen.getByRole('link', { name: 'Voir mon historique' }));
    expect(await screen.findByRole('heading', { name: 'Historique' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/historique');
  });

  it("follows the browser's back button after a link of the app", async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(pages(), { browser: true, path: '/espace' });
    await user.click(screen.getByRole('link', { name: 'Voir mon historique' }));
    expect(await screen.findByRole('heading', { name: 'Historique' })).toBeInTheDocument();
    await act(async () => {
      const popped = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      window.history.back();
      await popped;
    });
    expect(await screen.findByRole('heading', { name: 'Mon espace' })).toBeInTheDocument();
    expect(routerPath(router)).toBe('/espace');
  });

  it('follows a router in memory too (stories, tests)', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(pages(), { path: '/espace' });
    await user.click(screen.getByRole('link', { name: 'Voir mon historique' }));
    expect(await screen.findByRole('heading', { name: 'Historique' })).toBeInTheDocument();
    expect(routerPath(router)).toBe('/espace#/historique');
  });
});
