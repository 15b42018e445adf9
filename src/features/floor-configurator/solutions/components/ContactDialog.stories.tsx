import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { REQUIRED_MESSAGE } from '../contactSchema';
import {
  ATTACHED_DATA_TEXT,
  CONTACT_TITLE,
  ContactDialog,
  emptyContact,
  THANK_YOU_TITLE,
} from './ContactDialog';

/** 'Contacter le bureau d'études' from the floor results: the request, then the thank-you view. */
const meta = {
  title: 'Plancher/Solutions/ContactDialog',
  component: ContactDialog,
  globals: { site: 'floor' },
  args: {
    open: true,
    submitting: false,
    sent: false,
    agencyName: 'BET Rhône',
    initialValues: {
      ...emptyContact,
      lastName: 'Martin',
      firstName: 'Claire',
      company: 'Maçonnerie Martin',
      email: 'claire.martin@maconnerie-martin.fr',
    },
    onSubmit: fn(),
    onClose: fn(),
    onHome: fn(),
  },
} satisfies Meta<typeof ContactDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prefilled: Story = {
  name: 'Demande préremplie',
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: CONTACT_TITLE });
    await expect(dialog).toHaveTextContent(ATTACHED_DATA_TEXT);
    await expect(dialog).toHaveTextContent("Bureau d'études : BET Rhône");
    await expect(screen.getByLabelText(/^Société/)).toHaveValue('Maçonnerie Martin');
  },
};

export const Errors: Story = {
  name: 'Champs obligatoires',
  args: { initialValues: emptyContact, agencyName: null },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: CONTACT_TITLE });
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await expect((await screen.findAllByText(REQUIRED_MESSAGE)).length).toBe(6);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  name: 'Demande envoyée',
  args: { sent: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: THANK_YOU_TITLE });
    await expect(dialog).toHaveTextContent(
      "Votre demande a bien été transmise au bureau d'études BET Rhône. Il vous recontactera rapidement.",
    );
    await userEvent.click(screen.getByRole('button', { name: "Retour à l'accueil" }));
    await expect(args.onHome).toHaveBeenCalledTimes(1);
  },
};
