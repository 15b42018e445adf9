import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { registerToken } from '@mock/db/mockDb';
import { loggedInSession, storyUser } from '@/testing/storyFixtures';
import { withToaster } from '@/testing/storySupport';
import { RupteurResultScreen } from './RupteurResultScreen';
import { failsOnce } from '@/testing/storySupport';

/**
 * The finder's result screen bound to the store: it loads its history from the mock backend
 * (history 1001 of the seed belongs to the story user).
 */
const meta = {
  title: 'Site général/Résultat rupteur/RupteurResultScreen',
  component: RupteurResultScreen,
  globals: { site: 'general' },
  args: { historyId: 1001 },
  parameters: { layout: 'padded', route: '/evaluer-le-psi-dun-rupteur/' },
  decorators: [withToaster],
  beforeEach: () => {
    registerToken(storyUser.token, { kind: 'user', userId: storyUser.id });
  },
} satisfies Meta<typeof RupteurResultScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  name: 'Résultat du propriétaire',
  parameters: { session: loggedInSession },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('region', { name: 'Simulation sauvegardée' });
    await expect(within(bar).getByTestId('history-name')).toHaveTextContent('Maison Dupont');
    await expect(within(bar).getByRole('button', { name: 'Supprimer' })).toBeEnabled();
  },
};

export const Visitor: Story = {
  name: 'Résultat vu par un visiteur',
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('product-name')).toBeVisible();
    await expect(
      canvas.queryByRole('region', { name: 'Simulation sauvegardée' }),
    ).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Erreur, puis nouvel essai',
  beforeEach: failsOnce('post', '*/api/history/load'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Réessayer' }));
    await expect(await canvas.findByTestId('product-name')).toBeVisible();
  },
};
