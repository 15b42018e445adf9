import { Button, SimpleGrid, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { TextField } from '@/ui/form';
import { contactSchema } from '../contactSchema';
import type { ContactRequest } from '../solutionsSlice';
import { FormikDialog } from '@/ui/dialog/FormikDialog';
import { TextareaField } from './TextareaField';

export const CONTACT_TITLE = "Contacter le bureau d'études";
export const ATTACHED_DATA_TEXT =
  'Les données de votre configuration sont jointes automatiquement à votre demande.';
export const THANK_YOU_TITLE = 'Merci pour votre demande';

export interface ContactDialogProps {
  open: boolean;
  submitting: boolean;
  /** The thank-you view after a successful submission (spec 002 §4.1). */
  sent: boolean;
  /** Prefill from the profile of a logged-in user. */
  initialValues: ContactRequest;
  /** The design office that receives the request. */
  agencyName?: string | null;
  onSubmit: (values: ContactRequest) => void;
  onClose: () => void;
  onHome: () => void;
}

export const emptyContact: ContactRequest = {
  lastName: '',
  firstName: '',
  company: '',
  tel: '',
  email: '',
  message: '',
};

/**
 * The profile (and its phone) may arrive after the form opened: its values fill the fields still
 * blank, never what the user typed.
 */
function PrefillBlanks({ values }: { values: ContactRequest }) {
  const { values: current, setFieldValue } = useFormikContext<ContactRequest>();
  useEffect(() => {
    for (const [name, value] of Object.entries(values) as [keyof ContactRequest, string][]) {
      if (value && !current[name]) void setFieldValue(name, value, false);
    }
    // Only new prefill values decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values]);
  return null;
}

/** 'Contacter le bureau d'études': the request goes to the agency's first e-mail address. */
export function ContactDialog({
  open,
  submitting,
  sent,
  initialValues,
  agencyName,
  onSubmit,
  onClose,
  onHome,
}: ContactDialogProps) {
  return (
    <FormikDialog
      open={open}
      title={CONTACT_TITLE}
      onClose={onClose}
      submitting={submitting}
      size="lg"
      submitLabel="Envoyer"
      submittingLabel="Envoi"
      initialValues={initialValues}
      validationSchema={contactSchema}
      onSubmit={onSubmit}
      done={
        sent
          ? {
              title: THANK_YOU_TITLE,
              footer: (
                <>
                  <Button variant="outline" onClick={onHome}>
                    Retour à l'accueil
                  </Button>
                  <Button onClick={onClose}>Retour aux résultats</Button>
                </>
              ),
              body: (
                <Text>
                  Votre demande a bien été transmise
                  {agencyName ? ` au bureau d'études ${agencyName}` : " au bureau d'études"}. Il
                  vous recontactera rapidement.
                </Text>
              ),
            }
          : undefined
      }
    >
      <PrefillBlanks values={initialValues} />
      <Text>{ATTACHED_DATA_TEXT}</Text>
      {agencyName && <Text fontSize="sm">Bureau d'études : {agencyName}</Text>}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="lastName" label="Nom" required autoComplete="family-name" />
        <TextField name="firstName" label="Prénom" required autoComplete="given-name" />
        <TextField name="company" label="Société" required autoComplete="organization" />
        <TextField name="tel" label="Téléphone" type="tel" required autoComplete="tel" />
      </SimpleGrid>
      <TextField name="email" label="E-mail" type="email" required autoComplete="email" />
      <TextareaField name="message" label="Message" required />
    </FormikDialog>
  );
}
