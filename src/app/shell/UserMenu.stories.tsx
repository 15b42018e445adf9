import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { loggedInSession, storyUser } from '@/testing/storyFixtures';
import UserMenu from './UserMenu';

/** The logged-in user's menu of the header: personal space, logout (which asks first). */
const meta = {
  title: 'Commun/Structure/UserMenu',
  component: UserMenu,
  args: { user: storyUser },
  parameters: { layout: 'centered', session: loggedInSession },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  name: 'Fermé',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Claire Martin/ });
    await expect(trigger).toHaveTextContent('claire.martin@maconnerie-martin.fr');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LogoutAsked: Story = {
  name: 'Déconnexion demandée',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Claire Martin/ }));
    await expect(
      await screen.findByRole('menuitem', { name: 'Mon espace personnel' }),
    ).toBeInTheDocument();
    // The menu's items are chosen with the keyboard as with the pointer, once the menu has the
    // focus ('Me déconnecter' is the last; End reaches it whichever item the menu opened on).
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Me déconnecter' })).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('alertdialog', { name: 'Déconnexion' })).toHaveTextContent(
      'Voulez-vous vraiment vous déconnecter ?',
    );
  },
};
