import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { loggedInSession } from '@/testing/storyFixtures';
import { EmailChangeDialog } from './EmailChangeDialog';
import { withKnownUser, withToaster } from '@/testing/storySupport';

const meta = {
  title: 'Commun/Compte/EmailChangeDialog',
  component: EmailChangeDialog,
  args: { open: true, onClose: fn() },
  globals: { site: 'floor' },
  parameters: { session: loggedInSession },
  beforeEach: withKnownUser,
  decorators: [withToaster],
} satisfies Meta<typeof EmailChangeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = () => screen.findByRole('dialog', { name: "Changer l'adresse e-mail" });

export const Prefilled: Story = {
  name: 'Adresse actuelle pré-remplie',
  play: async () => {
    await open();
    await expect(screen.getByRole('textbox', { name: /Adresse e-mail actuelle/ })).toHaveValue(
      'claire.martin@maconnerie-martin.fr',
    );
  },
};

export const SameAddress: Story = {
  name: 'Adresses identiques',
  play: async () => {
    await open();
    await userEvent.click(screen.getByRole('textbox', { name: /Nouvelle adresse/ }));
    await userEvent.paste('claire.martin@maconnerie-martin.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    await waitFor(() =>
      expect(
        screen.getByText(
          'Les adresses e-mail sont identiques. Veuillez renseigner une adresse e-mail différente.',
        ),
      ).toBeInTheDocument(),
    );
  },
};

export const Failure: Story = {
  name: 'Adresse déjà utilisée',
  play: async () => {
    await open();
    await userEvent.click(screen.getByRole('textbox', { name: /Nouvelle adresse/ }));
    await userEvent.paste('julien.bernard@bet-structure.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    await expect(
      await screen.findByText('Un compte existe déjà avec cette adresse e-mail.'),
    ).toBeVisible();
  },
};

export const Success: Story = {
  name: 'Confirmation envoyée',
  play: async ({ args }) => {
    await open();
    await userEvent.click(screen.getByRole('textbox', { name: /Nouvelle adresse/ }));
    await userEvent.paste('claire.nouvelle@exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
