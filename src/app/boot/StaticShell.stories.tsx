import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { resolveSite } from '@/app/site/sites';
import { StaticShell } from './StaticShell';

const meta = {
  title: 'Shell/StaticShell',
  component: StaticShell,
  args: { site: resolveSite({ host: 'localhost' }) },
} satisfies Meta<typeof StaticShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  name: 'Premier affichage, site général',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The site's frame and a loading state, before the app takes over.
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
    await expect(canvas.getByRole('link', { name: /Rupteo/ })).toHaveAttribute('href', '/');
  },
};

export const Floor: Story = {
  name: 'Premier affichage, site plancher',
  args: { site: resolveSite({ host: 'plancher.localhost' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Configurateur de planchers' }),
    ).toHaveAttribute('href', '/');
  },
};
