import type { Meta, StoryObj } from '@storybook/react-vite';
import RupteurFinderPage from './RupteurFinderPage';
import { retriedAfterFailure, shownInTurn } from '@/testing/storySupport';

const FIRST_QUESTION = { role: 'heading', name: 'Quel est le type de bâtiment ?' } as const;

/** The finder's page, bound to the store, with its questions from the mock backend. */
const meta = {
  title: 'Site général/Recherche de rupteur/RupteurFinderPage',
  component: RupteurFinderPage,
  globals: { site: 'general' },
  parameters: { route: '/evaluer-le-psi-dun-rupteur/' },
} satisfies Meta<typeof RupteurFinderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstQuestion: Story = {
  name: 'Première question',
  play: shownInTurn(
    { role: 'heading', name: "Évaluer le PSI d'un rupteur", level: 1 },
    FIRST_QUESTION,
  ),
};

export const LoadError: Story = {
  name: 'Erreur, puis nouvel essai',
  ...retriedAfterFailure('post', '*/api/filters', FIRST_QUESTION),
};
