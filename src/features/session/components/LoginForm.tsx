import { Button, Dialog, Link, Stack, Text } from '@chakra-ui/react';
import { paths } from '@/config/paths';
import { FormikProvider, useFormik } from 'formik';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useSite } from '@/lib/site/SiteContext';
import { CheckboxField, PasswordField, TextField } from '@/ui/form';
import { AppLink } from '@/ui/link/AppLink';
import { loginSchema, type LoginValues } from '../loginSchema';
import { isPartnerEmail, PARTNER_NAME } from '@/config/partner';
import {
  loginDialogClosed,
  loginRequested,
  loginViewChanged,
  selectLoginForm,
  ssoLoginRequested,
} from '../sessionSlice';

export const SSO_BUTTON_LABEL = `Se connecter avec mon compte ${PARTNER_NAME}`;

/**
 * The login form. An e-mail of the partner domain hides the password and the submit button and
 * shows the single-sign-on button instead (spec 000 §4).
 */
export function LoginForm() {
  const site = useSite();
  const dispatch = useAppDispatch();
  const { submitting, error } = useAppSelector(selectLoginForm);
  const general = site.id === 'general';

  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '', rememberMe: false },
    validationSchema: loginSchema,
    onSubmit: (values) => {
      dispatch(
        loginRequested({
          username: values.email.trim(),
          password: values.password,
          ...(general ? {} : { rememberMe: values.rememberMe }),
        }),
      );
    },
  });

  const { setFieldError } = formik;
  useEffect(() => {
    if (error?.field)
      setFieldError(error.field === 'username' ? 'email' : 'password', error.message);
  }, [error, setFieldError]);

  const partner = isPartnerEmail(formik.values.email);

  return (
    <FormikProvider value={formik}>
      <form noValidate onSubmit={formik.handleSubmit}>
        <Dialog.Body>
          <Stack gap="4">
            <Text>
              {general
                ? `Connectez-vous à votre espace via vos identifiants envoyés par ${PARTNER_NAME}`
                : 'Indiquez vos identifiants pour accéder à votre espace personnel.'}
            </Text>
            <TextField name="email" type="email" label="E-mail" required autoComplete="username" />
            {partner ? (
              <Text fontSize="sm" role="status">
                Les comptes {PARTNER_NAME} se connectent par l’authentification unique.
              </Text>
            ) : (
              <>
                <PasswordField
                  name="password"
                  label="Mot de passe"
                  required
                  autoComplete="current-password"
                />
                <Link asChild alignSelf="flex-start" fontSize="sm">
                  <button type="button" onClick={() => dispatch(loginViewChanged('lostPassword'))}>
                    Mot de passe oublié ?
                  </button>
                </Link>
                {!general && <CheckboxField name="rememberMe" label="Se souvenir de moi" />}
              </>
            )}
            <AppLink
              to={paths.registration.getHref()}
              alignSelf="flex-start"
              onClick={() => dispatch(loginDialogClosed())}
            >
              {general ? "Je n'ai pas de compte" : 'Inscrivez-vous'}
            </AppLink>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          {partner ? (
            <Button
              type="button"
              loading={submitting}
              loadingText="Redirection…"
              onClick={() => dispatch(ssoLoginRequested({ email: formik.values.email }))}
            >
              {SSO_BUTTON_LABEL}
            </Button>
          ) : (
            <Button type="submit" loading={submitting} loadingText="Connexion…">
              Se connecter
            </Button>
          )}
        </Dialog.Footer>
      </form>
    </FormikProvider>
  );
}
