import type { Meta, StoryObj } from '@storybook/react-vite';
import { toaster } from '@/ui/toast/toaster';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { passwordResetOpened } from '../accountSlice';
import { PasswordResetDialog } from './PasswordResetDialog';
import { withToaster } from '@/testing/storySupport';

const meta = {
  title: 'Commun/Compte/PasswordResetDialog',
  component: PasswordResetDialog,
  args: { open: true },
  globals: { site: 'floor' },
  parameters: { storeActions: [passwordResetOpened('jeton-inconnu')] },
  decorators: [withToaster],
  // Toasts are global: a story's toasts must not outlive it.
  beforeEach: () => () => toaster.remove(),
} satisfies Meta<typeof PasswordResetDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = () => screen.findByRole('dialog', { name: 'Choisissez un nouveau mot de passe' });

export const Open: Story = {
  name: 'Ouvert',
  play: async () => {
    await open();
    await expect(
      await screen.findByRole('list', { name: 'Critères du mot de passe' }),
    ).toBeVisible();
  },
};

export const Mismatch: Story = {
  name: 'Confirmation différente',
  play: async () => {
    await open();
    await userEvent.type(screen.getByLabelText(/^Nouveau/, { selector: 'input' }), 'Nouveau2025!');
    await userEvent.type(screen.getByLabelText(/^Confirmation/, { selector: 'input' }), 'Autre');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(screen.getByText("Le mot de passe n'est pas identique")).toBeInTheDocument(),
    );
  },
};

export const InvalidLink: Story = {
  name: 'Lien invalide',
  play: async () => {
    await open();
    await userEvent.click(screen.getByLabelText(/^Nouveau/, { selector: 'input' }));
    await userEvent.paste('Nouveau2025!');
    await userEvent.click(screen.getByLabelText(/^Confirmation/, { selector: 'input' }));
    await userEvent.paste('Nouveau2025!');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expect(await screen.findByText('Ce lien est invalide ou a expiré.')).toBeVisible();
  },
};
