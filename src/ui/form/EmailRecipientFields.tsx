/**
 * The fields of the send-by-e-mail forms, bound to Formik (rules: src/domain/emailRecipients.ts):
 * the sender's name and e-mail, and 1 to 3 recipients.
 */
import { SimpleGrid, Text } from '@chakra-ui/react';
import { TextField } from './TextField';

/** 'Vos coordonnées': firstname and lastname side by side, then senderEmail, all required. */
export function SenderFields() {
  return (
    <>
      <Text fontWeight="semibold">Vos coordonnées</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="firstname" label="Prénom" required autoComplete="given-name" />
        <TextField name="lastname" label="Nom" required autoComplete="family-name" />
      </SimpleGrid>
      <TextField
        name="senderEmail"
        label="Votre e-mail"
        type="email"
        required
        autoComplete="email"
      />
    </>
  );
}

/** 'Destinataires (3 au maximum)': email1 required, email2 and email3 optional. */
export function RecipientFields() {
  return (
    <>
      <Text fontWeight="semibold">Destinataires (3 au maximum)</Text>
      <TextField name="email1" label="E-mail 1" type="email" required autoComplete="off" />
      <TextField name="email2" label="E-mail 2" type="email" autoComplete="off" />
      <TextField name="email3" label="E-mail 3" type="email" autoComplete="off" />
    </>
  );
}
