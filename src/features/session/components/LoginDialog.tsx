import {
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  Field,
  IconButton,
  Input,
  InputGroup,
  Link,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useSite } from '@/app/site/SiteContext';
import { loginSchema, type LoginValues } from '../loginSchema';
import { PARTNER_NAME } from '../partner';
import { loginDialogClosed, loginRequested, selectLoginForm } from '../sessionSlice';

/**
 * The login dialog (spec 000 §2), in its general variant (title CONNEXION) and its floor and carbon
 * variant (with remember-me).
 */
export default function LoginDialog() {
  const site = useSite();
  const dispatch = useAppDispatch();
  const { submitting, error } = useAppSelector(selectLoginForm);
  const [showPassword, setShowPassword] = useState(false);
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

  const emailError = formik.touched.email ? formik.errors.email : undefined;
  const passwordError =
    formik.touched.password || error?.field === 'password' ? formik.errors.password : undefined;

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && dispatch(loginDialogClosed())}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <form noValidate onSubmit={formik.handleSubmit}>
              <Dialog.Header>
                <Dialog.Title>{general ? 'CONNEXION' : 'Connexion'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>
                    {general
                      ? `Connectez-vous à votre espace via vos identifiants envoyés par ${PARTNER_NAME}`
                      : 'Indiquez vos identifiants pour accéder à votre espace personnel.'}
                  </Text>
                  <Field.Root required invalid={Boolean(emailError)}>
                    <Field.Label>
                      E-mail <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      name="email"
                      type="email"
                      autoComplete="username"
                      value={formik.values.email}
                      onChange={formik.handleChange}
                      onBlur={formik.handleBlur}
                    />
                    <Field.ErrorText>{emailError}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={Boolean(passwordError)}>
                    <Field.Label>
                      Mot de passe <Field.RequiredIndicator />
                    </Field.Label>
                    <InputGroup
                      endElement={
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={
                            showPassword ? 'Masquer le mot de passe' : 'Afficher le mot de passe'
                          }
                          aria-pressed={showPassword}
                          onClick={() => setShowPassword((shown) => !shown)}
                        >
                          <span aria-hidden="true">{showPassword ? '🙈' : '👁'}</span>
                        </IconButton>
                      }
                    >
                      <Input
                        name="password"
                        type={showPassword ? 'text' : 'password'}
                        autoComplete="current-password"
                        value={formik.values.password}
                        onChange={formik.handleChange}
                        onBlur={formik.handleBlur}
                      />
                    </InputGroup>
                    <Field.ErrorText>{passwordError}</Field.ErrorText>
                  </Field.Root>
                  {!general && (
                    <Checkbox.Root
                      checked={formik.values.rememberMe}
                      onCheckedChange={(details) =>
                        void formik.setFieldValue('rememberMe', details.checked === true)
                      }
                    >
                      <Checkbox.HiddenInput name="rememberMe" />
                      <Checkbox.Control />
                      <Checkbox.Label>Se souvenir de moi</Checkbox.Label>
                    </Checkbox.Root>
                  )}
                  <Link
                    asChild
                    alignSelf="flex-start"
                    onClick={() => dispatch(loginDialogClosed())}
                  >
                    <RouterLink to="/inscription">
                      {general ? "Je n'ai pas de compte" : 'Inscrivez-vous'}
                    </RouterLink>
                  </Link>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="submit" loading={submitting} loadingText="Connexion…">
                  Se connecter
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fermer" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
