import * as yup from 'yup';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from './loginSchema';

/** Lost password (spec 000 §2, §5): a valid, required e-mail. */
export const lostPasswordSchema = yup.object({
  email: yup.string().trim().email(INVALID_EMAIL_MESSAGE).required(REQUIRED_MESSAGE),
});

export type LostPasswordValues = yup.InferType<typeof lostPasswordSchema>;
