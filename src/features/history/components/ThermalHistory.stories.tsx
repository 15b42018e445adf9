import type { Meta, StoryObj } from '@storybook/react-vite';
import { registerToken } from '@mock/db/mockDb';
import { storyUser } from '@/testing/storyFixtures';
import { LOADING_TEXT } from './HistoryStates';
import { ThermalHistory } from './ThermalHistory';
import { retriedAfterFailure, shownAfterLoading } from '@/testing/storySupport';

/** Thomas (user 4 of the mock backend's seed) saved no thermal-break result. */
const emptyUser = { ...storyUser, id: 4, token: 'story-token-empty-history' };

/** The general site's history bound to the store, with the mock backend's seeded histories. */
const meta = {
  title: 'Site général/Historique/ThermalHistory',
  component: ThermalHistory,
  globals: { site: 'general' },
  parameters: { layout: 'padded', session: { status: 'authenticated', user: emptyUser } },
  beforeEach: () => {
    registerToken(emptyUser.token, { kind: 'user', userId: emptyUser.id });
  },
} satisfies Meta<typeof ThermalHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Chargement, puis historique vide',
  play: shownAfterLoading(
    LOADING_TEXT,
    { text: "Actuellement vous n'avez pas sauvegardé de simulations" },
    { text: '0 résultat' },
  ),
};

export const LoadError: Story = {
  name: 'Erreur, puis nouvel essai',
  ...retriedAfterFailure('post', '*/api/history/list', { text: '0 résultat' }),
};
