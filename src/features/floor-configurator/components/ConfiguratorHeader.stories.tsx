import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfiguratorHeader } from './ConfiguratorHeader';

const meta = {
  title: 'Plancher/Configurateur/ConfiguratorHeader',
  component: ConfiguratorHeader,
  globals: { site: 'floor' },
  parameters: { layout: 'fullscreen' },
  args: { titles: ['Votre projet', 'Votre plancher', 'Résultats'], current: 1, onExit: fn() },
} satisfies Meta<typeof ConfiguratorHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  name: 'Étape 1',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Quitter la configuration' }));
    await expect(args.onExit).toHaveBeenCalled();
  },
};

export const Results: Story = {
  name: 'Résultats',
  args: { current: 3 },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
  },
};
