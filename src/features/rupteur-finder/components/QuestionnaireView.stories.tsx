import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { spies } from '@/testing/storySupport';
import { questionnaireFixture } from '../finderFixtures';
import { QuestionnaireView } from './QuestionnaireView';

const meta = {
  title: 'Site général/Recherche de rupteur/QuestionnaireView',
  component: QuestionnaireView,
  globals: { site: 'general' },
  parameters: { layout: 'padded' },
  args: {
    state: questionnaireFixture(),
    ...spies('onAnswer', 'onShowStep', 'onBack', 'onRetry', 'onLeave', 'onStay'),
  },
} satisfies Meta<typeof QuestionnaireView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeLoading: Story = {
  name: 'Chargement (accueil)',
  args: { state: questionnaireFixture({ status: 'loading', filters: [], total: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Chargement du questionnaire')).toBeVisible();
  },
};

export const FirstQuestion: Story = {
  name: 'Première question',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Quel est le type de bâtiment ?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '11');
    await userEvent.click(canvas.getByRole('button', { name: 'Logement collectif' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(0, 212);
  },
};

export const LaterQuestion: Story = {
  name: 'Question suivante avec réponses',
  args: { state: questionnaireFixture({ step: 2, answers: [211, 223] }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: /Type de plancher : Plancher intermédiaire/ }),
    );
    await expect(args.onShowStep).toHaveBeenCalledWith(1);
  },
};

export const StepLoading: Story = {
  name: 'Chargement de la question suivante',
  args: {
    state: questionnaireFixture({ status: 'loading', step: 1, answers: [211], filters: [] }),
  },
};

export const Searching: Story = {
  name: 'Recherche',
  args: { state: questionnaireFixture({ status: 'searching', step: 3, answers: [211, 221, 231] }) },
};

export const Failed: Story = {
  name: 'Erreur',
  args: {
    state: questionnaireFixture({
      status: 'error',
      step: 1,
      answers: [211],
      error: { message: 'Une erreur est survenue', retry: 'filters' },
    }),
  },
};

export const LeaveDialog: Story = {
  name: 'Quitter le questionnaire',
  args: { state: questionnaireFixture({ leaveDialogOpen: true }) },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getByText('Quitter le questionnaire ?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await expect(args.onLeave).toHaveBeenCalled();
    await expect(
      within(dialog).getByRole('button', { name: 'Retour au questionnaire' }),
    ).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile1' } },
};
