import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { registerToken } from '@mock/db/mockDb';
import { loggedInSession, storyUser } from '@/testing/storyFixtures';
import { CarbonHistory } from './CarbonHistory';
import { LOADING_TEXT, RETRY_LABEL } from './HistoryStates';

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
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/clusters/', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: RETRY_LABEL }, { timeout: 5000 }),
    );
    await expect(await canvas.findByText('12 résultats', {}, { timeout: 5000 })).toBeVisible();
  },
};
