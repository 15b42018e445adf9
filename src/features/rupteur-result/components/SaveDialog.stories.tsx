import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SaveDialog } from './SaveDialog';

const meta = {
  title: 'Site général/Résultat rupteur/SaveDialog',
  component: SaveDialog,
  globals: { site: 'general' },
  args: { open: true, submitting: false, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof SaveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Vide' };

export const Required: Story = {
  name: 'Champ obligatoire',
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sauvegarder' }));
    await expect(await screen.findByText('Champ obligatoire')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooShort: Story = {
  name: 'Entre 3 et 50 caractères',
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText(/Nom de la simulation/), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    await expect(await screen.findByText('Entre 3 et 50 caractères')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Valid: Story = {
  name: 'Nom valide',
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText(/Nom de la simulation/), 'Maison Dupont');
    await userEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('Maison Dupont'));
  },
};

export const Submitting: Story = { name: 'Sauvegarde en cours', args: { submitting: true } };
