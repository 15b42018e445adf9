import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { FormikProvider, useFormik } from 'formik';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PasswordField } from '@/ui/form';
import { newPasswordSchema, type NewPasswordValues } from '../passwordSchema';
import { newPasswordSubmitted, selectLoginForm } from '../sessionSlice';

/** General site, first login: the user must choose a new password (spec 000 §4). */
export function NewPasswordForm() {
  const dispatch = useAppDispatch();
  const { submitting, error } = useAppSelector(selectLoginForm);
  const formik = useFormik<NewPasswordValues>({
    initialValues: { password: '', passwordConfirmation: '' },
    validationSchema: newPasswordSchema,
    onSubmit: (values) => {
      dispatch(newPasswordSubmitted(values));
    },
  });
  const { setFieldError } = formik;
  useEffect(() => {
    if (error) setFieldError('password', error.message);
  }, [error, setFieldError]);

  return (
    <FormikProvider value={formik}>
      <form noValidate onSubmit={formik.handleSubmit}>
        <Dialog.Body>
          <Stack gap="4">
            <Text>
              Pour votre première connexion, choisissez un nouveau mot de passe de 6 caractères au
              moins.
            </Text>
            <PasswordField
              name="password"
              label="Nouveau mot de passe"
              required
              autoComplete="new-password"
            />
            <PasswordField
              name="passwordConfirmation"
              label="Confirmation du mot de passe"
              required
              autoComplete="new-password"
            />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button type="submit" loading={submitting} loadingText="Enregistrement…">
            Valider
          </Button>
        </Dialog.Footer>
      </form>
    </FormikProvider>
  );
}
