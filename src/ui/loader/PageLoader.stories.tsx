import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageLoader } from './PageLoader';

const meta = {
  title: 'Commun/Structure/PageLoader',
  component: PageLoader,
} satisfies Meta<typeof PageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Chargement',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement…');
  },
};

export const CustomLabel: Story = {
  name: 'Libellé personnalisé',
  args: { label: 'Chargement de vos simulations…' },
};
