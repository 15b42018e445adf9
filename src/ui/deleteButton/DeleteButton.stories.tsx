import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeleteButton } from './DeleteButton';

const meta = {
  title: 'Commun/Composants/DeleteButton',
  component: DeleteButton,
  args: { label: 'Supprimer Maison Dupont', onClick: fn() },
} satisfies Meta<typeof DeleteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  name: 'Prêt',
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Supprimer Maison Dupont' });
    await expect(button).toHaveTextContent('Supprimer');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Deleting: Story = {
  name: 'Suppression en cours',
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Suppression…')).toBeVisible();
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};
