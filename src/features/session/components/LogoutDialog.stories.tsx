import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { loggedInSession } from '@/testing/storyFixtures';
import { LogoutDialog } from './LogoutDialog';

const meta = {
  title: 'Commun/Connexion/LogoutDialog',
  component: LogoutDialog,
  args: { open: true, onClose: fn() },
  parameters: { session: loggedInSession },
} satisfies Meta<typeof LogoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: 'Confirmation',
  play: async ({ args }) => {
    await expect(await screen.findByRole('alertdialog', { name: 'Déconnexion' })).toBeVisible();
    await expect(screen.getByText('Voulez-vous vraiment vous déconnecter ?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const LoggingOut: Story = {
  name: 'Déconnexion en cours',
  parameters: { session: { ...loggedInSession, loggingOut: true } },
  play: async () => {
    await screen.findByRole('alertdialog', { name: 'Déconnexion' });
    await expect(screen.getByRole('status')).toHaveTextContent('Déconnexion en cours');
    await expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
  },
};
