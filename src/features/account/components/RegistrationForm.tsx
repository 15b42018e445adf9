import { Box, Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormikProvider, useFormik, type FormikErrors } from 'formik';
import { useCallback, useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { loginDialogOpened } from '@/features/session';
import { CheckboxField, PasswordField, PostalCodeField, SelectField, TextField } from '@/ui/form';
import { paths } from '@/config/paths';
import { AppLink } from '@/ui/link/AppLink';
import {
  registrationContinueRequested,
  registrationEmailBlurred,
  registrationReset,
  registrationStepChanged,
  registrationSubmitted,
  selectRegistration,
  type RegistrationValues,
} from '../accountSlice';
import { CIVILITY_OPTIONS, REGISTRATION_ACTIVITY_OPTIONS } from '../options';
import { EMAIL_TAKEN_MESSAGE, REGISTRATION_STEP1_FIELDS, registrationSchema } from '../schemas';
import { PasswordCriteriaChecklist } from './PasswordCriteriaChecklist';

export const REGISTRATION_STEPS = 2;

export const EMPTY_REGISTRATION: RegistrationValues = {
  civility: '',
  lastName: '',
  firstName: '',
  email: '',
  company: '',
  activity: '',
  fonction: '',
  siret: '',
  tel: '',
  address: '',
  addressComplement: '',
  postalCode: '',
  city: '',
  country: 'France',
  password: '',
  passwordRepeat: '',
  rgpd: false,
};

/** The confirmation view after a successful registration. */
export function RegistrationConfirmation() {
  const dispatch = useAppDispatch();
  return (
    <Stack gap="4" role="status" align="flex-start">
      <Heading as="h2" size="lg">
        Votre inscription a été enregistrée avec succès
      </Heading>
      <Text>
        Un e-mail de confirmation vient de vous être envoyé. Cliquez sur le lien qu'il contient pour
        activer votre compte : vous pourrez ensuite vous connecter.
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button onClick={() => dispatch(loginDialogOpened())}>Se connecter</Button>
        <Button variant="outline" asChild>
          <RouterLink to="/">Retour à l'accueil</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * The registration form in two steps (spec 000 §2, §4, §5): identity and profile, then the password
 * with the live criteria checklist. The e-mail's availability is checked on blur and on continue.
 */
export function RegistrationForm({
  initialValues,
}: {
  initialValues?: Partial<RegistrationValues>;
}) {
  const dispatch = useAppDispatch();
  const { step, emailCheck, continuing, submit, done } = useAppSelector(selectRegistration);

  useEffect(
    () => () => {
      dispatch(registrationReset());
    },
    [dispatch],
  );

  const takenEmail = emailCheck.status === 'taken' ? emailCheck.email : null;
  const validate = useCallback(
    (values: RegistrationValues): FormikErrors<RegistrationValues> =>
      takenEmail !== null && values.email.trim() === takenEmail
        ? { email: EMAIL_TAKEN_MESSAGE }
        : {},
    [takenEmail],
  );

  const formik = useFormik<RegistrationValues>({
    initialValues: { ...EMPTY_REGISTRATION, ...initialValues },
    validationSchema: registrationSchema,
    validate,
    onSubmit: (values) => {
      dispatch(registrationSubmitted(values));
    },
  });

  // The availability answer arrives after validation ran: validate the e-mail again.
  const { validateForm, setFieldTouched } = formik;
  useEffect(() => {
    if (emailCheck.status === 'taken') {
      void setFieldTouched('email', true, false);
      void validateForm();
    }
  }, [emailCheck, validateForm, setFieldTouched]);

  if (done) return <RegistrationConfirmation />;

  const goOn = async () => {
    const errors = await formik.validateForm();
    for (const field of REGISTRATION_STEP1_FIELDS) void formik.setFieldTouched(field, true, false);
    if (REGISTRATION_STEP1_FIELDS.some((field) => errors[field])) return;
    dispatch(registrationContinueRequested(formik.values.email));
  };

  return (
    <FormikProvider value={formik}>
      <form
        noValidate
        aria-labelledby="registration-step"
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 1) void goOn();
          else formik.handleSubmit();
        }}
      >
        <Stack gap="5">
          <Text id="registration-step" fontWeight="semibold" aria-live="polite">
            Étape {step} sur {REGISTRATION_STEPS}
          </Text>
          {step === 1 ? (
            <>
              <Heading as="h2" size="md">
                Votre identité et votre profil
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                Les champs marqués d'un * sont obligatoires.
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <SelectField name="civility" label="Civilité" options={CIVILITY_OPTIONS} />
                <Box display={{ base: 'none', md: 'block' }} />
                <TextField name="lastName" label="Nom" required autoComplete="family-name" />
                <TextField name="firstName" label="Prénom" required autoComplete="given-name" />
                <TextField
                  name="email"
                  type="email"
                  label="E-mail"
                  required
                  autoComplete="email"
                  onBlur={(event) => dispatch(registrationEmailBlurred(event.target.value))}
                  helperText={
                    emailCheck.status === 'checking' &&
                    emailCheck.email === formik.values.email.trim()
                      ? 'Vérification de l’adresse…'
                      : undefined
                  }
                />
                <TextField name="company" label="Société" autoComplete="organization" />
                <SelectField
                  name="activity"
                  label="Activité"
                  placeholder="Choisissez votre activité"
                  options={REGISTRATION_ACTIVITY_OPTIONS}
                />
                <TextField name="fonction" label="Fonction" autoComplete="organization-title" />
                <TextField name="siret" label="SIRET" />
                <TextField name="tel" type="tel" label="Téléphone" autoComplete="tel" />
                <TextField name="address" label="Adresse" autoComplete="address-line1" />
                <TextField
                  name="addressComplement"
                  label="Complément d'adresse"
                  autoComplete="address-line2"
                />
                <PostalCodeField name="postalCode" label="Code postal" />
                <TextField name="city" label="Ville" autoComplete="address-level2" />
                <TextField name="country" label="Pays" autoComplete="country-name" />
              </SimpleGrid>
              <Button
                type="submit"
                alignSelf={{ base: 'stretch', md: 'flex-end' }}
                loading={continuing}
                loadingText="Vérification…"
              >
                Continuer
              </Button>
            </>
          ) : (
            <>
              <Heading as="h2" size="md">
                Votre mot de passe
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <Stack gap="3">
                  <PasswordField
                    name="password"
                    label="Mot de passe"
                    required
                    autoComplete="new-password"
                  />
                  <PasswordCriteriaChecklist password={formik.values.password} />
                </Stack>
                <PasswordField
                  name="passwordRepeat"
                  label="Répétez le mot de passe"
                  required
                  autoComplete="new-password"
                />
              </SimpleGrid>
              <CheckboxField
                name="rgpd"
                required
                label={
                  <>
                    J'accepte que mes données soient utilisées pour la gestion de mon compte, selon
                    la{' '}
                    <AppLink to={paths.legalNotice.getHref()}>politique de confidentialité</AppLink>
                    .
                  </>
                }
              />
              <HStack gap="3" justify="space-between" wrap="wrap">
                <Button
                  variant="outline"
                  onClick={() => dispatch(registrationStepChanged(1))}
                  disabled={submit === 'submitting'}
                >
                  Retour
                </Button>
                <Button type="submit" loading={submit === 'submitting'} loadingText="Envoi…">
                  Valider mon inscription
                </Button>
              </HStack>
            </>
          )}
          <Text fontSize="sm">
            Vous avez déjà un compte ?{' '}
            <Link asChild>
              <button type="button" onClick={() => dispatch(loginDialogOpened())}>
                Connectez-vous
              </button>
            </Link>
          </Text>
        </Stack>
      </form>
    </FormikProvider>
  );
}
