import type { Meta, StoryObj } from '@storybook/react-vite';
import { toaster } from '@/ui/toast/toaster';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { registrationFinished, registrationStepChanged } from '../accountSlice';
import { RegistrationPageContent } from './RegistrationPageContent';
import { withToaster } from '@/testing/storySupport';

const meta = {
  title: 'Commun/Compte/RegistrationPageContent',
  component: RegistrationPageContent,
  globals: { site: 'floor' },
  decorators: [withToaster],
  // Toasts are global: a story's toasts must not outlive it.
  beforeEach: () => () => toaster.remove(),
} satisfies Meta<typeof RegistrationPageContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = () => screen.getByRole('textbox', { name: /^E-mail/ });

export const FloorStep1: Story = {
  name: 'Plancher, étape 1',
  play: async () => {
    await expect(screen.getByText('Étape 1 sur 2')).toBeInTheDocument();
    await expect(screen.getByText(/configurations de planchers/)).toBeInTheDocument();
    await expect(screen.getByRole('combobox', { name: 'Civilité' })).toHaveDisplayValue('Autre');
  },
};

export const CarbonStep1: Story = {
  name: 'Carbone, étape 1',
  globals: { site: 'carbon' },
  play: async () => {
    await expect(screen.getByText(/empreinte carbone/)).toBeInTheDocument();
  },
};

export const RequiredFields: Story = {
  name: 'Champs obligatoires',
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(screen.getAllByText('Champ obligatoire')).toHaveLength(3));
    await expect(screen.getByText('Étape 1 sur 2')).toBeInTheDocument();
  },
};

/** The form refuses what the server would refuse, with the same message (src/domain/fieldLimits.ts). */
export const TooLong: Story = {
  name: 'Valeurs trop longues',
  play: async () => {
    await userEvent.click(screen.getByRole('textbox', { name: /^Nom/ }));
    await userEvent.paste('N'.repeat(256));
    await userEvent.click(screen.getByRole('textbox', { name: 'Téléphone' }));
    await userEvent.paste('0'.repeat(21));
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await expect(await screen.findByText('255 caractères au maximum')).toBeVisible();
    await expect(screen.getByText('20 caractères au maximum')).toBeVisible();
    await expect(screen.getByText('Étape 1 sur 2')).toBeInTheDocument();
  },
};

export const EmailTaken: Story = {
  name: 'Adresse déjà utilisée',
  play: async () => {
    await userEvent.click(email());
    await userEvent.paste('claire.martin@maconnerie-martin.fr');
    await userEvent.tab();
    await expect(
      await screen.findByText('Un compte existe déjà avec cette adresse e-mail.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('textbox', { name: /^Nom/ }));
    await userEvent.paste('Martin');
    await userEvent.click(screen.getByRole('textbox', { name: /^Prénom/ }));
    await userEvent.paste('Claire');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(screen.getByText('Étape 1 sur 2')).toBeInTheDocument();
  },
};

export const Step2: Story = {
  name: 'Étape 2 avec les critères',
  parameters: { storeActions: [registrationStepChanged(2)] },
  play: async () => {
    await expect(screen.getByText('Étape 2 sur 2')).toBeInTheDocument();
    await expect(
      await screen.findByRole('list', { name: 'Critères du mot de passe' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    await waitFor(() => expect(screen.getByText('Ce champ est nécessaire')).toBeInTheDocument());
  },
};

export const PasswordRepeatMismatch: Story = {
  name: 'Mots de passe différents',
  parameters: { storeActions: [registrationStepChanged(2)] },
  play: async () => {
    await userEvent.type(
      screen.getByLabelText(/^Mot de passe/, { selector: 'input' }),
      'Secret2025!',
    );
    await userEvent.type(screen.getByLabelText(/^Répétez/, { selector: 'input' }), 'Secret2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    await waitFor(() =>
      expect(screen.getByText('Le mot passe ne correspond pas.')).toBeInTheDocument(),
    );
  },
};

export const Confirmation: Story = {
  name: 'Inscription enregistrée',
  parameters: { storeActions: [registrationFinished({ success: true })] },
  play: async () => {
    await expect(
      screen.getByRole('heading', { name: 'Votre inscription a été enregistrée avec succès' }),
    ).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
