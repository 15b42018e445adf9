/**
 * The new-password rules of the general site (spec 000 §5), shared by the forced new password of the
 * login dialog and the password forms of the account feature.
 */
import * as yup from 'yup';
import { maxLengthMessage, PASSWORD_MAX_LENGTH } from '@/domain/fieldLimits';
import { PASSWORD_MIN_MESSAGE, PASSWORD_MISMATCH_MESSAGE } from '@/domain/messages';
import { REQUIRED_MESSAGE } from './loginSchema';

export const PASSWORD_MIN_LENGTH = 6;
export { PASSWORD_MIN_MESSAGE, PASSWORD_MISMATCH_MESSAGE };

/** A new password: required, at least 6 characters, at most the server's 128. */
export const newPasswordField = () =>
  yup
    .string()
    .required(REQUIRED_MESSAGE)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_MIN_MESSAGE)
    .max(PASSWORD_MAX_LENGTH, maxLengthMessage(PASSWORD_MAX_LENGTH));

/** Its confirmation: required and equal to the field `of`. */
export const passwordConfirmationField = (of = 'password') =>
  yup
    .string()
    .required(REQUIRED_MESSAGE)
    .oneOf([yup.ref(of)], PASSWORD_MISMATCH_MESSAGE);

/** The forced new password after a first login, and the general site's password change. */
export const newPasswordSchema = yup.object({
  password: newPasswordField(),
  passwordConfirmation: passwordConfirmationField('password'),
});

export type NewPasswordValues = yup.InferType<typeof newPasswordSchema>;
