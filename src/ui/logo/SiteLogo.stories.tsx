import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteLogo } from './SiteLogo';

const meta = {
  title: 'Commun/Composants/SiteLogo',
  component: SiteLogo,
  parameters: { layout: 'centered' },
  argTypes: {
    site: { control: 'inline-radio', options: ['general', 'floor', 'carbon'] },
  },
} satisfies Meta<typeof SiteLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  name: 'Général',
  args: { site: 'general' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Rupteo, rupteurs thermiques' }),
    ).toBeInTheDocument();
  },
};

export const Floor: Story = {
  name: 'Plancher',
  args: { site: 'floor' },
  globals: { site: 'floor' },
};

export const Carbon: Story = {
  name: 'Carbone',
  args: { site: 'carbon' },
  globals: { site: 'carbon' },
};

export const CarbonBrand: Story = {
  name: 'Carbone, édition Batiprime',
  args: { site: 'carbon', carbonBrand: true },
  globals: { site: 'carbon' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', {
        name: "Simulateur d'empreinte carbone, édition Batiprime",
      }),
    ).toBeInTheDocument();
  },
};
