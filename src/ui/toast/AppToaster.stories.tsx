import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { AppToaster } from './AppToaster';
import { showToast, toaster } from './toaster';

const meta = {
  title: 'Commun/Composants/AppToaster',
  component: AppToaster,
  // The toaster is global: a story's toasts must not outlive it.
  beforeEach: () => () => toaster.remove(),
} satisfies Meta<typeof AppToaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessToast: Story = {
  name: 'Notification de succès',
  play: async () => {
    showToast({ type: 'success', description: 'Vous êtes maintenant connecté' });
    await expect(await screen.findByText('Vous êtes maintenant connecté')).toBeInTheDocument();
  },
};

export const ErrorToast: Story = {
  name: "Notification d'erreur",
  play: async () => {
    showToast({ type: 'error', title: 'Erreur', description: 'Une erreur est survenue' });
    await expect(await screen.findByText('Une erreur est survenue')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Fermer la notification' })).toBeVisible();
  },
};
