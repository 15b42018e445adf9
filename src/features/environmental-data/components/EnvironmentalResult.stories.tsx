import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EnvironmentalResult } from './EnvironmentalResult';

/**
 * The environmental-data result bound to the store: without a history given by the page, it
 * loads the history by id from the mock backend (1002 is a seeded result with FDES sheets).
 */
const meta = {
  title: 'Site général/Données environnementales/EnvironmentalResult',
  component: EnvironmentalResult,
  globals: { site: 'general' },
  args: { id: 1002, fromHistory: false },
  parameters: { layout: 'padded', route: '/donnees-environnementales/' },
} satisfies Meta<typeof EnvironmentalResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  name: 'Fiches FDES chargées',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ratio kilotage armatures')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Fiches FDES' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  name: 'Simulation introuvable',
  args: { id: 999999 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cette simulation est introuvable.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};
