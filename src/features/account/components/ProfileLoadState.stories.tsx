import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProfileLoadState } from './ProfileLoadState';

/** What the profile forms show while the profile loads, or when it could not be loaded. */
const meta = {
  title: 'Commun/Compte/ProfileLoadState',
  component: ProfileLoadState,
  args: { error: null, onRetry: fn() },
} satisfies Meta<typeof ProfileLoadState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Chargement',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement de vos informations…');
  },
};

export const Failed: Story = {
  name: 'Erreur',
  args: { error: 'Une erreur est survenue' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Une erreur est survenue');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
