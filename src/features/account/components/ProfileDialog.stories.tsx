import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { loggedInSession } from '@/testing/storyFixtures';
import { ProfileDialog } from './ProfileDialog';
import { withKnownUser, withToaster } from '@/testing/storySupport';

const meta = {
  title: 'Commun/Compte/ProfileDialog',
  component: ProfileDialog,
  args: { open: true, onClose: fn() },
  parameters: { session: loggedInSession },
  beforeEach: withKnownUser,
  decorators: [withToaster],
} satisfies Meta<typeof ProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = () => screen.findByRole('dialog', { name: 'Données personnelles' });

export const Loading: Story = {
  name: 'Chargement',
  beforeEach: ({ msw }) => {
    msw.use(http.post('*/api/user/get-profile', () => delay('infinite')));
  },
  play: async () => {
    await open();
    await expect(screen.getByRole('status')).toHaveTextContent('Chargement de vos informations');
  },
};

export const Filled: Story = {
  name: 'Profil chargé',
  play: async () => {
    await open();
    await expect(
      await screen.findByRole('textbox', { name: /^Nom/ }, { timeout: 3000 }),
    ).toHaveValue('Martin');
    await expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
  },
};

export const RequiredFields: Story = {
  name: 'Champs obligatoires',
  play: async () => {
    await open();
    const lastname = await screen.findByRole('textbox', { name: /^Nom/ }, { timeout: 3000 });
    await userEvent.clear(lastname);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getByText('Champ obligatoire')).toBeInTheDocument());
  },
};

export const LoadError: Story = {
  name: 'Erreur de chargement',
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/api/user/get-profile', () =>
        HttpResponse.json({ success: false, message: 'Une erreur est survenue' }, { status: 500 }),
      ),
    );
  },
  play: async () => {
    await open();
    await waitFor(
      () => expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue'),
      { timeout: 3000 },
    );
    await expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  },
};
