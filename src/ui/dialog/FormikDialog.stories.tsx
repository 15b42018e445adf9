import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { object } from 'yup';
import { recipientFields, senderFields } from '@/domain/emailRecipients';
import { RecipientFields, SenderFields } from '@/ui/form';
import { FormikDialog } from './FormikDialog';

const EMPTY = { firstname: '', lastname: '', senderEmail: '', email1: '', email2: '', email3: '' };

/**
 * A dialog holding one Formik form, 'Annuler' and the submit button in its footer: here the sender
 * and recipient fields of the sending dialogs (a result, a floor solution).
 */
const meta = {
  title: 'Commun/Composants/FormikDialog',
  component: FormikDialog,
  args: {
    open: true,
    title: 'Envoyer par e-mail',
    onClose: fn(),
    onSubmit: fn(),
    submitting: false,
    submitLabel: 'Envoyer',
    submittingLabel: 'Envoi…',
    initialValues: EMPTY,
    validationSchema: object({ ...senderFields(), ...recipientFields() }),
    children: (
      <>
        <SenderFields />
        <RecipientFields />
      </>
    ),
  },
} satisfies Meta<typeof FormikDialog<typeof EMPTY>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vide, puis remplie',
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Envoyer par e-mail' });
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.getAllByText('Champ obligatoire')).toHaveLength(4));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Prénom/ }), 'Claire');
    await userEvent.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Martin');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Votre e-mail/ }),
      'claire@exemple.fr',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail 1/ }), 'bureau@exemple');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await expect(await screen.findByText('E-mail invalide')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail 1/ }), '.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

export const Submitting: Story = {
  name: 'Envoi en cours',
  args: { submitting: true },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Envoyer par e-mail' });
    // Closing and cancelling are refused while the form is being sent.
    await expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
