import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { clusterDatasFixture, simulationFixture } from '../clusterFixtures';
import { Re2020Gauge } from './Re2020Gauge';

const meta = {
  title: 'Carbone/Clusters/Re2020Gauge',
  component: Re2020Gauge,
  globals: { site: 'carbon' },
  parameters: { layout: 'padded' },
  args: {
    simulations: clusterDatasFixture().simulations,
    buildingType: 'maison',
    period: '2025-2027',
    onBuildingTypeChange: fn(),
    onPeriodChange: fn(),
  },
} satisfies Meta<typeof Re2020Gauge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BelowThreshold: Story = {
  name: 'Sous le seuil',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('gauge-threshold')).toHaveTextContent('530 kg eq CO₂/m²');
    await expect(canvas.getAllByRole('meter')).toHaveLength(2);
    // Its number on hover (and on keyboard focus).
    await userEvent.hover(canvas.getAllByRole('meter')[0]!);
    await expect(canvas.getByTestId('chart-tip')).toHaveTextContent(/kg eq CO₂\/m² · .* du seuil$/);
  },
};

export const AboveThreshold: Story = {
  name: 'Au-delà du seuil',
  args: {
    simulations: [
      simulationFixture({
        title: 'Simulation 1 – Dalle pleine très épaisse',
        acvCarbonFootprint: 520,
      }),
    ],
    period: '2031+',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('gauge-threshold')).toHaveTextContent('415 kg eq CO₂/m²');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', '125,3 %');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Offices: Story = {
  name: 'Bureaux, 2022 à 2024',
  args: { buildingType: 'bureaux', period: '2022-2024' },
};
