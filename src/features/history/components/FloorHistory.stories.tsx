import type { Meta, StoryObj } from '@storybook/react-vite';
import { loggedInSession } from '@/testing/storyFixtures';
import { FloorHistory } from './FloorHistory';
import { LOADING_TEXT } from './HistoryStates';
import { retriedAfterFailure, shownAfterLoading, withKnownUser } from '@/testing/storySupport';

/** The floor history bound to the store: the story user's seeded history from the mock backend. */
const meta = {
  title: 'Plancher/Historique/FloorHistory',
  component: FloorHistory,
  globals: { site: 'floor' },
  args: { layout: 'desktop' },
  parameters: { layout: 'padded', session: loggedInSession },
  beforeEach: withKnownUser,
} satisfies Meta<typeof FloorHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Chargement, puis liste',
  play: shownAfterLoading(
    LOADING_TEXT,
    { text: '42 résultats' },
    { role: 'list', name: 'Mes configurations' },
  ),
};

export const LoadError: Story = {
  name: 'Erreur, puis nouvel essai',
  ...retriedAfterFailure('get', '*/api/simulations/', { text: '42 résultats' }),
};
