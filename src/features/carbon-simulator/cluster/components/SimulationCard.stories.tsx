import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { simulationFixture } from '../clusterFixtures';
import { SimulationCard } from './SimulationCard';

const meta = {
  title: 'Carbone/Clusters/SimulationCard',
  component: SimulationCard,
  globals: { site: 'carbon' },
  parameters: { layout: 'padded' },
  args: { simulation: simulationFixture(), onDelete: fn() },
} satisfies Meta<typeof SimulationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  name: 'Carte complète',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Note B')).toBeInTheDocument();
    await expect(canvas.getAllByTestId('simulation-bar')).toHaveLength(5);
  },
};

export const BarNumberOnFocus: Story = {
  name: 'Valeur d’une barre au focus',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('img', { name: /^Poutrelles : 13,7 kg eq CO₂\/m²/ });
    await userEvent.click(bar);
    await expect(canvas.getByTestId('chart-tip')).toHaveTextContent('13,7 kg eq CO₂/m² · 22,1 %');
  },
};

export const WithoutNoteNorBars: Story = {
  name: 'Sans note ni répartition',
  args: {
    simulation: simulationFixture({ note: '', bars: [], createdAt: '' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/^Note /)).toBeNull();
    await expect(canvas.queryAllByTestId('simulation-bar')).toHaveLength(0);
  },
};

export const Deleting: Story = {
  name: 'Suppression en cours',
  args: { busy: true, deleting: true },
};
