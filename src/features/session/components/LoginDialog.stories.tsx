import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import LoginDialog from './LoginDialog';

/** The dialog renders open as soon as it is mounted (the shell mounts it when the store asks). */
const meta = {
  title: 'Session/LoginDialog',
  component: LoginDialog,
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  name: 'Site général',
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'CONNEXION' });
    await expect(dialog).toBeVisible();
    await expect(screen.queryByText('Se souvenir de moi')).not.toBeInTheDocument();
    await expect(screen.getByRole('link', { name: "Je n'ai pas de compte" })).toBeInTheDocument();
  },
};

export const Floor: Story = {
  name: 'Site plancher',
  globals: { site: 'floor' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Connexion' })).toBeVisible();
    await expect(screen.getByText('Se souvenir de moi')).toBeInTheDocument();
    await expect(screen.getByRole('link', { name: 'Inscrivez-vous' })).toBeInTheDocument();
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

export const WrongPassword: Story = {
  name: 'Mot de passe incorrect',
  play: async () => {
    await screen.findByRole('dialog', { name: 'CONNEXION' });
    await userEvent.type(
      screen.getByRole('textbox', { name: /E-mail/ }),
      'claire.martin@maconnerie-martin.fr',
    );
    await userEvent.type(screen.getByLabelText(/Mot de passe/, { selector: 'input' }), 'faux');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    // The mock backend refuses the credentials.
    await expect(await screen.findByText('Mot de passe incorrect')).toBeInTheDocument();
  },
};
