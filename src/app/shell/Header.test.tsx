import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { SITE_TOOLS } from '@/app/tools';
import { visitorSession } from '@/testing/mockSession';
import { clickLoadsDocument, renderWithRouter, routerPath } from '@/testing/renderWithRouter';
import { Header } from './Header';

/** The header over every page of a site, as the shell draws it (each page shows its path). */
function renderHeader(path = '/', site: 'general' | 'floor' = 'general') {
  return renderWithRouter(
    [
      {
        element: (
          <>
            <Header />
            <Outlet />
          </>
        ),
        children: ['/', '/inscription', ...SITE_TOOLS[site].map((tool) => tool.path)].map(
          (page) => ({
            path: page,
            element: <p>Page {page}</p>,
          }),
        ),
      },
    ],
    { site, path, preloadedState: visitorSession() },
  );
}

describe('Header', () => {
  it("the tools' navigation and the logo open their pages through the router", async () => {
    const user = userEvent.setup();
    const { router } = renderHeader();
    // (Shown from the width `lg` on, which jsdom's styles do not evaluate: hidden here, so found
    // by its label and text rather than by roles.)
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Outils"]')!;
    const library = within(nav).getByText('Bibliothèque de PSI');
    expect(library.tagName).toBe('A');
    expect(await clickLoadsDocument(user, library)).toBe(false);
    expect(routerPath(router)).toBe('/bibliotheque');
    expect(await screen.findByText('Page /bibliotheque')).toBeInTheDocument();
    expect(library).toHaveAttribute('aria-current', 'page');
    expect(await clickLoadsDocument(user, screen.getByRole('link', { name: 'Rupteo' }))).toBe(
      false,
    );
    expect(routerPath(router)).toBe('/');
  });
});

describe("Header: the visitor's widget", () => {
  it.each(['general', 'floor'] as const)(
    "on the %s site, 'S'inscrire' opens /{contact url key} ('/inscription') through the router",
    async (site) => {
      const user = userEvent.setup();
      const { router } = renderHeader('/', site);
      const register = await screen.findByRole('link', { name: "S'inscrire" });
      expect(register).toHaveAttribute('href', '/inscription');
      expect(await clickLoadsDocument(user, register)).toBe(false);
      expect(routerPath(router)).toBe('/inscription');
    },
  );
});

describe("Header: the tools' menu of phones and tablets", () => {
  it('has the same entries as the navigation, each a link of the app', async () => {
    const user = userEvent.setup();
    renderHeader('/bibliotheque');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('menu');
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.map((entry) => [entry.textContent, entry.getAttribute('href')])).toEqual(
      SITE_TOOLS.general.map((tool) => [tool.title, tool.path]),
    );
    expect(within(menu).getByRole('menuitem', { name: 'Bibliothèque de PSI' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('follows a tapped entry through the router, without a document load, and closes', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const entry = within(await screen.findByRole('menu')).getByRole('menuitem', {
      name: 'Bibliothèque de PSI',
    });
    expect(await clickLoadsDocument(user, entry)).toBe(false);
    expect(routerPath(router)).toBe('/bibliotheque');
    expect(await screen.findByText('Page /bibliotheque')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('opens with the keyboard, follows an entry with Enter through the router and closes', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader();
    const button = await screen.findByRole('button', { name: 'Menu' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // The menu has the focus, its highlighted entry is its active descendant.
    const highlighted = () => menu.getAttribute('aria-activedescendant');
    await waitFor(() => expect(menu).toHaveFocus());
    await waitFor(() =>
      expect(highlighted()).toBe(
        within(menu).getByRole('menuitem', { name: "Évaluer le PSI d'un rupteur" }).id,
      ),
    );
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(highlighted()).toBe(
        within(menu).getByRole('menuitem', { name: 'Données environnementales' }).id,
      ),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(routerPath(router)).toBe('/donnees-environnementales/'));
    expect(await screen.findByText('Page /donnees-environnementales/')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus());
  });

  it('closes with Escape, the page unchanged', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader('/', 'floor');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Configurer un plancher' })).toHaveAttribute(
      'href',
      '/configurer-un-plancher/',
    );
    // (Once open, the menu has the focus and hears the keyboard.)
    await waitFor(() => expect(menu).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(routerPath(router)).toBe('/');
  });
});
