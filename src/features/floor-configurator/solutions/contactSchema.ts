/**
 * The agency contact form (spec 002 §5.3): lastName, firstName, company, tel and message required
 * ('Champ obligatoire'); email required and valid ('E-mail invalide').
 */
import { object, string } from 'yup';

export const REQUIRED_MESSAGE = 'Champ obligatoire';
export const INVALID_EMAIL_MESSAGE = 'E-mail invalide';

/** name@domain.tld: what the server accepts as an address. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const contactSchema = object({
  lastName: string().trim().required(REQUIRED_MESSAGE),
  firstName: string().trim().required(REQUIRED_MESSAGE),
  company: string().trim().required(REQUIRED_MESSAGE),
  tel: string().trim().required(REQUIRED_MESSAGE),
  email: string()
    .trim()
    .required(REQUIRED_MESSAGE)
    .matches(EMAIL_PATTERN, { message: INVALID_EMAIL_MESSAGE }),
  message: string().trim().required(REQUIRED_MESSAGE),
});
