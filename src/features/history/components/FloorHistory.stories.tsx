import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { registerToken } from '@mock/db/mockDb';
import { loggedInSession, storyUser } from '@/testing/storyFixtures';
import { FloorHistory } from './FloorHistory';
import { LOADING_TEXT, RETRY_LABEL } from './HistoryStates';
import { failsOnce } from '@/testing/storySupport';

/** The floor history bound to the store: the story user's seeded history from the mock backend. */
const meta = {
  title: 'Plancher/Historique/FloorHistory',
  component: FloorHistory,
  globals: { site: 'floor' },
  args: { layout: 'desktop' },
  parameters: { layout: 'padded', session: loggedInSession },
  beforeEach: () => {
    registerToken(storyUser.token, { kind: 'user', userId: storyUser.id });
  },
} satisfies Meta<typeof FloorHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Chargement, puis liste',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(LOADING_TEXT);
    await expect(await canvas.findByText('42 résultats', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Mes configurations' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Erreur, puis nouvel essai',
  beforeEach: failsOnce('get', '*/api/simulations/'),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: RETRY_LABEL }, { timeout: 5000 }),
    );
    await expect(await canvas.findByText('42 résultats', {}, { timeout: 5000 })).toBeVisible();
  },
};
