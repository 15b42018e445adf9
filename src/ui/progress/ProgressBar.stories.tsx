import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Commun/Composants/ProgressBar',
  component: ProgressBar,
  args: { label: 'Progression du questionnaire', percent: 40 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partway: Story = {
  name: 'En cours',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Progression du questionnaire' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40 %');
    await expect(canvas.getByText('40 %')).toBeVisible();
    // The bar's fill follows the value (scaled from its start).
    await expect(bar.firstElementChild).toHaveStyle({ transform: 'scaleX(0.4)' });
  },
};

export const OutOfRange: Story = {
  name: 'Valeur hors bornes',
  args: { percent: 112.4 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar.firstElementChild).toHaveStyle({ transform: 'scaleX(1)' });
  },
};
