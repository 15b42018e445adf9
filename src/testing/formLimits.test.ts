/**
 * The forms and the mock backend agree on the field limits (src/domain/fieldLimits.ts): each form
 * refuses a value one character over a limit with the very message the server answers, and takes
 * a value at the limit, so users never see a server refusal a form could have given.
 */
import type { AnySchema, ObjectSchema } from 'yup';
import {
  CODE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '@/domain/fieldLimits';
import { recipientFields, senderFields } from '@/domain/emailRecipients';
import {
  accountProfileSchema,
  emailChangeSchema,
  generalProfileSchema,
  registrationSchema,
} from '@/features/account/schemas';
import { step1Schema as carbonStep1Schema } from '@/features/carbon-simulator/step1Schema';
import { contactSchema } from '@/features/floor-configurator/solutions/contactSchema';
import { newPasswordSchema } from '@/features/session/passwordSchema';
import { object } from 'yup';
import { evaluateSimulator } from '@mock/db/carbon/simulatorForm';
import { readText } from '@mock/handlers/fields';

/** A value of `length` characters for a field of that kind (an e-mail stays an address). */
function valueOf(kind: 'text' | 'email', length: number): string {
  const domain = '@exemple.fr';
  return kind === 'email' ? `${'a'.repeat(length - domain.length)}${domain}` : 'a'.repeat(length);
}

/** The form's first message for `field` holding `value`, or undefined when it is taken. */
async function formMessage(
  schema: ObjectSchema<Record<string, unknown>> | AnySchema,
  field: string,
  value: string,
): Promise<string | undefined> {
  try {
    await (schema as AnySchema).validateAt(field, { [field]: value });
    return undefined;
  } catch (error) {
    return (error as { errors: string[] }).errors[0];
  }
}

const sendForm = object({ ...recipientFields(), ...senderFields() });

const CASES: Array<[string, AnySchema, string, number, 'text' | 'email']> = [
  ['registration', registrationSchema, 'lastName', TEXT_MAX_LENGTH, 'text'],
  ['registration', registrationSchema, 'company', TEXT_MAX_LENGTH, 'text'],
  ['registration', registrationSchema, 'tel', CODE_MAX_LENGTH, 'text'],
  ['registration', registrationSchema, 'siret', CODE_MAX_LENGTH, 'text'],
  ['registration', registrationSchema, 'email', EMAIL_MAX_LENGTH, 'email'],
  ['registration', registrationSchema, 'password', PASSWORD_MAX_LENGTH, 'text'],
  ['general profile', generalProfileSchema, 'firstname', TEXT_MAX_LENGTH, 'text'],
  ['general profile', generalProfileSchema, 'phone', CODE_MAX_LENGTH, 'text'],
  ['general profile', generalProfileSchema, 'email', EMAIL_MAX_LENGTH, 'email'],
  ['general profile', generalProfileSchema, 'password', PASSWORD_MAX_LENGTH, 'text'],
  ['account profile', accountProfileSchema, 'lastname', TEXT_MAX_LENGTH, 'text'],
  ['account profile', accountProfileSchema, 'city', TEXT_MAX_LENGTH, 'text'],
  ['account profile', accountProfileSchema, 'phone', CODE_MAX_LENGTH, 'text'],
  ['e-mail change', emailChangeSchema, 'newEmail', EMAIL_MAX_LENGTH, 'email'],
  ['new password', newPasswordSchema, 'password', PASSWORD_MAX_LENGTH, 'text'],
  ['agency contact', contactSchema, 'lastName', TEXT_MAX_LENGTH, 'text'],
  ['agency contact', contactSchema, 'tel', CODE_MAX_LENGTH, 'text'],
  ['agency contact', contactSchema, 'email', EMAIL_MAX_LENGTH, 'email'],
  ['agency contact', contactSchema, 'message', MESSAGE_MAX_LENGTH, 'text'],
  ['send by e-mail', sendForm, 'email1', EMAIL_MAX_LENGTH, 'email'],
  ['send by e-mail', sendForm, 'email2', EMAIL_MAX_LENGTH, 'email'],
  ['send by e-mail', sendForm, 'senderEmail', EMAIL_MAX_LENGTH, 'email'],
  ['send by e-mail', sendForm, 'firstname', TEXT_MAX_LENGTH, 'text'],
];

describe.each(CASES)('%s, %s', (_form, schema, field, max, kind) => {
  it(`refuses ${max + 1} characters with the server's message, takes ${max}`, async () => {
    const server = readText(valueOf(kind, max + 1), { max, email: kind === 'email' });
    expect(server.error).toMatch(/caractères au maximum$/);
    expect(await formMessage(schema, field, valueOf(kind, max + 1))).toBe(server.error);
    expect(readText(valueOf(kind, max), { max, email: kind === 'email' }).error).toBeUndefined();
    const atLimit = await formMessage(schema, field, valueOf(kind, max));
    expect(atLimit === undefined || !atLimit.includes('caractères au maximum')).toBe(true);
  });
});

describe('carbon simulator, projectName', () => {
  const step1 = (projectName: string) => ({ zipCode: '69003', projectName, path: 'guided' });
  it(`refuses ${PROJECT_NAME_MAX_LENGTH + 1} characters with the simulator's message, takes ${PROJECT_NAME_MAX_LENGTH}`, async () => {
    const tooLong = 'a'.repeat(PROJECT_NAME_MAX_LENGTH + 1);
    const server = evaluateSimulator({ step1: step1(tooLong), step2: {} }).errors.projectName;
    expect(server).toBe('Le nom du projet ne doit pas dépasser 80 caractères.');
    expect(await formMessage(carbonStep1Schema, 'projectName', tooLong)).toBe(server);
    const atLimit = 'a'.repeat(PROJECT_NAME_MAX_LENGTH);
    expect(
      evaluateSimulator({ step1: step1(atLimit), step2: {} }).errors.projectName,
    ).toBeUndefined();
    expect(await formMessage(carbonStep1Schema, 'projectName', atLimit)).toBeUndefined();
  });
});
