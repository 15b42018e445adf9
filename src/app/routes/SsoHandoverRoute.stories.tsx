import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, screen, waitFor } from 'storybook/test';
import { createSsoState } from '@/features/session';
import { forgetHandoverInMemory, HANDOVER_GLOBAL } from '@/lib/sso/handoverAddress';
import { toaster } from '@/ui/toast/toaster';
import SsoHandoverRoute from './SsoHandoverRoute';

const REFUSAL = 'L’authentification unique est réservée aux comptes Batiprime.';

/**
 * `/connexion-sso/`: the single-sign-on hand-over page, which reads what its address carried (the
 * credentials, kept in memory by the start-up script, and the query's destination or error code;
 * its states: Commun/Compte/SsoHandoverPage).
 */
const meta = {
  title: 'Commun/Compte/SsoHandoverRoute',
  component: SsoHandoverRoute,
  parameters: { route: '/connexion-sso/?destination=%2F' },
  // Toasts are global: a story's toasts must not outlive it.
  beforeEach: () => () => toaster.remove(),
} satisfies Meta<typeof SsoHandoverRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connecting: Story = {
  name: 'Connexion en cours',
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/user/', () => delay('infinite')));
    (window as unknown as Record<string, unknown>)[HANDOVER_GLOBAL] = {
      token: 'usr.story',
      refreshToken: 'usr.refresh',
      state: createSsoState(),
    };
    return () => forgetHandoverInMemory();
  },
  play: async () => {
    await expect(screen.getByRole('status')).toHaveTextContent('Connexion en cours');
    await waitFor(() => expect(document.title).toBe('Connexion | Rupteo'));
  },
};

export const Refused: Story = {
  name: 'Refus du fournisseur d’identité',
  parameters: { route: '/connexion-sso/?error=not_partner' },
  play: async () => {
    await expect(screen.getByRole('alert')).toHaveTextContent(REFUSAL);
  },
};
