import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { ConfirmDialogHost } from './ConfirmDialogHost';
import { confirmOpened } from './confirmSlice';

const deleteSimulation = confirmOpened({
  title: 'Supprimer la simulation',
  message: 'Êtes-vous sûr de vouloir supprimer cette simulation ?',
  confirmLabel: 'Supprimer',
});

/**
 * Where the shell keeps the confirmation dialog: nothing until a confirmation is asked for, then
 * the dialog, whose code loads at that first opening.
 */
const meta = {
  title: 'Commun/Composants/ConfirmDialogHost',
  component: ConfirmDialogHost,
} satisfies Meta<typeof ConfirmDialogHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  name: 'Aucune confirmation demandée',
  play: async () => {
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const Asked: Story = {
  name: 'Confirmation demandée',
  parameters: { storeActions: [deleteSimulation] },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer la simulation' });
    await expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir supprimer cette simulation ?');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
