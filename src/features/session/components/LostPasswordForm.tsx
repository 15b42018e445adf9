import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { FormikProvider, useFormik } from 'formik';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { TextField } from '@/ui/form';
import { lostPasswordSchema, type LostPasswordValues } from '../lostPasswordSchema';
import { loginViewChanged, passwordHelpRequested, selectPasswordHelp } from '../sessionSlice';

/** Lost password (spec 000 §2): e-mail, Envoyer and Annuler (back to the login form). */
export function LostPasswordForm() {
  const dispatch = useAppDispatch();
  const { submitting, error } = useAppSelector(selectPasswordHelp);
  const formik = useFormik<LostPasswordValues>({
    initialValues: { email: '' },
    validationSchema: lostPasswordSchema,
    onSubmit: (values) => {
      dispatch(passwordHelpRequested({ email: values.email }));
    },
  });
  // General site: the server's refusal is also set on the e-mail field.
  const { setFieldError } = formik;
  useEffect(() => {
    if (error) setFieldError('email', error);
  }, [error, setFieldError]);

  return (
    <FormikProvider value={formik}>
      <form noValidate onSubmit={formik.handleSubmit}>
        <Dialog.Body>
          <Stack gap="4">
            <Text>
              Indiquez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir
              un nouveau mot de passe.
            </Text>
            <TextField name="email" type="email" label="E-mail" required autoComplete="username" />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button
            variant="outline"
            disabled={submitting}
            onClick={() => dispatch(loginViewChanged('login'))}
          >
            Annuler
          </Button>
          <Button type="submit" loading={submitting} loadingText="Envoi…">
            Envoyer
          </Button>
        </Dialog.Footer>
      </form>
    </FormikProvider>
  );
}
