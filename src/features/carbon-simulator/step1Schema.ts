/** Step 1 of the carbon simulator (spec 002 §5.2): the project. */
import { object, string } from 'yup';
import { PROJECT_NAME_MAX_LENGTH } from '@/domain/fieldLimits';
import { CARBON_FORM_MESSAGES, REQUIRED_MESSAGE } from '@/domain/messages';

export { REQUIRED_MESSAGE };
export const ZIP_CODE_LENGTH_MESSAGE = CARBON_FORM_MESSAGES.zipLength;
/** zipCode is exactly 5 characters (spec 002 §9). */
export const ZIP_CODE_LENGTH = 5;

export const step1Schema = object({
  zipCode: string()
    .trim()
    .required(REQUIRED_MESSAGE)
    .length(ZIP_CODE_LENGTH, ZIP_CODE_LENGTH_MESSAGE),
  projectName: string()
    .trim()
    .required(REQUIRED_MESSAGE)
    .max(PROJECT_NAME_MAX_LENGTH, CARBON_FORM_MESSAGES.projectNameTooLong),
  path: string().required(REQUIRED_MESSAGE),
});
