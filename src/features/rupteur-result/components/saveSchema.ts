/** The save form (spec 001 §5, §9): the simulation's name, required, 3 to 50 characters. */
import { object, string } from 'yup';
import { NAME_LENGTH_MESSAGE, REQUIRED_MESSAGE } from '@/domain/messages';

export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 50;
export { NAME_LENGTH_MESSAGE, REQUIRED_MESSAGE };

export const saveSchema = object({
  name: string()
    .trim()
    .required(REQUIRED_MESSAGE)
    .min(NAME_MIN_LENGTH, NAME_LENGTH_MESSAGE)
    .max(NAME_MAX_LENGTH, NAME_LENGTH_MESSAGE),
});
