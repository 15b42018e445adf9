import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { resultStateFixture, resultViewFixture } from '../environmentalFixtures';
import { EnvironmentalResultView } from './EnvironmentalResultView';

const meta = {
  title: 'Site général/Données environnementales/EnvironmentalResultView',
  component: EnvironmentalResultView,
  globals: { site: 'general' },
  parameters: { layout: 'padded' },
  args: {
    state: resultStateFixture('pre'),
    fromHistory: false,
    onRestart: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof EnvironmentalResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PreSlab: Story = {
  name: 'Prédalles',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ratio kilotage armatures')).toBeInTheDocument();
    await expect(
      canvas.getByText('3 fiches FDES correspondent à votre système'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Voir la fiche(s)' }));
    await expect(canvas.getByRole('heading', { name: 'Fiches FDES' })).toHaveFocus();
  },
};

export const JoistFloor: Story = {
  name: 'Poutrelles',
  args: { state: resultStateFixture('pou') },
};

export const PreWall: Story = {
  name: 'Prémur',
  args: { state: resultStateFixture('mur') },
};

export const FromHistory: Story = {
  name: "Depuis l'historique",
  args: { fromHistory: true },
};

export const NoFdes: Story = {
  name: 'Sans fiche FDES',
  args: {
    state: {
      status: 'ready',
      historyId: 1002,
      view: { ...resultViewFixture('mur'), fdes: [] },
      error: null,
    },
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { state: { status: 'loading', historyId: 1002, view: null, error: null } },
};

export const Error: Story = {
  name: 'Erreur',
  args: {
    state: {
      status: 'error',
      historyId: 1002,
      view: null,
      error: 'Cette simulation est introuvable.',
    },
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile1' } },
};
