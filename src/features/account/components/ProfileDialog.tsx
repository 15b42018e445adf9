import { SimpleGrid, Text } from '@chakra-ui/react';
import { FormikProvider, useFormik } from 'formik';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { Profile } from '@/api/types';
import { PasswordField, TextField } from '@/ui/form';
import {
  profileRequested,
  profileSaveRequested,
  profileSaveReset,
  selectProfile,
} from '../accountSlice';
import { generalProfileSchema } from '../schemas';
import { FormDialog } from '@/ui/dialog/FormDialog';
import { ProfileLoadState } from './ProfileLoadState';
import { useCloseOnSuccess } from './useCloseOnSuccess';

export interface ProfileDialogProps {
  open: boolean;
  onClose: () => void;
}

interface Values {
  lastname: string;
  firstname: string;
  email: string;
  company: string;
  siret: string;
  phone: string;
  fonction: string;
  password: string;
  passwordConfirmation: string;
}

function valuesOf(profile: Profile | null): Values {
  return {
    lastname: profile?.lastname ?? '',
    firstname: profile?.firstname ?? '',
    email: profile?.email ?? '',
    company: profile?.company ?? '',
    siret: profile?.siret ?? '',
    phone: profile?.phone ?? '',
    fonction: profile?.fonction ?? '',
    password: '',
    passwordConfirmation: '',
  };
}

/**
 * General site: 'Données personnelles' (spec 000 §2, §5). The profile loads when the dialog opens;
 * 'Enregistrer' saves it, with a new password when one is typed.
 */
export function ProfileDialog({ open, onClose }: ProfileDialogProps) {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);

  useEffect(() => {
    if (open) dispatch(profileRequested());
  }, [open, dispatch]);

  const formik = useFormik<Values>({
    initialValues: valuesOf(profile.data),
    enableReinitialize: true,
    validationSchema: generalProfileSchema,
    onSubmit: ({ password, passwordConfirmation, ...fields }) => {
      dispatch(
        profileSaveRequested({
          profile: { ...(profile.data ?? {}), ...fields },
          ...(password ? { plainPassword: { password, passwordConfirmation } } : {}),
        }),
      );
    },
  });
  useCloseOnSuccess(profile.save, onClose, profileSaveReset);
  const ready = profile.visible && profile.status === 'loaded';

  return (
    <FormDialog
      layout="card"
      open={open}
      size="lg"
      title="Données personnelles"
      submitLabel="Enregistrer"
      busy={profile.save === 'submitting'}
      onClose={onClose}
      onSubmit={() => (ready ? formik.handleSubmit() : undefined)}
    >
      {ready ? (
        <FormikProvider value={formik}>
          <Text fontSize="sm" color="fg.muted">
            Les champs marqués d'un * sont obligatoires.
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField name="lastname" label="Nom" required autoComplete="family-name" />
            <TextField name="firstname" label="Prénom" required autoComplete="given-name" />
            <TextField name="email" type="email" label="E-mail" required autoComplete="email" />
            <TextField name="company" label="Société" required autoComplete="organization" />
            <TextField name="siret" label="SIRET" required />
            <TextField name="phone" type="tel" label="Téléphone" autoComplete="tel" />
            <TextField name="fonction" label="Fonction" autoComplete="organization-title" />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <PasswordField
              name="password"
              label="Nouveau mot de passe"
              autoComplete="new-password"
              helperText="Laissez vide pour garder votre mot de passe."
            />
            <PasswordField
              name="passwordConfirmation"
              label="Confirmation du mot de passe"
              autoComplete="new-password"
            />
          </SimpleGrid>
        </FormikProvider>
      ) : (
        <ProfileLoadState
          error={profile.status === 'failed' ? profile.error : null}
          onRetry={() => dispatch(profileRequested())}
        />
      )}
    </FormDialog>
  );
}
