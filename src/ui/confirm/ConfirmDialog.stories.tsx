import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmAccepted, confirmOpened } from './confirmSlice';

const deleteSimulation = confirmOpened({
  title: 'Supprimer la simulation',
  message: 'Êtes-vous sûr de vouloir supprimer cette simulation ?',
  confirmLabel: 'Supprimer',
});

/** The dialog follows the `confirm` slice: the stories open it through the store. */
const meta = {
  title: 'Commun/Composants/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { storeActions: [deleteSimulation] },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteSimulation: Story = {
  name: 'Suppression',
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer la simulation' });
    await expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir supprimer cette simulation ?');
    await expect(screen.getByRole('button', { name: 'Annuler' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'Supprimer' })).toBeEnabled();
  },
};

export const Busy: Story = {
  name: 'Suppression en cours',
  parameters: { storeActions: [deleteSimulation, confirmAccepted()] },
  play: async () => {
    await screen.findByRole('alertdialog', { name: 'Supprimer la simulation' });
    await expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
  },
};
