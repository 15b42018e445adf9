import { Dialog, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { DialogFrame } from './DialogFrame';

/** The frame every dialog of the sites is drawn in: its title, its content, 'Fermer' unless left out. */
const meta = {
  title: 'Commun/Composants/DialogFrame',
  component: DialogFrame,
  args: {
    open: true,
    title: 'Déconnexion',
    onOpenChange: fn(),
    children: (
      <Dialog.Body>
        <Text>Voulez-vous vraiment vous déconnecter ?</Text>
      </Dialog.Body>
    ),
  },
} satisfies Meta<typeof DialogFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithClose: Story = {
  name: 'Avec Fermer',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Déconnexion' });
    await expect(dialog).toHaveTextContent('Voulez-vous vraiment vous déconnecter ?');
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(expect.objectContaining({ open: false }));
  },
};

export const CloseDisabled: Story = {
  name: 'Fermer désactivé (envoi en cours)',
  args: { close: 'disabled' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Déconnexion' });
    await expect(screen.getByRole('button', { name: 'Fermer' })).toBeDisabled();
  },
};

export const Confirmation: Story = {
  name: 'Confirmation, sans Fermer',
  args: { close: 'none', role: 'alertdialog' },
  play: async () => {
    await screen.findByRole('alertdialog', { name: 'Déconnexion' });
    await expect(screen.queryByRole('button', { name: 'Fermer' })).toBeNull();
  },
};
