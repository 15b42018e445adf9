/**
 * The send-by-e-mail form (spec 001 §5, §9): up to 3 recipients, only email1 required; the
 * share-by-mail variant for visitors adds firstname, lastname and senderEmail, all required.
 */
import { object, string } from 'yup';

export const MAX_RECIPIENTS = 3;
export const REQUIRED_MESSAGE = 'Champ obligatoire';
export const INVALID_EMAIL_MESSAGE = 'E-mail invalide';

/** name@domain.tld: what the server accepts as an address. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredEmail = () =>
  string()
    .trim()
    .required(REQUIRED_MESSAGE)
    .matches(EMAIL_PATTERN, { message: INVALID_EMAIL_MESSAGE });

const optionalEmail = () =>
  string()
    .trim()
    .default('')
    .matches(EMAIL_PATTERN, { message: INVALID_EMAIL_MESSAGE, excludeEmptyString: true });

export const sendSchema = object({
  email1: requiredEmail(),
  email2: optionalEmail(),
  email3: optionalEmail(),
});

export const shareSchema = sendSchema.shape({
  firstname: string().trim().required(REQUIRED_MESSAGE),
  lastname: string().trim().required(REQUIRED_MESSAGE),
  senderEmail: requiredEmail(),
});
