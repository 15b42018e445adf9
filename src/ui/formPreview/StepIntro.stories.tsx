import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormLoadingState } from './formSteps';
import { LoadingStepIntro, StepIntro } from './StepIntro';
import { StepIntroSkeleton } from './StepIntroSkeleton';

/** A server form step's title and description, and what stands for them while the form loads. */
const meta = {
  title: 'Commun/Composants/StepIntro',
  component: StepIntro,
  subcomponents: { LoadingStepIntro, StepIntroSkeleton, FormLoadingState },
  args: {
    title: 'Votre projet',
    description: 'Décrivez le bâtiment : sa localisation, son usage et sa surface.',
    gap: '2',
  },
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof StepIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Titre et description',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Votre projet' })).toBeVisible();
    await expect(canvas.getByText(/Décrivez le bâtiment/)).toBeVisible();
  },
};

export const TitleOnly: Story = {
  name: 'Titre seul',
  args: { description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Votre projet');
    await expect(canvas.queryByText(/Décrivez/)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  render: ({ gap }) => (
    <>
      <LoadingStepIntro intro={null} gap={gap} lines={2} />
      <FormLoadingState label="Chargement du formulaire…" paddingY="8" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The skeleton is hidden from assistive technologies; the status says what is loading.
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement du formulaire…');
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const LoadingWithIntro: Story = {
  name: 'Chargement, titre reçu',
  render: ({ gap, title, description }) => (
    <>
      <LoadingStepIntro intro={{ title, description }} gap={gap} lines={2} />
      <FormLoadingState label="Chargement du formulaire…" paddingY="8" />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Votre projet' })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};
