/**
 * The account's small form dialogs (e-mail change, password change, password of a reset link): a
 * card with one Formik form, the submit button busy while the request is under way.
 */
import { FormikProvider, type FormikContextType, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { PasswordField } from '@/ui/form';
import { FormDialog } from '@/ui/dialog/FormDialog';
import type { SubmitStatus } from '../accountSlice';
import { PasswordCriteriaChecklist } from './PasswordCriteriaChecklist';

export interface AccountFormDialogProps<Values extends FormikValues> {
  open: boolean;
  title: string;
  submitLabel: string;
  status: SubmitStatus;
  onClose: () => void;
  formik: FormikContextType<Values>;
  /** The fields. */
  children: ReactNode;
}

export function AccountFormDialog<Values extends FormikValues>({
  open,
  title,
  submitLabel,
  status,
  onClose,
  formik,
  children,
}: AccountFormDialogProps<Values>) {
  return (
    <FormDialog
      layout="card"
      open={open}
      title={title}
      submitLabel={submitLabel}
      busy={status === 'submitting'}
      onClose={onClose}
      onSubmit={() => formik.handleSubmit()}
    >
      <FormikProvider value={formik}>{children}</FormikProvider>
    </FormDialog>
  );
}

/** A new password with the live criteria checklist, then its confirmation. */
export function NewPasswordFields({ password }: { password: string }) {
  return (
    <>
      <PasswordField
        name="password"
        label="Nouveau mot de passe"
        required
        autoComplete="new-password"
      />
      <PasswordCriteriaChecklist password={password} />
      <PasswordField
        name="passwordConfirmation"
        label="Confirmation du mot de passe"
        required
        autoComplete="new-password"
      />
    </>
  );
}
