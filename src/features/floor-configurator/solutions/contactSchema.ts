/**
 * The agency contact form (spec 002 §5.3): lastName, firstName, company, tel and message required
 * ('Champ obligatoire'); email required and valid ('E-mail invalide').
 */
import { object, string } from 'yup';
import { REQUIRED_MESSAGE, requiredEmail } from '@/domain/emailRecipients';

export { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '@/domain/emailRecipients';

export const contactSchema = object({
  lastName: string().trim().required(REQUIRED_MESSAGE),
  firstName: string().trim().required(REQUIRED_MESSAGE),
  company: string().trim().required(REQUIRED_MESSAGE),
  tel: string().trim().required(REQUIRED_MESSAGE),
  email: requiredEmail(),
  message: string().trim().required(REQUIRED_MESSAGE),
});
