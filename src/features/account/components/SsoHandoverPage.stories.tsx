import type { Meta, StoryObj } from '@storybook/react-vite';
import { toaster } from '@/ui/toast/toaster';
import { delay, http } from 'msw';
import { expect, screen } from 'storybook/test';
import { SsoHandoverPage } from './SsoHandoverPage';

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
  args: { search: '?token=usr.story&refreshToken=usr.refresh&destination=%2F' },
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/user/', () => delay('infinite')));
  },
  play: async () => {
    await expect(screen.getByRole('status')).toHaveTextContent('Connexion en cours');
  },
};

export const Refused: Story = {
  name: 'Refus du fournisseur d’identité',
  args: {
    search: `?error=${encodeURIComponent('L’authentification unique est réservée aux comptes Batiprime.')}`,
  },
  play: async () => {
    await expect(screen.getByRole('alert')).toHaveTextContent(
      'L’authentification unique est réservée aux comptes Batiprime.',
    );
    await expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  },
};

export const MissingToken: Story = {
  name: 'Sans jeton',
  args: { search: '' },
  play: async () => {
    await expect(screen.getByRole('alert')).toBeInTheDocument();
  },
};
