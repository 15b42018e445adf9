/** The save form (spec 001 §5, §9): the simulation's name, required, 3 to 50 characters. */
import { object, string } from 'yup';
import { REQUIRED_MESSAGE } from '@/domain/messages';

export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 50;
export { REQUIRED_MESSAGE };
export const NAME_LENGTH_MESSAGE = 'Entre 3 et 50 caractères';

export const saveSchema = object({
  name: string()
    .trim()
    .required(REQUIRED_MESSAGE)
    .min(NAME_MIN_LENGTH, NAME_LENGTH_MESSAGE)
    .max(NAME_MAX_LENGTH, NAME_LENGTH_MESSAGE),
});
