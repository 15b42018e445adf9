import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { registerToken } from '@mock/db/mockDb';
import { loggedInSession, storyUser } from '@/testing/storyFixtures';
import PersonalSpacePage from './PersonalSpacePage';

/** Opens the page on a hash sub-route; the story's user token is known to the mock backend. */
function atHash(hash: string) {
  return () => {
    registerToken(storyUser.token, { kind: 'user', userId: storyUser.id });
    window.history.replaceState(null, '', `${window.location.pathname}${hash}`);
    return () => window.history.replaceState(null, '', window.location.pathname);
  };
}

const meta = {
  title: 'Commun/Pages/PersonalSpacePage',
  component: PersonalSpacePage,
  globals: { site: 'floor' },
  parameters: { route: '/espace-personnel', session: loggedInSession },
  beforeEach: atHash('#/'),
} satisfies Meta<typeof PersonalSpacePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  name: 'Visiteur',
  parameters: { session: { status: 'anonymous', user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Connectez-vous pour accéder à votre espace personnel.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  },
};

export const LoggedOutHistory: Story = {
  name: 'Visiteur, historique',
  parameters: { session: { status: 'anonymous', user: null } },
  beforeEach: atHash('#/historique'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The specification's text, as written, with the way to log in around it.
    await expect(canvas.getByText('nologged')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  },
};

export const FloorHome: Story = {
  name: 'Plancher : accueil',
  beforeEach: atHash('#/'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bienvenue Claire Martin')).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Gérer mes infos personnelles' }),
    ).toHaveAttribute('href', '/espace-personnel#/modification');
    const history = canvas.getByRole('link', { name: 'Mes configurations' });
    await expect(history).toHaveAttribute('href', '/espace-personnel#/historique');
    // The router opens the sub-route.
    await userEvent.click(history);
    await expect(
      await canvas.findByRole('heading', { name: 'Mes configurations' }),
    ).toBeInTheDocument();
  },
};

export const CarbonHome: Story = {
  name: 'Carbone : accueil',
  globals: { site: 'carbon' },
};

export const GeneralHome: Story = {
  name: 'Général : Mon espace personnel',
  globals: { site: 'general' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Mon espace personnel' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Voir mon historique' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Gérer mes infos personnelles' }),
    ).toBeInTheDocument();
  },
};

export const LogoutConfirmation: Story = {
  name: 'Confirmation de déconnexion',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Me déconnecter' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Déconnexion' });
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    await expect(
      within(dialog).getByRole('button', { name: 'Oui, me déconnecter' }),
    ).toBeInTheDocument();
  },
};

export const FloorHistoryScreen: Story = {
  name: 'Plancher : historique',
  beforeEach: atHash('#/historique'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Retour à mon espace' })).toHaveAttribute(
      'href',
      '/espace-personnel#/',
    );
    await expect(await canvas.findByText('42 résultats', {}, { timeout: 3000 })).toBeVisible();
  },
};

export const CarbonHistoryScreen: Story = {
  name: 'Carbone : historique',
  globals: { site: 'carbon' },
  beforeEach: atHash('#/historique'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('12 résultats', {}, { timeout: 3000 }),
    ).toBeVisible();
  },
};

export const GeneralHistoryScreen: Story = {
  name: 'Général : historique',
  globals: { site: 'general' },
  beforeEach: atHash('#/historique'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Retrouvez tous les résultats de vos simulations' }),
    ).toBeInTheDocument();
    await expect(await canvas.findByText(/^\d+ résultats?$/, {}, { timeout: 3000 })).toBeVisible();
  },
};

export const FloorProfileScreen: Story = {
  name: 'Plancher : informations personnelles',
  beforeEach: atHash('#/modification'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Retour à mon espace' })).toBeInTheDocument();
    await expect(
      await canvas.findByRole(
        'button',
        { name: 'Sauvegarder les modifications' },
        { timeout: 3000 },
      ),
    ).toBeVisible();
  },
};
