import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atMontageStep, questionnaireFixture } from '../environmentalFixtures';
import { initialQuestionnaireState } from '../environmentalDataSlice';
import { QuestionnaireView } from './QuestionnaireView';

const meta = {
  title: 'Site général/Données environnementales/QuestionnaireView',
  component: QuestionnaireView,
  globals: { site: 'general' },
  parameters: { layout: 'padded' },
  args: {
    state: questionnaireFixture(),
    onPick: fn(),
    onShowStep: fn(),
    onRetry: fn(),
    onBack: fn(),
    onLeave: fn(),
    onStay: fn(),
  },
} satisfies Meta<typeof QuestionnaireView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SystemQuestion: Story = {
  name: 'Première question',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Quel est votre système constructif ?' }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Prédalles' }));
    await expect(args.onPick).toHaveBeenCalledWith(0, 70002);
  },
};

export const SystemQuestionLoading: Story = {
  name: 'Première question en chargement',
  args: { state: { ...initialQuestionnaireState, status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The specification's first question (spec 001 §2.2) is titled before the server answers.
    await expect(
      canvas.getByRole('heading', { name: 'Quel est votre système constructif ?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des questions…');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithHint: Story = {
  name: 'Question avec aide',
  args: { state: atMontageStep },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('épaisseur peau 1 + noyau + épaisseur peau 2 en cm'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier : Système constructif' }));
    await expect(args.onShowStep).toHaveBeenCalledWith(0);
  },
};

export const Back: Story = {
  name: 'Retour à la question précédente',
  args: { state: atMontageStep },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retour' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const LeaveDialog: Story = {
  name: 'Quitter le questionnaire',
  args: { state: questionnaireFixture({ leaveDialogOpen: true }) },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(within(dialog).getByText('Quitter le questionnaire ?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retour au questionnaire' }));
    await expect(args.onStay).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await expect(args.onLeave).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { state: { ...atMontageStep, status: 'loading' } },
};

export const Searching: Story = {
  name: 'Recherche',
  args: { state: { ...atMontageStep, status: 'searching' } },
};

export const FiltersError: Story = {
  name: 'Erreur des questions',
  args: {
    state: questionnaireFixture({
      status: 'error',
      steps: [],
      failure: { kind: 'filters', message: 'Une erreur est survenue' },
    }),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledWith('filters');
  },
};

export const SearchError: Story = {
  name: 'Erreur de la recherche',
  args: {
    state: {
      ...atMontageStep,
      status: 'error',
      failure: { kind: 'search', message: 'Aucun produit ne correspond à ces critères.' },
    },
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  args: { state: atMontageStep },
  globals: { viewport: { value: 'mobile1' } },
};
