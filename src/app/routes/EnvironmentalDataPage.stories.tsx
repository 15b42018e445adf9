import type { Meta, StoryObj } from '@storybook/react-vite';
import EnvironmentalDataPage from './EnvironmentalDataPage';
import { retriedAfterFailure, shownInTurn } from '@/testing/storySupport';

// The question's answers: its title shows while it loads.
const FIRST_QUESTION = { role: 'list', name: 'Quel est votre système constructif ?' } as const;

/** The environmental-data page, bound to the store, with its questions from the mock backend. */
const meta = {
  title: 'Site général/Données environnementales/EnvironmentalDataPage',
  component: EnvironmentalDataPage,
  globals: { site: 'general' },
  parameters: { route: '/donnees-environnementales/' },
} satisfies Meta<typeof EnvironmentalDataPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstQuestion: Story = {
  name: 'Première question',
  play: shownInTurn(
    { role: 'heading', name: 'Données environnementales', level: 1 },
    FIRST_QUESTION,
  ),
};

export const LoadError: Story = {
  name: 'Erreur, puis nouvel essai',
  ...retriedAfterFailure('post', '*/api/filters', FIRST_QUESTION),
};
