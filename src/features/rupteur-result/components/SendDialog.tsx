import { RecipientFields, SenderFields } from '@/ui/form';
import type { SendRequest, SendVariant } from '../resultSlice';
import { FormikDialog } from '@/ui/dialog/FormikDialog';
import { sendSchema, shareSchema } from './sendSchema';

export interface SendDialogProps {
  open: boolean;
  submitting: boolean;
  /** 'visitor': the share-by-mail form also asks the sender's name and e-mail. */
  variant: SendVariant;
  onSubmit: (values: SendRequest) => void;
  onClose: () => void;
}

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
    <FormikDialog
      open={open}
      title={visitor ? 'Partager par email' : 'Envoyer par email'}
      onClose={onClose}
      submitting={submitting}
      submitLabel="Envoyer"
      submittingLabel="Envoi"
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
      {visitor && <SenderFields />}
      <RecipientFields />
    </FormikDialog>
  );
}
