import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { registerToken } from '@mock/db/mockDb';
import { storyUser } from '@/testing/storyFixtures';
import { LOADING_TEXT, RETRY_LABEL } from './HistoryStates';
import { ThermalHistory } from './ThermalHistory';
import { failsOnce } from '@/testing/storySupport';

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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(LOADING_TEXT);
    await expect(
      await canvas.findByText(
        "Actuellement vous n'avez pas sauvegardé de simulations",
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText('0 résultat')).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Erreur, puis nouvel essai',
  beforeEach: failsOnce('post', '*/api/history/list'),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: RETRY_LABEL }, { timeout: 5000 }),
    );
    await expect(await canvas.findByText('0 résultat', {}, { timeout: 5000 })).toBeVisible();
  },
};
