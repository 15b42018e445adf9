import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LOAD_FAILURE_MESSAGE, LoadFailure } from './LoadFailure';

/** What the first paint shows when the app's code cannot be loaded. */
const meta = {
  title: 'Commun/Structure/LoadFailure',
  component: LoadFailure,
  args: { onReload: fn() },
} satisfies Meta<typeof LoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Échec du chargement',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(LOAD_FAILURE_MESSAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'Recharger la page' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
