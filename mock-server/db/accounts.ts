/**
 * Accounts: the users with their full profile, password and state flags, and the server's password
 * policy. Lookups by e-mail ignore case.
 */
import type { AccountUser, PasswordCriteria, Profile } from '../../src/api/types';
// The partner domain is the app's own constant: one place decides who must use single sign-on.
import { PARTNER_EMAIL_DOMAIN, PARTNER_NAME } from '../../src/config/partner';
import { maxLengthMessage, PASSWORD_MAX_LENGTH } from '../../src/domain/fieldLimits';
import {
  PASSWORD_MIN_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  REQUIRED_MESSAGE,
} from '../../src/domain/messages';
import { db, nextId, nowIso } from './store';
import type { Account } from './records';
import { endUserSessions } from './tokens';

export type { Account } from './records';

export { PARTNER_EMAIL_DOMAIN, PARTNER_NAME };

/** The profile fields, in the order of the profile form. */
export const PROFILE_FIELDS = [
  'lastname',
  'firstname',
  'email',
  'activity',
  'fonction',
  'company',
  'siret',
  'phone',
  'address',
  'addressComplement',
  'postalCode',
  'city',
  'country',
] as const satisfies ReadonlyArray<keyof Profile>;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim());
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isPartnerDomain(email: string): boolean {
  return normaliseEmail(email).endsWith(`@${PARTNER_EMAIL_DOMAIN}`);
}

export function findUserByEmail(email: string): Account | undefined {
  const wanted = normaliseEmail(email);
  return [...db.users.values()].find((user) => user.email.toLowerCase() === wanted);
}

export function findUserById(id: unknown): Account | undefined {
  const number = typeof id === 'number' ? id : Number(id);
  return Number.isInteger(number) ? db.users.get(number) : undefined;
}

export function isEmailTaken(email: string, exceptUserId?: number): boolean {
  const user = findUserByEmail(email);
  return user !== undefined && user.id !== exceptUserId;
}

/** The user as login-check (`user`) and the e-mail confirmation return it. */
export function accountUserOf(user: Account): AccountUser {
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    company: user.company,
  };
}

export function profileOf(user: Account): Profile {
  const profile = {} as Profile;
  for (const field of PROFILE_FIELDS) profile[field] = user[field];
  return profile;
}

export type NewAccount = Omit<Account, 'id' | 'createdAt' | 'activated' | 'updatedPassword'>;

/** Creates an account, not activated yet. */
export function createAccount(fields: NewAccount): Account {
  const account: Account = {
    ...fields,
    id: nextId(db.users),
    email: fields.email.trim(),
    activated: false,
    updatedPassword: true,
    createdAt: nowIso(),
  };
  db.users.set(account.id, account);
  return account;
}

// ---- Password policy --------------------------------------------------------------------------

/** The criteria served by GET /api/password/criteria/ and enforced by the floor and carbon sites. */
export const PASSWORD_CRITERIA: PasswordCriteria = {
  length: { regex: '^.{6,}$', message: '6 caractères minimum' },
  uppercase: { regex: '[A-Z]', message: 'Une lettre majuscule' },
  lowercase: { regex: '[a-z]', message: 'Une lettre minuscule' },
  digit: { regex: '[0-9]', message: 'Un chiffre' },
  special: { regex: '[^A-Za-z0-9]', message: 'Un caractère spécial' },
};

/** The forms' messages (the catalogue's, src/domain/messages.ts). */
export { PASSWORD_MISMATCH_MESSAGE };
export const PASSWORD_REQUIRED_MESSAGE = REQUIRED_MESSAGE;
/** The general site's only rule (spec 000 §5). */
export const GENERAL_PASSWORD_MIN_LENGTH = 6;
export const GENERAL_PASSWORD_TOO_SHORT_MESSAGE = PASSWORD_MIN_MESSAGE;

/** The message of the first criterion the password fails, or undefined when it meets them all. */
export function failedCriterion(password: string): string | undefined {
  return Object.values(PASSWORD_CRITERIA).find(({ regex }) => !new RegExp(regex).test(password))
    ?.message;
}

interface PlainPasswordInput {
  password?: unknown;
  passwordConfirmation?: unknown;
}

function asPlainPassword(value: unknown): PlainPasswordInput {
  return value && typeof value === 'object' ? (value as PlainPasswordInput) : {};
}

/**
 * Checks a `{ password, passwordConfirmation }` pair. `policy` 'criteria' applies every served
 * criterion (floor and carbon sites); 'general' only the general site's minimum length.
 * Returns the message to show, or undefined when the password is accepted.
 */
export function checkNewPassword(
  value: unknown,
  policy: 'criteria' | 'general',
): { password: string; error?: undefined } | { password?: undefined; error: string } {
  const { password, passwordConfirmation } = asPlainPassword(value);
  if (typeof password !== 'string' || password === '') return { error: PASSWORD_REQUIRED_MESSAGE };
  if (password.length > PASSWORD_MAX_LENGTH)
    return { error: maxLengthMessage(PASSWORD_MAX_LENGTH) };
  const weakness =
    policy === 'criteria'
      ? failedCriterion(password)
      : password.length < GENERAL_PASSWORD_MIN_LENGTH
        ? GENERAL_PASSWORD_TOO_SHORT_MESSAGE
        : undefined;
  if (weakness) return { error: weakness };
  if (passwordConfirmation !== password) return { error: PASSWORD_MISMATCH_MESSAGE };
  return { password };
}

/**
 * A new password: it replaces the old one, `updated_password` becomes true, and the account's
 * other sessions end (every token but `keptToken`, the access token of the session that changed it;
 * none is kept after a reset by e-mail).
 */
export function changePassword(user: Account, password: string, keptToken: string | null): void {
  user.password = password;
  user.updatedPassword = true;
  endUserSessions(user.id, keptToken);
}
