import { Box, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { Profile } from '@/api/types';
import { useSite } from '@/lib/site/SiteContext';
import { selectUser } from '@/features/session';
import { PostalCodeField, SelectField, TextField } from '@/ui/form';
import {
  profileRequested,
  profileSaveRequested,
  profileSaveReset,
  selectProfile,
} from '../accountSlice';
import { PROFILE_ACTIVITY_OPTIONS } from '../options';
import { accountProfileSchema } from '../schemas';
import { EmailChangeDialog } from './EmailChangeDialog';
import { PasswordChangeDialog } from './PasswordChangeDialog';
import { ProfileLoadState } from './ProfileLoadState';

type Values = Omit<Profile, 'email'>;

function valuesOf(profile: Profile | null): Values {
  const { email: _email, ...rest } = profile ?? ({} as Profile);
  return {
    lastname: rest.lastname ?? '',
    firstname: rest.firstname ?? '',
    activity: rest.activity ?? '',
    fonction: rest.fonction ?? '',
    company: rest.company ?? '',
    siret: rest.siret ?? '',
    phone: rest.phone ?? '',
    address: rest.address ?? '',
    addressComplement: rest.addressComplement ?? '',
    postalCode: rest.postalCode ?? '',
    city: rest.city ?? '',
    country: rest.country ?? '',
  };
}

/** A read-only value with its edit handle (e-mail, masked password). */
function ReadOnlyWithHandle({
  label,
  value,
  handleLabel,
  onEdit,
  type = 'text',
}: {
  label: string;
  value: string;
  handleLabel: string;
  onEdit: () => void;
  type?: 'text' | 'password';
}) {
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" w="full">
        <Input value={value} type={type} readOnly flex="1" />
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={handleLabel}>
          Modifier
        </Button>
      </HStack>
    </Field.Root>
  );
}

/**
 * The account apps' /modification (spec 000 §2): the profile form, the read-only e-mail and the
 * masked password with their edit handles, and 'Sauvegarder les modifications'. The carbon site
 * saves only the last name, first name and company, so only those are offered there.
 */
export function AccountProfilePage() {
  const site = useSite();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const profile = useAppSelector(selectProfile);
  const [emailOpen, setEmailOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const full = site.id !== 'carbon';

  useEffect(() => {
    dispatch(profileRequested());
  }, [dispatch]);

  useEffect(() => {
    if (profile.save === 'succeeded') dispatch(profileSaveReset());
  }, [profile.save, dispatch]);

  const formik = useFormik<Values>({
    initialValues: valuesOf(profile.data),
    enableReinitialize: true,
    // Only the lengths the server accepts: the specification gives this form no rule.
    validationSchema: accountProfileSchema,
    onSubmit: (values) => {
      dispatch(profileSaveRequested({ profile: values }));
    },
  });

  if (!(profile.visible && profile.status === 'loaded')) {
    return (
      <ProfileLoadState
        error={profile.status === 'failed' ? profile.error : null}
        onRetry={() => dispatch(profileRequested())}
      />
    );
  }

  return (
    <Box>
      <FormikProvider value={formik}>
        <form
          noValidate
          aria-label="Mes informations personnelles"
          onSubmit={(event) => {
            event.preventDefault();
            formik.handleSubmit();
          }}
        >
          <Stack gap="5">
            <Text fontSize="sm" color="fg.muted">
              Les champs marqués d'un * sont obligatoires.
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField name="lastname" label="Nom" marked autoComplete="family-name" />
              <TextField name="firstname" label="Prénom" marked autoComplete="given-name" />
              {full && (
                <SelectField
                  name="activity"
                  label="Activité"
                  placeholder="Choisissez votre activité"
                  options={PROFILE_ACTIVITY_OPTIONS}
                />
              )}
              {full && (
                <TextField name="fonction" label="Fonction" autoComplete="organization-title" />
              )}
              <TextField name="company" label="Société" marked autoComplete="organization" />
              {full && <TextField name="siret" label="SIRET" />}
              {full && <TextField name="phone" type="tel" label="Téléphone" autoComplete="tel" />}
              {full && <TextField name="address" label="Adresse" autoComplete="address-line1" />}
              {full && (
                <TextField
                  name="addressComplement"
                  label="Complément d'adresse"
                  autoComplete="address-line2"
                />
              )}
              {full && <PostalCodeField name="postalCode" label="Code postal" />}
              {full && <TextField name="city" label="Ville" autoComplete="address-level2" />}
              {full && <TextField name="country" label="Pays" autoComplete="country-name" />}
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <ReadOnlyWithHandle
                label="E-mail"
                value={profile.data?.email || user?.email || ''}
                handleLabel="Modifier l'adresse e-mail"
                onEdit={() => setEmailOpen(true)}
              />
              <ReadOnlyWithHandle
                label="Mot de passe"
                type="password"
                value="••••••••"
                handleLabel="Modifier le mot de passe"
                onEdit={() => setPasswordOpen(true)}
              />
            </SimpleGrid>
            <Button
              type="submit"
              alignSelf={{ base: 'stretch', md: 'flex-start' }}
              loading={profile.save === 'submitting'}
              loadingText="Sauvegarder les modifications"
            >
              Sauvegarder les modifications
            </Button>
          </Stack>
        </form>
      </FormikProvider>
      <EmailChangeDialog open={emailOpen} onClose={() => setEmailOpen(false)} />
      <PasswordChangeDialog
        open={passwordOpen}
        variant="account"
        onClose={() => setPasswordOpen(false)}
      />
    </Box>
  );
}
