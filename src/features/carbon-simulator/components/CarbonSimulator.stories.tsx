import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  completeFormFixture,
  customConcreteErrorFixture,
  initialFormFixture,
} from '../simulatorFixtures';
import { formLoaded, requestFailed, step1Accepted } from '../simulatorSlice';
import { CarbonSimulator } from './CarbonSimulator';

const meta = {
  title: 'Carbone/Simulateur',
  component: CarbonSimulator,
  args: { onRestart: () => undefined },
  parameters: { host: 'carbone.localhost', layout: 'fullscreen' },
} satisfies Meta<typeof CarbonSimulator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Step1: Story = { parameters: { storeActions: [formLoaded(initialFormFixture)] } };

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
