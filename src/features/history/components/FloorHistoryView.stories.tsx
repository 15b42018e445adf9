import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { showsText, shownAfterLoading } from '@/testing/storySupport';
import { initialHistoryState } from '../historySlice';
import { floorStateFixture } from '../historyFixtures';
import { EMPTY_FLOOR_FILTERS } from '../historyTypes';
import { FloorHistoryView } from './FloorHistoryView';
import { failedLoad, firstLoad, listHandlerSpies } from './historyStorySupport';

const meta = {
  title: 'Plancher/Historique/FloorHistoryView',
  component: FloorHistoryView,
  globals: { site: 'floor' },
  parameters: { layout: 'padded' },
  args: {
    state: floorStateFixture(),
    layout: 'desktop',
    ...listHandlerSpies('onDelete'),
  },
} satisfies Meta<typeof FloorHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Liste',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 résultats')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Réinitialiser les filtres' })).toBeDisabled();
    await expect(
      canvas.getByRole('link', { name: 'Ouvrir la solution Maison Dupont – R+1' }),
    ).toHaveAttribute(
      'href',
      '/configurer-un-plancher/?historySolution=plancher-poutrelle-entrevous-pse-16-4',
    );
    await expect(
      canvas.getByRole('link', { name: 'Ouvrir la simulation Résidence Les Acacias – RDC' }),
    ).toHaveAttribute('href', '/configurer-un-plancher/?history=101');
    await expect(canvas.getByText('12/03/2026')).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Supprimer la simulation Résidence Les Acacias – RDC' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 101 }));
  },
};

export const Filtered: Story = {
  name: 'Filtrée',
  args: {
    state: floorStateFixture({
      filters: { ...EMPTY_FLOOR_FILTERS, zip: '69003' },
      items: floorStateFixture().items.slice(0, 1),
      total: 1,
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 résultat')).toBeInTheDocument();
    const reset = canvas.getByRole('button', { name: 'Réinitialiser les filtres' });
    await expect(reset).toBeEnabled();
    await userEvent.click(reset);
    await expect(args.onFiltersReset).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { state: firstLoad(initialHistoryState.floor) },
  play: shownAfterLoading('Chargement de votre historique…'),
};

export const Refreshing: Story = {
  name: 'Mise à jour',
  args: { state: floorStateFixture({ status: 'loading' }) },
};

export const Empty: Story = {
  name: 'Vide',
  args: { state: floorStateFixture({ items: [], total: 0 }) },
  play: showsText("Vous n'avez pas encore enregistré de configuration."),
};

export const NoResult: Story = {
  name: 'Aucun résultat',
  args: {
    state: floorStateFixture({
      items: [],
      total: 0,
      filters: { ...EMPTY_FLOOR_FILTERS, title: 'Introuvable' },
    }),
  },
  play: showsText('Aucun résultat', '0 résultat'),
};

export const Error: Story = {
  name: 'Erreur',
  args: {
    state: failedLoad(
      initialHistoryState.floor,
      'Le serveur ne répond pas. Vérifiez votre connexion internet puis réessayez.',
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Votre historique n'a pas pu être chargé.")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  name: 'Mobile, filtres en dialogue',
  args: { layout: 'mobile' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filtres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtres' });
    const dialogScope = within(dialog);
    await expect(dialogScope.getByRole('button', { name: 'Réinitialiser' })).toBeDisabled();
    await expect(dialogScope.getByRole('button', { name: 'Valider' })).toBeDisabled();
    await userEvent.type(dialogScope.getByLabelText('Code postal'), '69003');
    await expect(dialogScope.getByRole('button', { name: 'Valider' })).toBeEnabled();
    await expect(args.onFilterChange).not.toHaveBeenCalled();
  },
};
