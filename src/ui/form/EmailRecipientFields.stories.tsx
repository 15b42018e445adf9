import { Button, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { object } from 'yup';
import { recipientFields, senderFields } from '@/domain/emailRecipients';
import { RecipientFields, SenderFields } from './EmailRecipientFields';

const EMPTY = { firstname: '', lastname: '', senderEmail: '', email1: '', email2: '', email3: '' };

/** The fields of the send-by-e-mail forms (a floor solution, a cluster's PDF) with their rules. */
function SendForm({ withSender = true }: { withSender?: boolean }) {
  const schema = object({ ...(withSender ? senderFields() : {}), ...recipientFields() });
  return (
    <Formik initialValues={EMPTY} validationSchema={schema} onSubmit={() => undefined}>
      <Form noValidate aria-label="Envoyer par e-mail">
        <Stack gap="4" maxW="md" p="4">
          {withSender && <SenderFields />}
          <RecipientFields />
          <Button type="submit">Envoyer</Button>
        </Stack>
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'Commun/Composants/EmailRecipientFields',
  component: SendForm,
} satisfies Meta<typeof SendForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SenderAndRecipients: Story = {
  name: 'Expéditeur et destinataires',
  play: async () => {
    await expect(screen.getByText('Vos coordonnées')).toBeVisible();
    await expect(screen.getByText('Destinataires (3 au maximum)')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/E-mail 2/), 'pas-une-adresse');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.getAllByText('Champ obligatoire')).toHaveLength(4));
    await expect(screen.getByText('E-mail invalide')).toBeVisible();
  },
};

export const RecipientsOnly: Story = {
  name: 'Destinataires seuls',
  args: { withSender: false },
  play: async () => {
    await expect(screen.queryByText('Vos coordonnées')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.getAllByText('Champ obligatoire')).toHaveLength(1));
  },
};
