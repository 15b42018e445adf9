import { FormikProvider, useFormik } from 'formik';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PasswordField } from '@/ui/form';
import { passwordResetClosed, passwordResetSubmitted, selectPasswordReset } from '../accountSlice';
import { newPasswordSchema } from '../schemas';
import { FormDialog } from '@/ui/dialog/FormDialog';
import { PasswordCriteriaChecklist } from './PasswordCriteriaChecklist';

/**
 * The password popup of a reset link (`/user/data/password/{token}`, spec 000 §2): a new password
 * with the criteria checklist and its confirmation. Open while a reset link's token is pending.
 */
export function PasswordResetDialog({ open }: { open: boolean }) {
  const dispatch = useAppDispatch();
  const { status } = useAppSelector(selectPasswordReset);
  const formik = useFormik({
    initialValues: { password: '', passwordConfirmation: '' },
    validationSchema: newPasswordSchema,
    onSubmit: (values) => {
      dispatch(passwordResetSubmitted(values));
    },
  });
  return (
    <FormDialog
      layout="card"
      open={open}
      title="Choisissez un nouveau mot de passe"
      submitLabel="Enregistrer"
      busy={status === 'submitting'}
      onClose={() => dispatch(passwordResetClosed())}
      onSubmit={() => formik.handleSubmit()}
    >
      <FormikProvider value={formik}>
        <PasswordField
          name="password"
          label="Nouveau mot de passe"
          required
          autoComplete="new-password"
        />
        <PasswordCriteriaChecklist password={formik.values.password} />
        <PasswordField
          name="passwordConfirmation"
          label="Confirmation du mot de passe"
          required
          autoComplete="new-password"
        />
      </FormikProvider>
    </FormDialog>
  );
}
