import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import FloorConfiguratorPage from './FloorConfiguratorPage';
import { failsOnce } from '@/testing/storySupport';

/** The floor configurator's page: the configurator, whose form comes from the mock backend. */
const meta = {
  title: 'Plancher/Configurateur/FloorConfiguratorPage',
  component: FloorConfiguratorPage,
  globals: { site: 'floor' },
  parameters: { route: '/configurer-un-plancher/' },
} satisfies Meta<typeof FloorConfiguratorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  name: 'Première étape',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Votre projet' })).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Configurer un plancher | Configurateur de planchers'),
    );
  },
};

export const LoadError: Story = {
  name: 'Erreur, puis nouvel essai',
  beforeEach: failsOnce('get', '*/api/configurator/'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Réessayer' }));
    await expect(await canvas.findByRole('form', { name: 'Votre projet' })).toBeVisible();
  },
};
