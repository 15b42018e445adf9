import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { registerToken } from '@mock/db/mockDb';
import { loggedInSession, storyUser } from '@/testing/storyFixtures';
import { CarbonHistory } from './CarbonHistory';
import { LOADING_TEXT, RETRY_LABEL } from './HistoryStates';
import { failsOnce } from '@/testing/storySupport';

/** The carbon history bound to the store: the story user's seeded clusters from the mock backend. */
const meta = {
  title: 'Carbone/Historique/CarbonHistory',
  component: CarbonHistory,
  globals: { site: 'carbon' },
  args: { layout: 'desktop' },
  parameters: { layout: 'padded', session: loggedInSession },
  beforeEach: () => {
    registerToken(storyUser.token, { kind: 'user', userId: storyUser.id });
  },
} satisfies Meta<typeof CarbonHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Chargement, puis liste',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(LOADING_TEXT);
    await expect(await canvas.findByText('12 résultats', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Erreur, puis nouvel essai',
  beforeEach: failsOnce('get', '*/api/clusters/'),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: RETRY_LABEL }, { timeout: 5000 }),
    );
    await expect(await canvas.findByText('12 résultats', {}, { timeout: 5000 })).toBeVisible();
  },
};
