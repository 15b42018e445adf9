import type { Meta, StoryObj } from '@storybook/react-vite';
import { toaster } from '@/ui/toast/toaster';
import { delay, http } from 'msw';
import { expect, screen } from 'storybook/test';
import { createSsoState } from '@/features/session/ssoState';
import { SSO_STATE_MISMATCH_MESSAGE } from '@/features/session/ssoSagas';
import { forgetHandoverInMemory, HANDOVER_GLOBAL } from '@/lib/sso/handoverAddress';
import { SsoHandoverPage } from './SsoHandoverPage';

/**
 * What the page's start-up script leaves in memory when the address carried a hand-over (the
 * credentials never stay in the address: src/lib/sso/handoverAddress.ts).
 */
function handOver(handover: Record<string, string>) {
  (window as unknown as Record<string, unknown>)[HANDOVER_GLOBAL] = handover;
  return () => forgetHandoverInMemory();
}

const meta = {
  title: 'Commun/Compte/SsoHandoverPage',
  component: SsoHandoverPage,
  globals: { site: 'carbon' },
  // Toasts are global: a story's toasts must not outlive it.
  beforeEach: () => () => toaster.remove(),
} satisfies Meta<typeof SsoHandoverPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  name: 'Connexion en cours',
  args: { search: '?destination=%2F' },
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/user/', () => delay('infinite')));
    // The state this tab kept when it left for the single-sign-on host.
    return handOver({ token: 'usr.story', refreshToken: 'usr.refresh', state: createSsoState() });
  },
  play: async () => {
    await expect(screen.getByRole('status')).toHaveTextContent('Connexion en cours');
  },
};

export const Refused: Story = {
  name: 'Refus du fournisseur d’identité',
  args: { search: '?error=not_partner' },
  play: async () => {
    await expect(screen.getByRole('alert')).toHaveTextContent(
      'L’authentification unique est réservée aux comptes Batiprime.',
    );
    await expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  },
};

export const UnknownRefusal: Story = {
  name: 'Refus inconnu : texte générique',
  args: { search: `?error=${encodeURIComponent('Appelez le 08 99 00 00 00')}` },
  play: async () => {
    await expect(screen.getByRole('alert')).toHaveTextContent(
      "La connexion par l’authentification unique n'a pas abouti. Veuillez réessayer.",
    );
    await expect(screen.queryByText(/08 99/)).not.toBeInTheDocument();
  },
};

export const SomeoneElsesLink: Story = {
  name: 'Lien fait par quelqu’un d’autre (sans l’état de cet onglet)',
  args: { search: '?destination=%2F' },
  beforeEach: () => handOver({ token: 'usr.story', refreshToken: 'usr.refresh' }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Connexion impossible');
    await expect(screen.getByRole('alert')).toHaveTextContent(SSO_STATE_MISMATCH_MESSAGE);
  },
};

export const MissingToken: Story = {
  name: 'Sans jeton',
  args: { search: '' },
  play: async () => {
    await expect(screen.getByRole('alert')).toBeInTheDocument();
  },
};
