/** Step 1 of the floor configurator (spec 002 §5.1): zipCode and configurationName. */
import * as yup from 'yup';
import { FLOOR_FORM_MESSAGES, REQUIRED_MESSAGE } from '@/domain/messages';

export { REQUIRED_MESSAGE };
export const ZIP_CODE_LENGTH = 5;
export const ZIP_CODE_LENGTH_MESSAGE = FLOOR_FORM_MESSAGES.zipLength;

export const step1Schema = yup.object({
  zipCode: yup
    .string()
    .trim()
    .required(REQUIRED_MESSAGE)
    // An empty zip code gets the required message only.
    .test(
      'exact-length',
      ZIP_CODE_LENGTH_MESSAGE,
      (value) => !value || value.length === ZIP_CODE_LENGTH,
    ),
  configurationName: yup.string().trim().required(REQUIRED_MESSAGE),
});

/** Step 2 is checked by the server (its messages are shown on the fields). */
export const step2Schema = yup.object({});
