import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Commun/Structure/Footer',
  component: Footer,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Pied de page',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Mentions légales et confidentialité' }),
    ).toHaveAttribute('href', '/mentions-legales');
  },
};

export const Floor: Story = {
  name: 'Pied de page (plancher)',
  globals: { site: 'floor' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('© Configurateur de planchers')).toBeVisible();
  },
};
