import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RouteErrorPage } from './RouteErrorPage';

/** Shown in place of a page whose code could not be fetched, or that crashed. */
const meta = {
  title: 'Commun/Structure/RouteErrorPage',
  component: RouteErrorPage,
} satisfies Meta<typeof RouteErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Erreur de page',
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Une erreur est survenue');
    await expect(alert).toHaveTextContent(
      "La page n'a pas pu être affichée. Vérifiez votre connexion puis rechargez la page.",
    );
    await expect(canvas.getByRole('button', { name: 'Recharger la page' })).toBeEnabled();
  },
};
