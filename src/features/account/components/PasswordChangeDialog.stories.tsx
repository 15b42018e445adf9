import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { loggedInSession } from '@/testing/storyFixtures';
import { PasswordChangeDialog } from './PasswordChangeDialog';
import { withKnownUser, withToaster } from '@/testing/storySupport';

const meta = {
  title: 'Commun/Compte/PasswordChangeDialog',
  component: PasswordChangeDialog,
  args: { open: true, onClose: fn() },
  parameters: { session: loggedInSession },
  beforeEach: withKnownUser,
  decorators: [withToaster],
} satisfies Meta<typeof PasswordChangeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Changer le mot de passe du compte' });
const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
/** Types a value at once (pasting keeps the story fast). */
async function fill(name: RegExp, value: string) {
  await userEvent.click(field(name));
  await userEvent.paste(value);
}

export const General: Story = {
  name: 'Site général',
  play: async () => {
    await dialog();
    await expect(screen.queryByLabelText(/Mot de passe actuel/)).not.toBeInTheDocument();
    await expect(
      await screen.findByRole('list', { name: 'Critères du mot de passe' }),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Mettre à jour' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  },
};

export const Account: Story = {
  name: 'Espace compte (mot de passe actuel)',
  globals: { site: 'floor' },
  play: async () => {
    await dialog();
    await expect(field(/Mot de passe actuel/)).toBeInTheDocument();
    await expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const ValidationErrors: Story = {
  name: 'Erreurs de saisie',
  play: async () => {
    await dialog();
    await fill(/^Nouveau mot de passe/, 'abc');
    await fill(/^Confirmation/, 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    await waitFor(() => expect(screen.getByText('6 caractères au minimum')).toBeInTheDocument());
    await expect(screen.getByText("Le mot de passe n'est pas identique")).toBeInTheDocument();
  },
};

export const Success: Story = {
  name: 'Mot de passe modifié',
  globals: { site: 'floor' },
  play: async ({ args }) => {
    await dialog();
    await fill(/Mot de passe actuel/, 'Rupteo2024!');
    await fill(/^Nouveau mot de passe/, 'Nouveau2025!');
    await fill(/^Confirmation/, 'Nouveau2025!');
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(await screen.findByText('Votre mot de passe a bien été modifié')).toBeVisible();
  },
};

export const Failure: Story = {
  name: 'Mot de passe actuel incorrect',
  globals: { site: 'carbon' },
  play: async () => {
    await dialog();
    await fill(/Mot de passe actuel/, 'pas-le-bon');
    await fill(/^Nouveau mot de passe/, 'Nouveau2025!');
    await fill(/^Confirmation/, 'Nouveau2025!');
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    await expect(await screen.findByText('Le mot de passe actuel est incorrect.')).toBeVisible();
  },
};
