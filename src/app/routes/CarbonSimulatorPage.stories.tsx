import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { paths } from '@/config/paths';
import CarbonSimulatorPage from './CarbonSimulatorPage';
import { failsOnce } from '@/testing/storySupport';

/** The carbon simulator's page: it starts the simulator, whose form comes from the mock backend. */
const meta = {
  title: 'Carbone/Simulateur/CarbonSimulatorPage',
  component: CarbonSimulatorPage,
  globals: { site: 'carbon' },
  parameters: { route: paths.carbonSimulator.getHref() },
} satisfies Meta<typeof CarbonSimulatorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  name: 'Première étape',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form')).toBeVisible();
    await expect(
      canvas.getByRole('navigation', { name: 'Étapes de la simulation' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe("Simuler mon empreinte carbone | Simulateur d'empreinte carbone"),
    );
  },
};

export const LoadError: Story = {
  name: 'Erreur, puis nouvel essai',
  beforeEach: failsOnce('get', '*/api/simulator/'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Réessayer' }));
    await expect(await canvas.findByRole('form')).toBeVisible();
  },
};
