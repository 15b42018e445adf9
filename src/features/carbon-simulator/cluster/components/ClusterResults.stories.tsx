import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { registerToken } from '@mock/db/mockDb';
import { loggedInSession, storyUser } from '@/testing/storyFixtures';
import { clusterActions } from '../clusterSlice';
import { ClusterResults } from './ClusterResults';
import { LOADING_TEXT } from './ClusterResultsView';
import { failsOnce } from '@/testing/storySupport';

/**
 * The cluster results of the carbon simulator's step 3, bound to the store: the story asks for
 * cluster 302 of the mock backend's seed (the story user's, with two simulations).
 */
const meta = {
  title: 'Carbone/Clusters/ClusterResults',
  component: ClusterResults,
  globals: { site: 'carbon' },
  args: { onRestart: fn() },
  parameters: {
    layout: 'padded',
    session: loggedInSession,
    storeActions: [clusterActions.clusterRequested({ id: 302, fromHistory: true })],
  },
  beforeEach: () => {
    registerToken(storyUser.token, { kind: 'user', userId: storyUser.id });
  },
} satisfies Meta<typeof ClusterResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  name: 'Chargement, puis simulations du projet',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(LOADING_TEXT);
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
  },
};

export const LoadError: Story = {
  name: 'Erreur, puis nouvel essai',
  beforeEach: failsOnce('get', '*/api/clusters/302/'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Réessayer' }));
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
  },
};
