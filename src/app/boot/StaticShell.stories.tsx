import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { resolveSite } from '@/config/sites';
import { LOAD_FAILURE_MESSAGE, LoadFailure } from './LoadFailure';
import { SpaceHistoryFrame } from '@/app/routes/SpaceHistoryFrame';
import { plainLinkAt, StaticShell } from './StaticShell';

const meta = {
  title: 'Commun/Structure/StaticShell',
  component: StaticShell,
  // Stories show inside a main landmark already.
  args: {
    site: resolveSite({ host: 'localhost' }),
    path: '/bibliotheque',
    hash: '',
    contentElement: 'div',
  },
} satisfies Meta<typeof StaticShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  name: 'Premier affichage, bibliothèque de PSI',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The site's frame and the library's start screen, its filters loading, before the app.
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des filtres');
    await expect(
      canvas.getByText("Pour commencer veuillez sélectionner une valeur d'un filtre"),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Rupteo/ })).toHaveAttribute('href', '/');
  },
};

export const GeneralHome: Story = {
  name: "Premier affichage, page d'accueil",
  args: { path: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // On '/', the home page itself: its title, its text and a card per tool, before the app.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rupteo' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: "Évaluer le PSI d'un rupteur" })).toHaveAttribute(
      'href',
      '/evaluer-le-psi-dun-rupteur/',
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const GeneralTool: Story = {
  name: "Premier affichage, page d'un outil",
  args: { path: '/evaluer-le-psi-dun-rupteur/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page's own title, where the page draws it, over the loading state.
    await expect(
      canvas.getByRole('heading', { level: 1, name: "Évaluer le PSI d'un rupteur" }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
  },
};

export const FloorConfigurator: Story = {
  name: 'Premier affichage, configurateur (son propre en-tête)',
  args: { site: resolveSite({ host: 'plancher.localhost' }), path: '/configurer-un-plancher/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
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

export const FloorHistory: Story = {
  name: "Premier affichage, historique de l'espace personnel",
  args: {
    site: resolveSite({ host: 'plancher.localhost' }),
    path: '/espace-personnel',
    hash: '#/historique',
    pageFrame: <SpaceHistoryFrame site="floor" link={plainLinkAt('/espace-personnel')} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The history screen as it opens, its list loading (the page's inline script draws its first
    // items there when the list's early answer comes).
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mon espace' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Mes configurations' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement de votre historique…');
    await expect(canvas.getByRole('link', { name: 'Retour à mon espace' })).toHaveAttribute(
      'href',
      '/espace-personnel#/',
    );
  },
};

const reload = fn();

export const LoadFailed: Story = {
  name: "Premier affichage, code de l'application non chargé",
  args: { path: '/bibliotheque', content: <LoadFailure onReload={reload} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The frame stays; the loading state gives way to the message and a way to retry.
    await expect(canvas.getByRole('alert')).toHaveTextContent(LOAD_FAILURE_MESSAGE);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Recharger la page' }));
    await expect(reload).toHaveBeenCalledOnce();
  },
};
