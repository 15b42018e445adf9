import { useFormik } from 'formik';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectUser } from '@/features/session';
import { TextField } from '@/ui/form';
import { emailChangeRequested, emailChangeReset, selectEmailChange } from '../accountSlice';
import { emailChangeSchema } from '../schemas';
import { AccountFormDialog } from './AccountFormDialog';
import { useCloseOnSuccess } from './useCloseOnSuccess';

export interface EmailChangeDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * E-mail change (spec 000 §2, §5): currentEmail (filled with the user's) and newEmail, which must
 * differ. The server e-mails a confirmation link to the new address.
 */
export function EmailChangeDialog({ open, onClose }: EmailChangeDialogProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { status } = useAppSelector(selectEmailChange);
  const formik = useFormik({
    initialValues: { currentEmail: user?.email ?? '', newEmail: '' },
    enableReinitialize: true,
    validationSchema: emailChangeSchema,
    onSubmit: (values) => {
      dispatch(emailChangeRequested(values));
    },
  });
  useCloseOnSuccess(status, onClose, emailChangeReset, formik.resetForm);

  return (
    <AccountFormDialog
      open={open}
      title="Changer l'adresse e-mail"
      submitLabel="Mettre à jour"
      status={status}
      onClose={onClose}
      formik={formik}
    >
      <TextField
        name="currentEmail"
        type="email"
        label="Adresse e-mail actuelle"
        required
        autoComplete="email"
      />
      <TextField
        name="newEmail"
        type="email"
        label="Nouvelle adresse e-mail"
        required
        autoComplete="off"
      />
    </AccountFormDialog>
  );
}
