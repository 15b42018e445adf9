import { FormikProvider, useFormik } from 'formik';
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
import { FormDialog } from '@/ui/dialog/FormDialog';
import { PasswordCriteriaChecklist } from './PasswordCriteriaChecklist';
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
  const { resetForm } = formik;
  useCloseOnSuccess(
    status,
    () => {
      resetForm();
      onClose();
    },
    passwordChangeReset,
  );

  return (
    <FormDialog
      layout="card"
      open={open}
      title="Changer le mot de passe du compte"
      submitLabel="Mettre à jour"
      busy={status === 'submitting'}
      onClose={onClose}
      onSubmit={() => formik.handleSubmit()}
    >
      <FormikProvider value={formik}>
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
