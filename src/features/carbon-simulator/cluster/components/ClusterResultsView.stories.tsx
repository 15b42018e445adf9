import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { clusterDatasFixture, clusterStateFixture } from '../clusterFixtures';
import { ClusterResultsView } from './ClusterResultsView';

const meta = {
  title: 'Carbone/Clusters/ClusterResultsView',
  component: ClusterResultsView,
  globals: { site: 'carbon' },
  parameters: { layout: 'padded' },
  args: {
    state: clusterStateFixture(),
    onRetry: fn(),
    onRestart: fn(),
    onPdf: fn(),
    onSave: fn(),
    onDelete: fn(),
    onBuildingTypeChange: fn(),
    onPeriodChange: fn(),
  },
} satisfies Meta<typeof ClusterResultsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  name: 'Projet sauvegardé',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Sauvegarder ma simulation' })).toBeNull();
    await expect(canvas.getByTestId('gauge-threshold')).toHaveTextContent('530 kg eq CO₂/m²');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Supprimer Simulation 2 – Plancher bois' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(9502);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Exporter toutes les simulations en PDF' }),
    );
    await expect(args.onPdf).toHaveBeenCalled();
  },
};

/** The spreadsheet exports beside the PDF: two buttons, reached with the keyboard. */
export const Exports: Story = {
  name: 'Exports tableur (.xlsx et CSV)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pdf = canvas.getByRole('button', { name: 'Exporter toutes les simulations en PDF' });
    const xlsx = canvas.getByRole('button', { name: 'Exporter en Excel (.xlsx)' });
    const csv = canvas.getByRole('button', { name: 'Exporter en CSV' });
    pdf.focus();
    await userEvent.tab();
    await expect(xlsx).toHaveFocus();
    await userEvent.tab();
    await expect(csv).toHaveFocus();
  },
};

export const Visitor: Story = {
  name: 'Visiteur (projet non sauvegardé)',
  args: { state: clusterStateFixture({ datas: clusterDatasFixture({ saved: false }) }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sauvegarder ma simulation' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

export const FromHistory: Story = {
  name: "Ouvert depuis l'historique",
  args: { state: clusterStateFixture({ fromHistory: true }) },
};

export const Busy: Story = {
  name: 'Suppression et export en cours',
  args: { state: clusterStateFixture({ deletingId: 9501, downloading: true, status: 'loading' }) },
};

export const Full: Story = {
  name: 'Projet complet (10 simulations)',
  args: {
    state: clusterStateFixture({
      datas: clusterDatasFixture({
        simulations: Array.from({ length: 10 }, (_, index) => ({
          ...clusterDatasFixture().simulations[index % 2]!,
          id: 9501 + index,
          title: `Simulation ${index + 1}`,
        })),
      }),
    }),
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { state: clusterStateFixture({ status: 'loading', datas: null }) },
};

export const LoadError: Story = {
  name: 'Erreur de chargement',
  args: {
    state: clusterStateFixture({ status: 'error', datas: null, error: 'Cluster introuvable.' }),
  },
};

export const Empty: Story = {
  name: 'Aucune simulation',
  args: { state: clusterStateFixture({ datas: clusterDatasFixture({ simulations: [] }) }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Recommencer la configuration' }));
    await expect(args.onRestart).toHaveBeenCalled();
  },
};
