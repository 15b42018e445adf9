/**
 * The account forms' rules (spec 000 §5), with the exact French messages. The login, e-mail and
 * new-password messages are the session's, shared with the login dialog.
 */
import * as yup from 'yup';
import {
  CODE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  maxLengthMessage,
  PASSWORD_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '@/domain/fieldLimits';
import { EMAIL_TAKEN_MESSAGE, RGPD_REQUIRED_MESSAGE, SAME_EMAIL_MESSAGE } from '@/domain/messages';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '@/features/session/loginSchema';
import {
  newPasswordField,
  newPasswordSchema,
  passwordConfirmationField,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
} from '@/features/session/passwordSchema';

export {
  INVALID_EMAIL_MESSAGE,
  REQUIRED_MESSAGE,
  PASSWORD_MIN_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  newPasswordSchema,
};

export { EMAIL_TAKEN_MESSAGE, RGPD_REQUIRED_MESSAGE, SAME_EMAIL_MESSAGE };
/** As the specification writes it. */
export const PASSWORD_REPEAT_MESSAGE = 'Le mot passe ne correspond pas.';

/**
 * A text of at most `max` characters once trimmed, with the server's message
 * (src/domain/fieldLimits.ts): the server refuses longer values with the same words.
 */
const text = (max: number = TEXT_MAX_LENGTH) => yup.string().trim().max(max, maxLengthMessage(max));

const email = () => text(EMAIL_MAX_LENGTH).email(INVALID_EMAIL_MESSAGE).required(REQUIRED_MESSAGE);

/** General site: 'Changer le mot de passe du compte' (new password and confirmation). */
export const passwordChangeSchema = newPasswordSchema;

/** Account apps: currentPassword, password and passwordConfirmation, each required, at least 6. */
export const accountPasswordChangeSchema = yup.object({
  currentPassword: yup
    .string()
    .required(REQUIRED_MESSAGE)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_MIN_MESSAGE),
  password: newPasswordField(),
  passwordConfirmation: passwordConfirmationField('password'),
});

/** E-mail change: both valid and required, the new one different from the current one. */
export const emailChangeSchema = yup.object({
  currentEmail: email(),
  newEmail: email().test(
    'different',
    SAME_EMAIL_MESSAGE,
    (value, context) =>
      !value ||
      value.trim().toLowerCase() !==
        String((context.parent as { currentEmail?: string }).currentEmail ?? '')
          .trim()
          .toLowerCase(),
  ),
});

/**
 * General-site profile 'Données personnelles': lastname, firstname, email, company, siret required;
 * the new password is optional, with the same min-6 and match rules when given.
 */
export const generalProfileSchema = yup.object({
  lastname: text().required(REQUIRED_MESSAGE),
  firstname: text().required(REQUIRED_MESSAGE),
  email: email(),
  company: text().required(REQUIRED_MESSAGE),
  siret: text(CODE_MAX_LENGTH).required(REQUIRED_MESSAGE),
  phone: text(CODE_MAX_LENGTH),
  fonction: text(),
  password: yup
    .string()
    .test('min', PASSWORD_MIN_MESSAGE, (value) => !value || value.length >= PASSWORD_MIN_LENGTH)
    .max(PASSWORD_MAX_LENGTH, maxLengthMessage(PASSWORD_MAX_LENGTH)),
  passwordConfirmation: yup
    .string()
    .when('password', ([password], schema) =>
      password
        ? schema.required(REQUIRED_MESSAGE).oneOf([yup.ref('password')], PASSWORD_MISMATCH_MESSAGE)
        : schema,
    ),
});

/**
 * The account apps' profile (/modification): the specification gives it no rule; only the lengths
 * the server accepts (a blank name or company is replaced by the current value before sending).
 */
export const accountProfileSchema = yup.object({
  lastname: text(),
  firstname: text(),
  activity: text(),
  fonction: text(),
  company: text(),
  siret: text(CODE_MAX_LENGTH),
  phone: text(CODE_MAX_LENGTH),
  address: text(),
  addressComplement: text(),
  city: text(),
  country: text(),
});

/** Registration, step 1: identity and profile (the postal code field cuts itself to 5). */
export const registrationStep1Schema = yup.object({
  lastName: text().required(REQUIRED_MESSAGE),
  firstName: text().required(REQUIRED_MESSAGE),
  email: email(),
  company: text(),
  fonction: text(),
  siret: text(CODE_MAX_LENGTH),
  tel: text(CODE_MAX_LENGTH),
  address: text(),
  addressComplement: text(),
  city: text(),
  country: text(),
});

/** Registration, step 2: password (with the criteria), its repetition and the consent. */
export const registrationStep2Schema = yup.object({
  password: yup
    .string()
    .required(REQUIRED_MESSAGE)
    .max(PASSWORD_MAX_LENGTH, maxLengthMessage(PASSWORD_MAX_LENGTH)),
  passwordRepeat: yup
    .string()
    .required(REQUIRED_MESSAGE)
    .oneOf([yup.ref('password')], PASSWORD_REPEAT_MESSAGE),
  rgpd: yup.boolean().oneOf([true], RGPD_REQUIRED_MESSAGE).required(RGPD_REQUIRED_MESSAGE),
});

/** The whole registration form. */
export const registrationSchema = registrationStep1Schema.concat(registrationStep2Schema);

export const REGISTRATION_STEP1_FIELDS = [
  'lastName',
  'firstName',
  'email',
  'company',
  'fonction',
  'siret',
  'tel',
  'address',
  'addressComplement',
  'city',
  'country',
] as const;
