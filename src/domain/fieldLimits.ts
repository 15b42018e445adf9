/**
 * The longest value of each text field the forms send (project-defined: the specification sets
 * none but the postal code's 5 characters). The forms' yup schemas refuse a longer value with the
 * same message as the server (mock-server/handlers/fields.ts), so that a user never sees a server
 * refusal the form could have given. Listed in docs/api.md ("Field limits").
 */

/** Names, company, function, activity, address, city, country, names of a saved item. */
export const TEXT_MAX_LENGTH = 255;
/** An e-mail address (the usual limit of a user table's e-mail column). */
export const EMAIL_MAX_LENGTH = 180;
/** A phone number or a SIRET, spaces included. */
export const CODE_MAX_LENGTH = 20;
/** A postal code (spec 000 §9). */
export const POSTAL_CODE_MAX_LENGTH = 5;
/** A password (new or current). */
export const PASSWORD_MAX_LENGTH = 128;
/** The carbon simulator's project name (its server's own limit, with its own message). */
export const PROJECT_NAME_MAX_LENGTH = 80;
/** A free message (the agency contact form). */
export const MESSAGE_MAX_LENGTH = 2000;

/** A value of the wrong type: the catalogue's (src/domain/messages.ts). */
export { INVALID_VALUE_MESSAGE } from './messages';

/**
 * '255 caractères au maximum', '2000 caractères au maximum' (a number of four digits takes no
 * separator in French, so that the message holds no special space).
 */
export function maxLengthMessage(max: number): string {
  return `${max} caractères au maximum`;
}

/** The limit of each profile and registration field, by its API name. */
export const PROFILE_FIELD_MAX_LENGTHS = {
  lastname: TEXT_MAX_LENGTH,
  firstname: TEXT_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  activity: TEXT_MAX_LENGTH,
  fonction: TEXT_MAX_LENGTH,
  company: TEXT_MAX_LENGTH,
  siret: CODE_MAX_LENGTH,
  phone: CODE_MAX_LENGTH,
  address: TEXT_MAX_LENGTH,
  addressComplement: TEXT_MAX_LENGTH,
  postalCode: POSTAL_CODE_MAX_LENGTH,
  city: TEXT_MAX_LENGTH,
  country: TEXT_MAX_LENGTH,
} as const;
