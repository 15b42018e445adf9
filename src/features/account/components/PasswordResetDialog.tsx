import { useFormik } from 'formik';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { passwordResetClosed, passwordResetSubmitted, selectPasswordReset } from '../accountSlice';
import { newPasswordSchema } from '../schemas';
import { AccountFormDialog, NewPasswordFields } from './AccountFormDialog';

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
    <AccountFormDialog
      open={open}
      title="Choisissez un nouveau mot de passe"
      submitLabel="Enregistrer"
      status={status}
      onClose={() => dispatch(passwordResetClosed())}
      formik={formik}
    >
      <NewPasswordFields password={formik.values.password} />
    </AccountFormDialog>
  );
}
