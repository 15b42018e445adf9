import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, screen, waitFor } from 'storybook/test';
import { toaster } from '@/ui/toast/toaster';
import SsoHandoverRoute from './SsoHandoverRoute';

const REFUSAL = 'L’authentification unique est réservée aux comptes Batiprime.';

/**
 * `/connexion-sso/`: the single-sign-on hand-over page, which reads its address's query (its
 * states: Commun/Compte/SsoHandoverPage).
 */
const meta = {
  title: 'Commun/Compte/SsoHandoverRoute',
  component: SsoHandoverRoute,
  parameters: { route: '/connexion-sso/?token=usr.story&refreshToken=usr.refresh&destination=%2F' },
  // Toasts are global: a story's toasts must not outlive it.
  beforeEach: () => () => toaster.remove(),
} satisfies Meta<typeof SsoHandoverRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connecting: Story = {
  name: 'Connexion en cours',
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/user/', () => delay('infinite')));
  },
  play: async () => {
    await expect(screen.getByRole('status')).toHaveTextContent('Connexion en cours');
    await waitFor(() => expect(document.title).toBe('Connexion | Rupteo'));
  },
};

export const Refused: Story = {
  name: 'Refus du fournisseur d’identité',
  parameters: { route: `/connexion-sso/?error=${encodeURIComponent(REFUSAL)}` },
  play: async () => {
    await expect(screen.getByRole('alert')).toHaveTextContent(REFUSAL);
  },
};
