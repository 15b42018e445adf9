/**
 * The share-by-mail form (spec 002 §5.4, §9): firstname and lastname required, senderEmail required
 * and valid, email1 required and valid, email2 and email3 optional but valid when given (3
 * recipients at most). The specification does not show the required messages of firstname and
 * lastname: the house's 'Champ obligatoire' is used.
 */
import { object, string } from 'yup';
import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from './contactSchema';

export const MAX_RECIPIENTS = 3;

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

export const shareSchema = object({
  firstname: string().trim().required(REQUIRED_MESSAGE),
  lastname: string().trim().required(REQUIRED_MESSAGE),
  senderEmail: requiredEmail(),
  email1: requiredEmail(),
  email2: optionalEmail(),
  email3: optionalEmail(),
});
