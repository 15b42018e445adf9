/**
 * The share-by-mail form (spec 002 §5.4, §9): firstname and lastname required, senderEmail required
 * and valid, email1 required and valid, email2 and email3 optional but valid when given (3
 * recipients at most; src/domain/emailRecipients.ts). The specification does not show the required
 * messages of firstname and lastname: the house's 'Champ obligatoire' is used.
 */
import { object } from 'yup';
import { recipientFields, senderFields } from '@/domain/emailRecipients';

export const shareSchema = object({ ...senderFields(), ...recipientFields() });
