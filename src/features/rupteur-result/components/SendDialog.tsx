import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { TextField } from '@/ui/form';
import type { SendRequest, SendVariant } from '../resultSlice';
import { CancelButton, FormDialog } from '@/ui/dialog/FormDialog';
import { sendSchema, shareSchema } from './sendSchema';

export interface SendDialogProps {
  open: boolean;
  submitting: boolean;
  /** 'visitor': the share-by-mail form also asks the sender's name and e-mail. */
  variant: SendVariant;
  onSubmit: (values: SendRequest) => void;
  onClose: () => void;
}

const FORM_ID = 'rupteur-result-send';

const emptyForm: Required<SendRequest> = {
  email1: '',
  email2: '',
  email3: '',
  firstname: '',
  lastname: '',
  senderEmail: '',
};

/** 'Envoyer par email': the report to 1 to 3 addresses. */
export function SendDialog({ open, submitting, variant, onSubmit, onClose }: SendDialogProps) {
  const visitor = variant === 'visitor';
  return (
    <FormDialog
      open={open}
      title={visitor ? 'Partager par email' : 'Envoyer par email'}
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
      <Formik
        initialValues={emptyForm}
        validationSchema={visitor ? shareSchema : sendSchema}
        onSubmit={(values) =>
          onSubmit(
            visitor
              ? values
              : { email1: values.email1, email2: values.email2, email3: values.email3 },
          )
        }
      >
        <Form id={FORM_ID} noValidate>
          <Stack gap="4">
            {visitor && (
              <>
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
              </>
            )}
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
