import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ToolPendingNotice } from './ToolPendingNotice';

const meta = {
  title: 'Commun/Pages/ToolPendingNotice',
  component: ToolPendingNotice,
} satisfies Meta<typeof ToolPendingNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Message par défaut',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bientôt disponible')).toBeInTheDocument();
    await expect(canvas.getByText('Cet écran sera disponible prochainement.')).toBeInTheDocument();
  },
};

export const CustomMessage: Story = {
  name: 'Message personnalisé',
  args: { children: 'Le simulateur carbone ouvrira prochainement.' },
};
