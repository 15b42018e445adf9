import * as yup from 'yup';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '@/domain/messages';

export { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE };

/** Login form (spec 000 §5): a valid, required e-mail; a required password. */
export const loginSchema = yup.object({
  email: yup.string().trim().email(INVALID_EMAIL_MESSAGE).required(REQUIRED_MESSAGE),
  password: yup.string().required(REQUIRED_MESSAGE),
  rememberMe: yup.boolean().default(false),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
