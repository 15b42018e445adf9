import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { claireSession } from '@/testing/mockSession';
import { clickLoadsDocument, renderWithRouter, routerPath } from '@/testing/renderWithRouter';
import UserMenu from './UserMenu';

function renderMenu() {
  const session = claireSession();
  return renderWithRouter(
    [
      { path: '/', element: <UserMenu user={session.session.user!} /> },
      {
        path: '/espace-personnel',
        element: (
          <>
            <UserMenu user={session.session.user!} />
            <p>Espace</p>
          </>
        ),
      },
    ],
    { preloadedState: session },
  );
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Claire Martin/ }));
  return screen.findByRole('menuitem', { name: 'Mon espace personnel' });
}

describe('UserMenu', () => {
  it("'Mon espace personnel' is a link of the router: the page opens, the menu closes", async () => {
    const user = userEvent.setup();
    const { router } = renderMenu();
    const item = await openMenu(user);
    expect(await clickLoadsDocument(user, item)).toBe(false);
    await waitFor(() => expect(routerPath(router)).toBe('/espace-personnel'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('an item clicked with no pointer over it before (the highlight not rendered yet) still works', async () => {
    const user = userEvent.setup();
    const { router } = renderMenu();
    const item = await openMenu(user);
    act(() => void fireEvent.click(item));
    await waitFor(() => expect(routerPath(router)).toBe('/espace-personnel'));

    await user.click(screen.getByRole('button', { name: /Claire Martin/ }));
    act(() => void fireEvent.click(screen.getByRole('menuitem', { name: 'Me déconnecter' })));
    expect(await screen.findByRole('alertdialog', { name: 'Déconnexion' })).toBeVisible();
  });

  it('the keyboard opens the personal space through the router', async () => {
    const user = userEvent.setup();
    const { router } = renderMenu();
    await openMenu(user);
    const menu = screen.getByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Home}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Mon espace personnel' })).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(routerPath(router)).toBe('/espace-personnel'));
  });
});
