import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { TextField } from '@/ui/form';
import { shareSchema } from '../shareSchema';
import type { ShareRequest } from '../solutionsSlice';
import { CancelButton, FormDialog } from '@/ui/dialog/FormDialog';

export const SHARE_TITLE = 'Envoyer par e-mail';

export interface ShareDialogProps {
  open: boolean;
  submitting: boolean;
  /** The sender's name and e-mail, prefilled from the profile. */
  initialValues: ShareRequest;
  onSubmit: (values: ShareRequest) => void;
  onClose: () => void;
}

const FORM_ID = 'floor-solution-share';

export const emptyShare: ShareRequest = {
  firstname: '',
  lastname: '',
  senderEmail: '',
  email1: '',
  email2: '',
  email3: '',
};

/** The solution sent to 1 to 3 recipients (spec 002 §5.4). */
export function ShareDialog({
  open,
  submitting,
  initialValues,
  onSubmit,
  onClose,
}: ShareDialogProps) {
  return (
    <FormDialog
      open={open}
      title={SHARE_TITLE}
      onClose={onClose}
      busy={submitting}
      footer={
        <>
          <CancelButton onClick={onClose} disabled={submitting} />
          <Button type="submit" form={FORM_ID} loading={submitting} loadingText="Envoi">
            Envoyer
          </Button>
        </>
      }
    >
      <Formik initialValues={initialValues} validationSchema={shareSchema} onSubmit={onSubmit}>
        <Form id={FORM_ID} noValidate>
          <Stack gap="4">
            <Text fontWeight="semibold">Vos coordonnées</Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField name="firstname" label="Prénom" required autoComplete="given-name" />
              <TextField name="lastname" label="Nom" required autoComplete="family-name" />
            </SimpleGrid>
            <TextField
              name="senderEmail"
              label="Votre e-mail"
              type="email"
              required
              autoComplete="email"
            />
            <Text fontWeight="semibold">Destinataires (3 au maximum)</Text>
            <TextField name="email1" label="E-mail 1" type="email" required autoComplete="off" />
            <TextField name="email2" label="E-mail 2" type="email" autoComplete="off" />
            <TextField name="email3" label="E-mail 3" type="email" autoComplete="off" />
          </Stack>
        </Form>
      </Formik>
    </FormDialog>
  );
}
