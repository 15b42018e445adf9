import { useFormik } from 'formik';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useSite } from '@/lib/site/SiteContext';
import { PasswordField } from '@/ui/form';
import { AppLink } from '@/ui/link/AppLink';
import {
  passwordChangeRequested,
  passwordChangeReset,
  selectPasswordChange,
} from '../accountSlice';
import { accountPasswordChangeSchema, passwordChangeSchema } from '../schemas';
import { AccountFormDialog, NewPasswordFields } from './AccountFormDialog';
import { useCloseOnSuccess } from './useCloseOnSuccess';

export interface PasswordChangeDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * 'general': new password and confirmation (general site); 'account': the account apps' form with
   * the current password. Defaults to the site's variant.
   */
  variant?: 'general' | 'account';
}

interface Values {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

const EMPTY: Values = { currentPassword: '', password: '', passwordConfirmation: '' };

/** 'Changer le mot de passe du compte' with the live criteria checklist (spec 000 §2, §5). */
export function PasswordChangeDialog({ open, onClose, variant }: PasswordChangeDialogProps) {
  const site = useSite();
  const dispatch = useAppDispatch();
  const { status } = useAppSelector(selectPasswordChange);
  const account = (variant ?? (site.id === 'general' ? 'general' : 'account')) === 'account';

  const formik = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: account ? accountPasswordChangeSchema : passwordChangeSchema,
    onSubmit: (values) => {
      dispatch(
        passwordChangeRequested({
          ...(account ? { currentPassword: values.currentPassword } : {}),
          password: values.password,
          passwordConfirmation: values.passwordConfirmation,
        }),
      );
    },
  });
  useCloseOnSuccess(status, onClose, passwordChangeReset, formik.resetForm);

  return (
    <AccountFormDialog
      open={open}
      title="Changer le mot de passe du compte"
      submitLabel="Mettre à jour"
      status={status}
      onClose={onClose}
      formik={formik}
    >
      {account && (
        <>
          <PasswordField
            name="currentPassword"
            label="Mot de passe actuel"
            required
            autoComplete="current-password"
          />
          <AppLink to="/" alignSelf="flex-start" fontSize="sm">
            Mot de passe oublié ?
          </AppLink>
        </>
      )}
      <NewPasswordFields password={formik.values.password} />
    </AccountFormDialog>
  );
}
