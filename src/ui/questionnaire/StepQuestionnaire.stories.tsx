import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { spies } from '@/testing/storySupport';
import { StepQuestionnaire, type QuestionnaireGivenAnswer } from './StepQuestionnaire';

const wallQuestion = {
  title: 'Quelle est la nature du mur porteur ?',
  hint: 'Le mur qui reçoit le plancher.',
  options: [
    { id: 31, label: 'Béton banché' },
    { id: 32, label: 'Maçonnerie de blocs' },
    { id: 33, label: 'Ossature bois' },
  ],
};

const givenAnswers: QuestionnaireGivenAnswer[] = [
  { key: 'usage', step: 0, name: 'Usage', answer: 'Bureaux' },
  { key: 'niveau', step: 1, name: 'Niveau', answer: null },
];

/** One question per step, its progress, the answers given so far, 'Retour' and the leave dialog. */
const meta = {
  title: 'Commun/Composants/StepQuestionnaire',
  component: StepQuestionnaire,
  parameters: { layout: 'padded' },
  args: {
    ids: { question: 'story-question', answers: 'story-answers' },
    step: 2,
    progress: 0.5,
    question: { ...wallQuestion, caption: 'Question 3', chosenId: 32 },
    answers: givenAnswers,
    leaveDialogOpen: false,
    ...spies('onAnswer', 'onShowStep', 'onBack', 'onRetry', 'onLeave', 'onStay'),
  },
} satisfies Meta<typeof StepQuestionnaire>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spacious: Story = {
  name: 'Question, réponses en dessous',
  args: { focusEachQuestion: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: wallQuestion.title });
    // The question the page opens with leaves the focus, even past the first one (answers kept
    // across a reload); the questions after it take it (StepQuestionnaire.test.tsx).
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await expect(heading).not.toHaveFocus();
    await expect(canvas.getByText('Question 3')).toBeVisible();
    await expect(canvas.getByText('Le mur qui reçoit le plancher.')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Progression' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    const chosen = canvas.getByRole('button', { name: 'Maçonnerie de blocs' });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Ossature bois' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(2, 33);
    // An answer no longer among the options shows a dash; each given answer is a button.
    await userEvent.click(canvas.getByRole('button', { name: 'Niveau : —' }));
    await expect(args.onShowStep).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Retour' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Compact: Story = {
  name: 'Réponses au-dessus, à modifier',
  args: {
    layout: 'compact',
    step: 1,
    question: wallQuestion,
    texts: { progress: 'Avancement', unknownAnswer: '--' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const options = canvas.getByRole('list', { name: wallQuestion.title });
    await expect(within(options).getAllByRole('button')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: wallQuestion.title })).not.toHaveFocus();
    await expect(canvas.getByRole('progressbar', { name: 'Avancement' })).toBeInTheDocument();
    await expect(canvas.getByText('--')).toBeVisible();
    // The question shown cannot be edited from the list; the others can.
    await expect(canvas.getByRole('button', { name: 'Modifier : Niveau' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier : Usage' }));
    await expect(args.onShowStep).toHaveBeenCalledWith(0);
  },
};

export const Busy: Story = {
  name: 'Chargement',
  args: { layout: 'compact', loading: 'Chargement des questions…', busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des questions…');
    await expect(canvas.queryByRole('heading', { name: wallQuestion.title })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Modifier : Usage' })).toBeDisabled();
    // 'Retour' goes with the question in this layout.
    await expect(canvas.queryByRole('button', { name: 'Retour' })).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Erreur',
  args: {
    loading: 'Chargement de la question suivante',
    failure: {
      title: "La question n'a pas pu être chargée.",
      message: 'Le serveur ne répond pas.',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("La question n'a pas pu être chargée.")).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Retour' })).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile1' } },
};
