import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '../contactSchema';
import { emptyShare, SHARE_TITLE, ShareDialog } from './ShareDialog';

/** A floor solution sent by e-mail to 1 to 3 recipients, the sender prefilled from the profile. */
const meta = {
  title: 'Plancher/Solutions/ShareDialog',
  component: ShareDialog,
  globals: { site: 'floor' },
  args: {
    open: true,
    submitting: false,
    initialValues: {
      ...emptyShare,
      firstname: 'Claire',
      lastname: 'Martin',
      senderEmail: 'claire.martin@maconnerie-martin.fr',
    },
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prefilled: Story = {
  name: 'Coordonnées préremplies',
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: SHARE_TITLE });
    await expect(screen.getByLabelText(/^Prénom/)).toHaveValue('Claire');
    await userEvent.type(screen.getByLabelText(/^E-mail 1/), 'bureau@etudes.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ email1: 'bureau@etudes.fr', lastname: 'Martin' }),
        expect.anything(),
      ),
    );
  },
};

export const Errors: Story = {
  name: 'Erreurs de saisie',
  args: { initialValues: emptyShare },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: SHARE_TITLE });
    await userEvent.type(screen.getByLabelText(/^E-mail 2/), 'pas-une-adresse');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await expect((await screen.findAllByText(REQUIRED_MESSAGE)).length).toBe(4);
    await expect(screen.getByText(INVALID_EMAIL_MESSAGE)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  name: 'Envoi en cours',
  args: { submitting: true },
  play: async () => {
    await screen.findByRole('dialog', { name: SHARE_TITLE });
    await expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Fermer' })).toBeDisabled();
  },
};
