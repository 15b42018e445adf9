import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { loggedInSession } from '@/testing/storyFixtures';
import { AccountProfilePage } from './AccountProfilePage';
import { withKnownUser, withToaster } from '@/testing/storySupport';

const meta = {
  title: 'Commun/Compte/AccountProfilePage',
  component: AccountProfilePage,
  globals: { site: 'floor' },
  parameters: { session: loggedInSession },
  beforeEach: withKnownUser,
  decorators: [withToaster],
} satisfies Meta<typeof AccountProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = () =>
  screen.findByRole('form', { name: 'Mes informations personnelles' }, { timeout: 3000 });

export const Loading: Story = {
  name: 'Chargement',
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/user/', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Chargement de vos informations',
    );
  },
};

export const Floor: Story = {
  name: 'Site plancher',
  play: async () => {
    const profile = await form();
    await expect(within(profile).getByRole('textbox', { name: /^Nom/ })).toHaveValue('Martin');
    await expect(within(profile).getByRole('combobox', { name: 'Activité' })).toHaveValue('maçon');
    await expect(within(profile).getByRole('textbox', { name: 'E-mail' })).toHaveAttribute(
      'readonly',
    );
    await expect(
      within(profile).getByRole('button', { name: "Modifier l'adresse e-mail" }),
    ).toBeInTheDocument();
    await expect(
      within(profile).getByRole('button', { name: 'Sauvegarder les modifications' }),
    ).toBeInTheDocument();
  },
};

export const Carbon: Story = {
  name: 'Site carbone',
  globals: { site: 'carbon' },
  play: async () => {
    const profile = await form();
    await expect(within(profile).queryByRole('combobox', { name: 'Activité' })).toBeNull();
    await expect(within(profile).getByRole('textbox', { name: /^Société/ })).toBeInTheDocument();
  },
};

export const Saved: Story = {
  name: 'Modifications enregistrées',
  play: async () => {
    const profile = await form();
    const city = within(profile).getByRole('textbox', { name: 'Ville' });
    await userEvent.clear(city);
    await userEvent.click(city);
    await userEvent.paste('Villeurbanne');
    await userEvent.click(
      within(profile).getByRole('button', { name: 'Sauvegarder les modifications' }),
    );
    await expect(
      await screen.findByText('Vos informations ont bien été mises à jour.'),
    ).toBeVisible();
  },
};

/** The form refuses what the server would refuse, with the same message (src/domain/fieldLimits.ts). */
export const TooLong: Story = {
  name: 'Valeurs trop longues',
  play: async () => {
    const profile = await form();
    const phone = within(profile).getByRole('textbox', { name: 'Téléphone' });
    await userEvent.clear(phone);
    await userEvent.click(phone);
    await userEvent.paste('0'.repeat(21));
    const city = within(profile).getByRole('textbox', { name: 'Ville' });
    await userEvent.clear(city);
    await userEvent.click(city);
    await userEvent.paste('V'.repeat(256));
    await userEvent.click(
      within(profile).getByRole('button', { name: 'Sauvegarder les modifications' }),
    );
    await expect(await within(profile).findByText('20 caractères au maximum')).toBeVisible();
    await expect(within(profile).getByText('255 caractères au maximum')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(screen.queryByText('Vos informations ont bien été mises à jour.')).toBeNull();
  },
};

export const PasswordDialog: Story = {
  name: 'Modifier le mot de passe',
  play: async () => {
    const profile = await form();
    await userEvent.click(
      within(profile).getByRole('button', { name: 'Modifier le mot de passe' }),
    );
    await expect(
      await screen.findByRole('dialog', { name: 'Changer le mot de passe du compte' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Erreur de chargement',
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/user/', () => HttpResponse.json({}, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async () => {
    await form();
  },
};
