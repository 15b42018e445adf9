import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clickLoadsDocument, renderWithRouter, routerPath } from '@/testing/renderWithRouter';
import { AppLink } from './AppLink';

function pages(onClick = jest.fn()) {
  return [
    {
      path: '/',
      element: (
        <>
          <p>Accueil</p>
          <AppLink to="/bibliotheque" color="fg" onClick={onClick}>
            Bibliothèque
          </AppLink>
          <AppLink to="/" nav>
            Accueil (navigation)
          </AppLink>
        </>
      ),
    },
    { path: '/bibliotheque', element: <p>Page de la bibliothèque</p> },
  ];
}

describe('AppLink', () => {
  it('opens the page through the router: no document load', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { router } = renderWithRouter(pages(onClick));
    const link = screen.getByRole('link', { name: 'Bibliothèque' });
    expect(link).toHaveAttribute('href', '/bibliotheque');
    expect(link).toHaveClass('chakra-link');
    expect(await clickLoadsDocument(user, link)).toBe(false);
    expect(routerPath(router)).toBe('/bibliotheque');
    expect(await screen.findByText('Page de la bibliothèque')).toBeInTheDocument();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leaves a click with a modifier key to the browser (a new tab)', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(pages());
    const link = screen.getByRole('link', { name: 'Bibliothèque' });
    await user.keyboard('{Control>}');
    expect(await clickLoadsDocument(user, link)).toBe(true);
    await user.keyboard('{/Control}');
    expect(routerPath(router)).toBe('/');
  });

  it("marks a navigation's link as the current page while its page is open", () => {
    renderWithRouter(pages());
    expect(screen.getByRole('link', { name: 'Accueil (navigation)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Bibliothèque' })).not.toHaveAttribute('aria-current');
  });
});
