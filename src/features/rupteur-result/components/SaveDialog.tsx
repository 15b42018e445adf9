import { Button, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { TextField } from '@/ui/form';
import { CancelButton, FormDialog } from '@/ui/dialog/FormDialog';
import { saveSchema } from './saveSchema';

export interface SaveDialogProps {
  open: boolean;
  submitting: boolean;
  /** The name already given, if any. */
  initialName?: string;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

const FORM_ID = 'rupteur-result-save';

/** 'Sauvegarder ce résultat': the simulation's name (3 to 50 characters). */
export function SaveDialog({
  open,
  submitting,
  initialName = '',
  onSubmit,
  onClose,
}: SaveDialogProps) {
  return (
    <FormDialog
      open={open}
      title="Sauvegarder ce résultat"
      onClose={onClose}
      busy={submitting}
      footer={
        <>
          <CancelButton onClick={onClose} disabled={submitting} />
          <Button type="submit" form={FORM_ID} loading={submitting} loadingText="Sauvegarde">
            Sauvegarder
          </Button>
        </>
      }
    >
      <Formik
        initialValues={{ name: initialName }}
        validationSchema={saveSchema}
        onSubmit={(values) => onSubmit(values.name.trim())}
      >
        <Form id={FORM_ID} noValidate>
          <Stack gap="4">
            <Text>
              Donnez un nom à cette simulation pour la retrouver dans votre espace personnel.
            </Text>
            <TextField name="name" label="Nom de la simulation" required autoComplete="off" />
          </Stack>
        </Form>
      </Formik>
    </FormDialog>
  );
}
