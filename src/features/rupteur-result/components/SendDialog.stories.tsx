import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SendDialog } from './SendDialog';

const meta = {
  title: 'Site général/Résultat rupteur/SendDialog',
  component: SendDialog,
  globals: { site: 'general' },
  args: { open: true, submitting: false, variant: 'user', onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof SendDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = { name: 'Utilisateur connecté' };

export const Errors: Story = {
  name: 'Champ obligatoire et E-mail invalide',
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText(/E-mail 2/), 'pas-une-adresse');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await expect(await screen.findByText('Champ obligatoire')).toBeInTheDocument();
    await expect(screen.getByText('E-mail invalide')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Valid: Story = {
  name: 'Envoi à deux adresses',
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText(/E-mail 1/), 'a@exemple.fr');
    await userEvent.type(screen.getByLabelText(/E-mail 3/), 'c@exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email1: 'a@exemple.fr',
        email2: '',
        email3: 'c@exemple.fr',
      }),
    );
  },
};

export const Visitor: Story = {
  name: 'Partage par un visiteur',
  args: { variant: 'visitor' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.getAllByText('Champ obligatoire')).toHaveLength(4));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sending: Story = { name: 'Envoi en cours', args: { submitting: true } };
