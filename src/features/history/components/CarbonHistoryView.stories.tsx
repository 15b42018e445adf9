import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { showsText } from '@/testing/storySupport';
import { initialHistoryState } from '../historySlice';
import { carbonStateFixture } from '../historyFixtures';
import { CarbonHistoryView } from './CarbonHistoryView';
import { failedLoad, firstLoad, listHandlerSpies } from './historyStorySupport';

const meta = {
  title: 'Carbone/Historique/CarbonHistoryView',
  component: CarbonHistoryView,
  globals: { site: 'carbon' },
  parameters: { layout: 'padded' },
  args: {
    state: carbonStateFixture(),
    layout: 'desktop',
    ...listHandlerSpies('onDeleteCluster', 'onDeleteSimulation'),
  },
} satisfies Meta<typeof CarbonHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Liste',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 résultats')).toBeInTheDocument();
    await expect(canvas.getByText('Le 12/03/2026 à 9h05')).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Ouvrir Maison Dupont – variante bois' }),
    ).toHaveAttribute('href', '/simuler-mon-empreinte-carbone/?history=301');
    await expect(canvas.getByText('Plancher bois : 38,4 kg eq CO₂/m²')).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText('Trier par'), 'ASC');
    await expect(args.onOrderChange).toHaveBeenCalledWith('ASC');
    await userEvent.selectOptions(canvas.getByLabelText('Système constructif'), 'predalles');
    await expect(args.onFilterChange).toHaveBeenCalledWith('systemType', 'predalles');
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { state: firstLoad(initialHistoryState.carbon) },
};

export const Empty: Story = {
  name: 'Vide',
  args: { state: carbonStateFixture({ items: [], total: 0 }) },
  play: showsText("Vous n'avez pas encore enregistré de simulation."),
};

export const NoResult: Story = {
  name: 'Aucun résultat',
  args: {
    state: carbonStateFixture({
      items: [],
      total: 0,
      filters: { type: 'comparison', dateFrom: '2026-01-01', dateTo: '2026-01-31', systemType: '' },
    }),
  },
};

export const Error: Story = {
  name: 'Erreur',
  args: { state: failedLoad(initialHistoryState.carbon, 'Une erreur est survenue') },
};

export const Mobile: Story = {
  name: 'Mobile, filtres en dialogue',
  args: { layout: 'mobile' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filtres' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Filtres' }));
    await expect(dialog.getByRole('button', { name: 'Valider' })).toBeDisabled();
    await userEvent.selectOptions(dialog.getByLabelText('Système constructif'), 'predalles');
    // The type (project-defined), with its tooltip like the system's.
    await userEvent.selectOptions(dialog.getByLabelText('Type'), 'comparison');
    await userEvent.click(dialog.getByRole('button', { name: 'Valider' }));
    await expect(args.onFiltersApply).toHaveBeenCalledWith({
      type: 'comparison',
      dateFrom: '',
      dateTo: '',
      systemType: 'predalles',
    });
  },
};
