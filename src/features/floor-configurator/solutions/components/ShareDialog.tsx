import { RecipientFields, SenderFields } from '@/ui/form';
import { shareSchema } from '../shareSchema';
import type { ShareRequest } from '../solutionsSlice';
import { FormikDialog } from '@/ui/dialog/FormikDialog';

export const SHARE_TITLE = 'Envoyer par e-mail';

export interface ShareDialogProps {
  open: boolean;
  submitting: boolean;
  /** The sender's name and e-mail, prefilled from the profile. */
  initialValues: ShareRequest;
  onSubmit: (values: ShareRequest) => void;
  onClose: () => void;
}

export const emptyShare: ShareRequest = {
  firstname: '',
  lastname: '',
  senderEmail: '',
  email1: '',
  email2: '',
  email3: '',
};

/** The solution sent to 1 to 3 recipients (spec 002 §5.4). */
export function ShareDialog(props: ShareDialogProps) {
  return (
    <FormikDialog
      {...props}
      title={SHARE_TITLE}
      submitLabel="Envoyer"
      submittingLabel="Envoi"
      validationSchema={shareSchema}
    >
      <SenderFields />
      <RecipientFields />
    </FormikDialog>
  );
}
