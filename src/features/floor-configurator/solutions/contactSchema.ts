/**
 * The agency contact form (spec 002 §5.3): lastName, firstName, company, tel and message required
 * ('Champ obligatoire'); email required and valid ('E-mail invalide'); each at most the server's
 * length (src/domain/fieldLimits.ts: 2000 characters for the message).
 */
import { object, string } from 'yup';
import { REQUIRED_MESSAGE, requiredEmail } from '@/domain/emailRecipients';
import {
  CODE_MAX_LENGTH,
  maxLengthMessage,
  MESSAGE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '@/domain/fieldLimits';

export { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '@/domain/emailRecipients';

/** Required, and at most the server's length (src/domain/fieldLimits.ts). */
const requiredText = (max: number = TEXT_MAX_LENGTH) =>
  string().trim().required(REQUIRED_MESSAGE).max(max, maxLengthMessage(max));

export const contactSchema = object({
  lastName: requiredText(),
  firstName: requiredText(),
  company: requiredText(),
  tel: requiredText(CODE_MAX_LENGTH),
  email: requiredEmail(),
  message: requiredText(MESSAGE_MAX_LENGTH),
});
