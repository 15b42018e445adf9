import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import EnvironmentalDataPage from './EnvironmentalDataPage';
import { failsOnce } from '@/testing/storySupport';

/** The environmental-data page, bound to the store, with its questions from the mock backend. */
const meta = {
  title: 'Site général/Données environnementales/EnvironmentalDataPage',
  component: EnvironmentalDataPage,
  globals: { site: 'general' },
  parameters: { route: '/donnees-environnementales/' },
} satisfies Meta<typeof EnvironmentalDataPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstQuestion: Story = {
  name: 'Première question',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Données environnementales' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Quel est votre système constructif ?' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Erreur, puis nouvel essai',
  beforeEach: failsOnce('post', '*/api/filters'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Réessayer' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Quel est votre système constructif ?' }),
    ).toBeVisible();
  },
};
