import { Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  environmentalFixture,
  intermediateFloorFixture,
  loadedState,
  thermalHistoryFixture,
} from '../resultFixtures';
import { initialRupteurResultState } from '../resultSlice';
import { RupteurResultView } from './RupteurResultView';
import type { ResultHandlers } from './resultViewTypes';

const handlers = (): ResultHandlers => ({
  onRetry: fn(),
  onRedefineSearch: fn(),
  onRefineOpen: fn(),
  onRefineBack: fn(),
  onRefined: fn(),
  onSave: fn(),
  onSaveSubmit: fn(),
  onSaveClose: fn(),
  onPdf: fn(),
  onPdfDownload: fn(),
  onPdfClose: fn(),
  onSend: fn(),
  onShare: fn(),
  onSendSubmit: fn(),
  onSendClose: fn(),
  onDelete: fn(),
});

const meta = {
  title: 'Site général/Résultat rupteur/RupteurResultView',
  component: RupteurResultView,
  globals: { site: 'general' },
  parameters: { layout: 'padded' },
  args: {
    state: loadedState(thermalHistoryFixture({ customer: null, name: null })),
    userId: null,
    fromHistory: false,
    handlers: handlers(),
  },
} satisfies Meta<typeof RupteurResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Chargement',
  args: { state: { ...initialRupteurResultState, status: 'loading', historyId: 1001 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Chargement du résultat')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Erreur de chargement',
  args: {
    state: {
      ...initialRupteurResultState,
      status: 'error',
      historyId: 999,
      error: 'Cette simulation est introuvable.',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cette simulation est introuvable.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.handlers.onRetry).toHaveBeenCalled();
  },
};

export const VisitorResult: Story = {
  name: 'Résultat (visiteur)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Résultat' })).toBeInTheDocument();
    await expect(canvas.getByTestId('product-name')).toHaveTextContent('Rupteur Poutrelle RP ITI');
    await expect(canvas.getByText('ψ = 0.21 W/m.K')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Simulation sauvegardée' })).toBeNull();
    await expect(canvas.getByRole('link', { name: "← Retour à l'accueil" })).toHaveAttribute(
      'href',
      '/',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sauvegarder ce résultat' }));
    await expect(args.handlers.onSave).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Évaluer les valeurs de PSI' }));
    await expect(args.handlers.onRefineOpen).toHaveBeenCalled();
  },
};

export const OwnerResult: Story = {
  name: 'Résultat sauvegardé (propriétaire)',
  args: { state: loadedState(thermalHistoryFixture()), userId: 1, fromHistory: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('history-name').innerHTML).toBe('<b>Maison</b> Dupont');
    await expect(canvas.getByText('Sauvegardée le 20/10/2026')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '← Retour à mon historique' })).toHaveAttribute(
      'href',
      '/espace-personnel#/historique',
    );
  },
};

export const HostileName: Story = {
  name: 'Nom avec du code (neutralisé)',
  args: {
    state: loadedState(thermalHistoryFixture({ name: '<img src=x onerror=alert(1)>' })),
    userId: 1,
  },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByTestId('history-name');
    await expect(name.querySelector('img')).toBeNull();
    await expect(name).toHaveTextContent('<img src=x onerror=alert(1)>');
  },
};

export const NoName: Story = {
  name: 'Solution sans nom',
  args: {
    state: loadedState(
      thermalHistoryFixture({
        customer: null,
        name: null,
        rupteur: { ...thermalHistoryFixture().rupteur!, name: '' },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('product-name')).toHaveTextContent(
      "La solution n'a pas de nom",
    );
  },
};

export const WithoutPsi: Story = {
  name: 'Sans valeur de PSI',
  args: {
    state: loadedState(thermalHistoryFixture({ customer: null, psiValue: null, psi_value: [] })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Résultat' })).toBeNull();
    await expect(canvas.getByText('ψ = --')).toBeInTheDocument();
    await expect(canvas.queryByRole('tab', { name: 'Configurateur' })).toBeNull();
  },
};

export const IntermediateFloor: Story = {
  name: 'Plancher intermédiaire (RE2020)',
  args: { state: loadedState(intermediateFloorFixture()), userId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Conforme RE2020 (ψ9 ≤ 0.60 W/m.K)')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Configurateur' }));
    await expect(canvas.getByText('100 mm')).toBeInTheDocument();
  },
};

export const Environmental: Story = {
  name: 'Historique environnemental',
  args: { state: loadedState(environmentalFixture()), userId: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Voir le résultat environnemental' }),
    ).toHaveAttribute('href', '/donnees-environnementales/#/1002/Pr%C3%A9dalle_PR_13');
  },
};

export const RefineMode: Story = {
  name: 'Configurateur',
  args: {
    state: loadedState(thermalHistoryFixture(), { mode: 'refine' }),
    renderRefine: ({ historyId, onBack }) => (
      <>
        <Text>Configurateur de l'historique {historyId}</Text>
        <Button onClick={onBack}>Retour</Button>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Configurateur de l'historique 1001")).toBeInTheDocument();
    // The refine screen's own 'Retour' is the only way back: no second back button around it.
    await expect(canvas.queryByRole('button', { name: 'Retour au résultat' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retour' }));
    await expect(args.handlers.onRefineBack).toHaveBeenCalled();
  },
};

export const SaveDialogOpen: Story = {
  name: 'Sauvegarde ouverte',
  args: {
    state: loadedState(thermalHistoryFixture({ customer: null, name: null }), {
      save: { open: true, submitting: false },
    }),
    userId: 1,
  },
};

export const SendDialogOpen: Story = {
  name: 'Envoi par e-mail ouvert',
  args: {
    state: loadedState(thermalHistoryFixture(), {
      send: { open: true, variant: 'user', submitting: false },
    }),
    userId: 1,
  },
};

export const PdfDialogOpen: Story = {
  name: 'Téléchargement du pdf ouvert',
  args: {
    state: loadedState(thermalHistoryFixture(), {
      pdf: { open: true, loading: false, link: null, failed: false },
    }),
    userId: 1,
  },
};
