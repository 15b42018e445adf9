import type { Meta, StoryObj } from '@storybook/react-vite';
import { loggedInSession } from '@/testing/storyFixtures';
import { CarbonHistory } from './CarbonHistory';
import { LOADING_TEXT } from './HistoryStates';
import { retriedAfterFailure, shownAfterLoading, withKnownUser } from '@/testing/storySupport';

/** The carbon history bound to the store: the story user's seeded clusters from the mock backend. */
const meta = {
  title: 'Carbone/Historique/CarbonHistory',
  component: CarbonHistory,
  globals: { site: 'carbon' },
  args: { layout: 'desktop' },
  parameters: { layout: 'padded', session: loggedInSession },
  beforeEach: withKnownUser,
} satisfies Meta<typeof CarbonHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Chargement, puis liste',
  play: shownAfterLoading(LOADING_TEXT, { text: '12 résultats' }),
};

export const LoadError: Story = {
  name: 'Erreur, puis nouvel essai',
  ...retriedAfterFailure('get', '*/api/clusters/', { text: '12 résultats' }),
};
