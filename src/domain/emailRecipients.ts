/**
 * The rules of the send-by-e-mail forms (spec 001 §5, spec 002 §5.4, §9): up to 3 recipients, email1
 * required and valid, email2 and email3 optional but valid when given; the sender's firstname,
 * lastname and e-mail, all required, where a form asks them; the server's lengths
 * (./fieldLimits.ts). Pure rules (yup), no React.
 */
import { string } from 'yup';
import { EMAIL_MAX_LENGTH, maxLengthMessage, TEXT_MAX_LENGTH } from './fieldLimits';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from './messages';

export const MAX_RECIPIENTS = 3;
export { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE };

/** name@domain.tld: what the server accepts as an address. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const EMAIL_TOO_LONG_MESSAGE = maxLengthMessage(EMAIL_MAX_LENGTH);
const TEXT_TOO_LONG_MESSAGE = maxLengthMessage(TEXT_MAX_LENGTH);

export const requiredEmail = () =>
  string()
    .trim()
    .required(REQUIRED_MESSAGE)
    .max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE)
    .matches(EMAIL_PATTERN, { message: INVALID_EMAIL_MESSAGE });

const optionalEmail = () =>
  string()
    .trim()
    .default('')
    .max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE)
    .matches(EMAIL_PATTERN, { message: INVALID_EMAIL_MESSAGE, excludeEmptyString: true });

/** The recipients' fields: email1 to email3 (MAX_RECIPIENTS). */
export const recipientFields = () => ({
  email1: requiredEmail(),
  email2: optionalEmail(),
  email3: optionalEmail(),
});

/** The sender's fields. */
export const senderFields = () => ({
  firstname: string().trim().required(REQUIRED_MESSAGE).max(TEXT_MAX_LENGTH, TEXT_TOO_LONG_MESSAGE),
  lastname: string().trim().required(REQUIRED_MESSAGE).max(TEXT_MAX_LENGTH, TEXT_TOO_LONG_MESSAGE),
  senderEmail: requiredEmail(),
});
