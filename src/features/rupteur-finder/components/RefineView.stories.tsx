import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { refineFilters, refineFixture } from '../finderFixtures';
import { RefineView } from './RefineView';

const meta = {
  title: 'Site général/Recherche de rupteur/RefineView',
  component: RefineView,
  globals: { site: 'general' },
  parameters: { layout: 'padded' },
  args: {
    state: refineFixture(),
    onChange: fn(),
    onSubmit: fn(),
    onBack: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RefineView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Chargement',
  args: { state: refineFixture({ status: 'loading', filters: [], choices: {} }) },
};

export const Incomplete: Story = {
  name: 'Critères incomplets',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Trouver un rupteur' })).toBeVisible();
    await expect(
      canvas.getByText('Quelles sont les caractéristiques de votre chantier?'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    await expect(canvas.getAllByText('Aucun choix disponible').length).toBeGreaterThan(0);
    await userEvent.selectOptions(canvas.getByLabelText("Type d'isolant"), 'Laine de roche');
    await expect(args.onChange).toHaveBeenCalledWith(30, 302);
    await userEvent.click(canvas.getByRole('button', { name: "Effacer : Épaisseur de l'isolant" }));
    await expect(args.onChange).toHaveBeenCalledWith(29, null);
    await userEvent.click(canvas.getByRole('button', { name: 'Retour' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Complete: Story = {
  name: 'Critères complets',
  args: {
    state: refineFixture({
      filters: refineFilters.slice(0, 2),
      choices: { '29': 291, '30': 301 },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  name: 'Enregistrement',
  args: { state: refineFixture({ status: 'saving' }) },
};

export const SaveFailed: Story = {
  name: "Échec de l'enregistrement",
  args: {
    state: refineFixture({
      error:
        'Précisez toutes les caractéristiques du chantier pour obtenir la valeur de PSI exacte.',
    }),
  },
};

export const LoadFailed: Story = {
  name: 'Erreur de chargement',
  args: {
    state: refineFixture({
      status: 'error',
      filters: [],
      error: 'Cette simulation est introuvable.',
    }),
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile1' } },
};
