import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  completeFormFixture,
  customConcreteErrorFixture,
  initialFormFixture,
} from '../simulatorFixtures';
import { clusterActions } from '../cluster';
import { clusterDatasFixture } from '../cluster/clusterFixtures';
import {
  formLoaded,
  requestFailed,
  step1Accepted,
  step1Refused,
  stepTitlesLoaded,
  submitFailed,
  submitSucceeded,
} from '../simulatorSlice';
import { CarbonSimulator } from './CarbonSimulator';

const meta = {
  title: 'Carbone/Simulateur/CarbonSimulator',
  component: CarbonSimulator,
  args: { onRestart: () => undefined },
  parameters: { host: 'carbone.localhost', layout: 'fullscreen' },
} satisfies Meta<typeof CarbonSimulator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Step1: Story = { parameters: { storeActions: [formLoaded(initialFormFixture)] } };

export const Step1Refused: Story = {
  parameters: {
    storeActions: [
      formLoaded(initialFormFixture),
      step1Refused({
        ...initialFormFixture,
        errors: { zipCode: 'Code postal inconnu : vérifiez les 5 chiffres.' },
      }),
    ],
  },
};

export const Step1ContinueFailure: Story = {
  parameters: {
    storeActions: [
      formLoaded(initialFormFixture),
      requestFailed({
        failure: 'continue',
        message:
          "Les questions de l'étape suivante n'ont pas pu être chargées. Vérifiez votre connexion puis réessayez.",
      }),
    ],
  },
};

export const Step2Incomplete: Story = {
  parameters: {
    storeActions: [
      formLoaded(initialFormFixture),
      step1Accepted({ ...completeFormFixture, isCompleted: false }),
    ],
  },
};

export const Step2Complete: Story = {
  parameters: {
    storeActions: [formLoaded(initialFormFixture), step1Accepted(completeFormFixture)],
  },
};

export const Step2UpdateFailure: Story = {
  parameters: {
    storeActions: [
      formLoaded(initialFormFixture),
      step1Accepted(completeFormFixture),
      requestFailed({
        failure: 'update',
        message:
          "Votre dernière réponse n'a pas pu être prise en compte. Vérifiez votre connexion puis réessayez.",
      }),
    ],
  },
};

export const Step2SubmitRefused: Story = {
  parameters: {
    storeActions: [
      formLoaded(initialFormFixture),
      step1Accepted(completeFormFixture),
      submitFailed({
        message: 'La configuration est incomplète ou contient des valeurs refusées.',
        errors: { span: 'Champ obligatoire' },
      }),
    ],
  },
};

export const Results: Story = {
  parameters: {
    storeActions: [
      formLoaded(initialFormFixture),
      step1Accepted(completeFormFixture),
      submitSucceeded(),
      clusterActions.clusterLoaded(clusterDatasFixture({ saved: false })),
    ],
  },
};

/** Results opened from the history: the form is not loaded, only its step titles. */
export const ResultsFromHistory: Story = {
  parameters: {
    storeActions: [
      stepTitlesLoaded(initialFormFixture.formArray.map((step) => step.title)),
      submitSucceeded(),
      clusterActions.clusterLoaded(clusterDatasFixture({ saved: true })),
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Étapes de la simulation' });
    await expect(nav).toHaveTextContent('1. Votre projet');
    await expect(nav).toHaveTextContent('2. Votre plancher');
    await expect(nav).toHaveTextContent('3. Résultats');
  },
};

export const CustomConcreteError: Story = {
  parameters: {
    storeActions: [formLoaded(initialFormFixture), step1Accepted(customConcreteErrorFixture)],
  },
};

export const LoadFailure: Story = {
  parameters: {
    storeActions: [
      requestFailed({
        failure: 'load',
        message: "Le simulateur n'a pas pu être chargé. Vérifiez votre connexion puis réessayez.",
      }),
    ],
  },
};

export const BrandLogo: Story = {
  parameters: { host: 'carbone.batiprime.fr', storeActions: [formLoaded(initialFormFixture)] },
};
