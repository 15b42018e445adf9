import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { loggedInSession } from '@/testing/storyFixtures';
import { HeaderUserWidget } from './HeaderUserWidget';

const meta = {
  title: 'Commun/Structure/HeaderUserWidget',
  component: HeaderUserWidget,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof HeaderUserWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  name: 'Visiteur',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: "S'inscrire" })).toHaveAttribute(
      'href',
      '/inscription',
    );
  },
};

export const LoggedIn: Story = {
  name: 'Connecté',
  parameters: { session: loggedInSession },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The user's menu is a module of its own, loaded once a user is logged in.
    await expect(await canvas.findByText('Claire Martin')).toBeInTheDocument();
    await expect(canvas.getByText('claire.martin@maconnerie-martin.fr')).toBeInTheDocument();
  },
};

export const LoggedInMenuOpen: Story = {
  name: 'Connecté, menu ouvert',
  parameters: { session: loggedInSession },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Claire Martin/ }));
    await expect(
      await screen.findByRole('menuitem', { name: 'Mon espace personnel' }),
    ).toBeInTheDocument();
    await expect(screen.getByRole('menuitem', { name: 'Me déconnecter' })).toBeInTheDocument();
  },
};
