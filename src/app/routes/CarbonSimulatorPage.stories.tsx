import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import CarbonSimulatorPage, { CARBON_SIMULATOR_PATH } from './CarbonSimulatorPage';

/** The carbon simulator's page: it starts the simulator, whose form comes from the mock backend. */
const meta = {
  title: 'Carbone/Simulateur/CarbonSimulatorPage',
  component: CarbonSimulatorPage,
  globals: { site: 'carbon' },
  parameters: { route: CARBON_SIMULATOR_PATH },
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
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/simulator/', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Réessayer' }));
    await expect(await canvas.findByRole('form')).toBeVisible();
  },
};
