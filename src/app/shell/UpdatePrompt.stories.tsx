import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdatePromptView } from './UpdatePrompt';

const meta = {
  title: 'Commun/Structure/UpdatePrompt',
  component: UpdatePromptView,
  args: { onReload: fn() },
} satisfies Meta<typeof UpdatePromptView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Nouvelle version disponible',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nouvelle version disponible')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Recharger' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
