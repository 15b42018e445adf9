import * as yup from 'yup';
import { REQUIRED_MESSAGE } from '@/domain/messages';

export { REQUIRED_MESSAGE };
export const INVALID_EMAIL_MESSAGE = 'E-mail invalide';

/** Login form (spec 000 §5): a valid, required e-mail; a required password. */
export const loginSchema = yup.object({
  email: yup.string().trim().email(INVALID_EMAIL_MESSAGE).required(REQUIRED_MESSAGE),
  password: yup.string().required(REQUIRED_MESSAGE),
  rememberMe: yup.boolean().default(false),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
