import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import RupteurFinderPage from './RupteurFinderPage';
import { failsOnce } from '@/testing/storySupport';

/** The finder's page, bound to the store, with its questions from the mock backend. */
const meta = {
  title: 'Site général/Recherche de rupteur/RupteurFinderPage',
  component: RupteurFinderPage,
  globals: { site: 'general' },
  parameters: { route: '/evaluer-le-psi-dun-rupteur/' },
} satisfies Meta<typeof RupteurFinderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstQuestion: Story = {
  name: 'Première question',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "Évaluer le PSI d'un rupteur" }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Quel est le type de bâtiment ?' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Erreur, puis nouvel essai',
  beforeEach: failsOnce('post', '*/api/filters'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Réessayer' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Quel est le type de bâtiment ?' }),
    ).toBeVisible();
  },
};
