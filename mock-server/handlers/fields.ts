/**
 * Reading the text fields of a request body with their type and length (project-defined limits,
 * src/domain/fieldLimits.ts, shared with the forms):
 * - a string, or a finite number (read as its text), or absent / null (read as '');
 * - anything else (an object, a list, a boolean) is refused with 'Valeur invalide';
 * - trimmed, then required ('Champ obligatoire'), at most `max` characters ('255 caractères au
 *   maximum'…), a valid e-mail where asked ('E-mail invalide').
 * The handlers answer the errors as 400 `{ success: false, error: { field: message } }`.
 */
import { EMAIL_MAX_LENGTH, maxLengthMessage, TEXT_MAX_LENGTH } from '../../src/domain/fieldLimits';
import { isValidEmail } from '../db/mockDb';
import { MESSAGES } from './messages';

export interface TextRule {
  max: number;
  required?: boolean;
  email?: boolean;
}

export type TextRead = { value: string; error?: undefined } | { value?: undefined; error: string };

function isTextLike(raw: unknown): raw is string | number | null | undefined {
  return (
    raw === undefined ||
    raw === null ||
    typeof raw === 'string' ||
    (typeof raw === 'number' && Number.isFinite(raw))
  );
}

/** One text field: its trimmed value, or the message that refuses it. */
export function readText(
  raw: unknown,
  { max, required = false, email = false }: TextRule,
): TextRead {
  if (!isTextLike(raw)) return { error: MESSAGES.invalidValue };
  const value = raw === undefined || raw === null ? '' : String(raw).trim();
  if (required && !value) return { error: MESSAGES.requiredField };
  if (value.length > max) return { error: maxLengthMessage(max) };
  if (email && value && !isValidEmail(value)) return { error: MESSAGES.invalidEmail };
  return { value };
}

/**
 * Several fields of a body: the values read and the errors by field (a field absent from the
 * result of `values` was refused).
 */
export function readTexts<Name extends string>(
  body: Record<string, unknown>,
  rules: Record<Name, TextRule>,
): { values: Record<Name, string>; errors: Record<string, string> } {
  const values = {} as Record<Name, string>;
  const errors: Record<string, string> = {};
  for (const name of Object.keys(rules) as Name[]) {
    const read = readText(body[name], rules[name]);
    if (read.error !== undefined) errors[name] = read.error;
    else values[name] = read.value;
  }
  return { values, errors };
}

/**
 * The recipients of a send-by-e-mail form: `emails`, or the form's email1 to email3; blank entries
 * are dropped. `error` (for the field `emails`) when one is not text or is too long.
 */
export function readRecipients(body: Record<string, unknown>): {
  recipients: string[];
  error?: string;
} {
  const listed = Array.isArray(body.emails) ? body.emails : [body.email1, body.email2, body.email3];
  const recipients: string[] = [];
  for (const raw of listed) {
    const read = readText(raw, { max: EMAIL_MAX_LENGTH });
    if (read.error !== undefined) return { recipients, error: read.error };
    if (read.value) recipients.push(read.value);
  }
  return { recipients };
}

/** The sender's fields of a send-by-e-mail form (each required only where `required`). */
export function senderRules(required: boolean): Record<'firstname' | 'lastname', TextRule> & {
  senderEmail: TextRule;
} {
  return {
    firstname: { max: TEXT_MAX_LENGTH, required },
    lastname: { max: TEXT_MAX_LENGTH, required },
    senderEmail: { max: EMAIL_MAX_LENGTH, required, email: true },
  };
}
