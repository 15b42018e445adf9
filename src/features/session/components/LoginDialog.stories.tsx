import type { Meta, StoryObj } from '@storybook/react-vite';
import { toaster } from '@/ui/toast/toaster';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { initialSessionState } from '../sessionSlice';
import LoginDialog from './LoginDialog';

/** The dialog, open (the shell opens it when the store asks). */
const meta = {
  title: 'Commun/Connexion/LoginDialog',
  component: LoginDialog,
  args: { open: true },
  // Toasts are global: a story's toasts must not outlive it.
  beforeEach: () => () => toaster.remove(),
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const emailInput = () => screen.getByRole('textbox', { name: /E-mail/ });
const passwordInput = () => screen.queryByLabelText(/^Mot de passe/, { selector: 'input' });

export const General: Story = {
  name: 'Site général',
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'CONNEXION' });
    await expect(dialog).toBeVisible();
    await expect(
      screen.getByText('Connectez-vous à votre espace via vos identifiants envoyés par Batiprime'),
    ).toBeInTheDocument();
    await expect(screen.queryByText('Se souvenir de moi')).not.toBeInTheDocument();
    await expect(screen.getByRole('link', { name: "Je n'ai pas de compte" })).toHaveAttribute(
      'href',
      '/inscription',
    );
  },
};

export const Floor: Story = {
  name: 'Site plancher',
  globals: { site: 'floor' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Connexion' })).toBeVisible();
    await expect(
      screen.getByText('Indiquez vos identifiants pour accéder à votre espace personnel.'),
    ).toBeInTheDocument();
    await expect(screen.getByText('Se souvenir de moi')).toBeInTheDocument();
    await expect(screen.getByRole('link', { name: 'Inscrivez-vous' })).toBeInTheDocument();
  },
};

export const Carbon: Story = {
  name: 'Site carbone',
  globals: { site: 'carbon' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Connexion' })).toBeVisible();
    await expect(screen.getByText('Se souvenir de moi')).toBeInTheDocument();
  },
};

export const RequiredFields: Story = {
  name: 'Champs obligatoires',
  play: async () => {
    await screen.findByRole('dialog', { name: 'CONNEXION' });
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(screen.getAllByText('Champ obligatoire')).toHaveLength(2));
  },
};

export const InvalidEmail: Story = {
  name: 'E-mail invalide',
  play: async () => {
    await screen.findByRole('dialog', { name: 'CONNEXION' });
    await userEvent.type(emailInput(), 'claire@');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(screen.getByText('E-mail invalide')).toBeInTheDocument());
  },
};

export const ShowPassword: Story = {
  name: 'Afficher le mot de passe',
  play: async () => {
    await screen.findByRole('dialog', { name: 'CONNEXION' });
    await expect(passwordInput()).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    await expect(passwordInput()).toHaveAttribute('type', 'text');
  },
};

export const WrongPassword: Story = {
  name: 'Mot de passe incorrect',
  play: async () => {
    await screen.findByRole('dialog', { name: 'CONNEXION' });
    await userEvent.click(emailInput());
    await userEvent.paste('claire.martin@maconnerie-martin.fr');
    await userEvent.type(passwordInput()!, 'faux');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    // The mock backend refuses the credentials.
    await expect(await screen.findByText('Mot de passe incorrect')).toBeInTheDocument();
  },
};

export const PartnerEmail: Story = {
  name: 'Adresse du partenaire : authentification unique',
  globals: { site: 'carbon' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Connexion' });
    await userEvent.click(emailInput());
    await userEvent.paste('marc.lefevre@batiprime.fr');
    await waitFor(() => expect(passwordInput()).toBeNull());
    await expect(screen.queryByRole('button', { name: 'Se connecter' })).toBeNull();
    await expect(
      screen.getByRole('button', { name: 'Se connecter avec mon compte Batiprime' }),
    ).toBeInTheDocument();
  },
};

export const LostPassword: Story = {
  name: 'Mot de passe oublié',
  play: async () => {
    await screen.findByRole('dialog', { name: 'CONNEXION' });
    await userEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    await screen.findByRole('dialog', { name: 'Mot de passe oublié' });
    await expect(screen.getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await expect(await screen.findByRole('dialog', { name: 'CONNEXION' })).toBeVisible();
  },
};

export const LostPasswordUnknown: Story = {
  name: 'Mot de passe oublié : adresse inconnue',
  play: async () => {
    await screen.findByRole('dialog', { name: 'CONNEXION' });
    await userEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    await screen.findByRole('dialog', { name: 'Mot de passe oublié' });
    await userEvent.click(emailInput());
    await userEvent.paste('personne@exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await expect(
      await screen.findByText("Aucun compte n'est associé à cette adresse e-mail."),
    ).toBeInTheDocument();
  },
};

export const ForcedNewPassword: Story = {
  name: 'Nouveau mot de passe obligatoire',
  parameters: {
    session: {
      loginDialog: { ...initialSessionState.loginDialog, open: true, view: 'newPassword' },
    },
  },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Choisissez votre nouveau mot de passe' });
    await userEvent.type(screen.getByLabelText(/^Nouveau/, { selector: 'input' }), 'abc');
    await userEvent.type(screen.getByLabelText(/^Confirmation/, { selector: 'input' }), 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(screen.getByText('6 caractères au minimum')).toBeInTheDocument());
    await expect(screen.getByText("Le mot de passe n'est pas identique")).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { site: 'floor' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
