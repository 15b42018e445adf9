/**
 * The send-by-e-mail form (spec 001 §5, §9): up to 3 recipients, only email1 required; the
 * share-by-mail variant for visitors adds firstname, lastname and senderEmail, all required
 * (src/domain/emailRecipients.ts).
 */
import { object } from 'yup';
import { recipientFields, senderFields } from '@/domain/emailRecipients';

export { INVALID_EMAIL_MESSAGE, MAX_RECIPIENTS, REQUIRED_MESSAGE } from '@/domain/emailRecipients';

export const sendSchema = object(recipientFields());

export const shareSchema = sendSchema.shape(senderFields());
