/**
 * Profiles (spec 000 §7): read and saved by the general site (get-profile, set-profile) and by the
 * floor and carbon sites (GET /api/user/, PUT /api/user/data/). Fields absent from a save keep their
 * value; a blank last name, first name or company is refused (the app sends the current values
 * instead). The floor and carbon sites change the e-mail through its confirmation link only.
 */
import type { Profile } from '../../src/api/types';
import { EMAIL_MAX_LENGTH, PROFILE_FIELD_MAX_LENGTHS } from '../../src/domain/fieldLimits';
import {
  changePassword,
  checkNewPassword,
  isEmailTaken,
  isPartnerDomain,
  PROFILE_FIELDS,
  profileOf,
  type Account,
} from '../db/mockDb';
import { MESSAGES } from './messages';
import { readText } from './fields';
import { bearerOf, fieldErrors, jsonBody, ok, textOf, withUser } from './respond';
import { route } from './route';

const REQUIRED_FIELDS: ReadonlyArray<keyof Profile> = ['lastname', 'firstname', 'company'];

/** The error of an e-mail address that `user` wants to take, if any. */
export function newEmailError(email: string, user: Account): string | undefined {
  const read = readText(email, { max: EMAIL_MAX_LENGTH, required: true, email: true });
  if (read.error !== undefined) return read.error;
  if (isEmailTaken(email, user.id)) return MESSAGES.emailTaken;
  if (isPartnerDomain(email) && !user.partner) return MESSAGES.partnerEmailReserved;
  return undefined;
}

/**
 * Reads the profile fields of a body: the changes to apply, or the errors by field. Nothing is
 * applied when a field is refused: a value that is not text, too long (fields.ts), or blank where
 * required.
 */
function profileChanges(
  body: Record<string, unknown>,
  user: Account,
  withEmail: boolean,
): { changes: Partial<Profile>; errors: Record<string, string> } {
  const changes: Partial<Profile> = {};
  const errors: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    if (!(field in body) || (field === 'email' && !withEmail)) continue;
    const read = readText(body[field], {
      max: PROFILE_FIELD_MAX_LENGTHS[field],
      required: REQUIRED_FIELDS.includes(field),
    });
    if (read.error !== undefined) errors[field] = read.error;
    else if (field === 'email') {
      if (read.value.toLowerCase() === user.email.toLowerCase()) continue;
      const error = newEmailError(read.value, user);
      if (error) errors.email = error;
      else changes.email = read.value;
    } else changes[field] = read.value;
  }
  return { changes, errors };
}

export const profileHandlers = [
  route(
    'POST',
    '/api/user/get-profile',
    withUser(({ user }) => ok({ datas: { profile: profileOf(user) } })),
  ),

  /** General site: the profile, its e-mail included, and optionally a new password. */
  route(
    'POST',
    '/api/user/set-profile',
    withUser(async ({ request, user }) => {
      const body = await jsonBody(request);
      const { changes, errors } = profileChanges(body, user, true);
      const plainPassword = body.plainPassword as { password?: unknown } | undefined;
      const wantsPassword = textOf(plainPassword?.password) !== '';
      const checked = wantsPassword ? checkNewPassword(plainPassword, 'general') : undefined;
      if (checked?.error !== undefined) errors.plainPassword = checked.error;
      if (Object.keys(errors).length > 0) return fieldErrors(errors);
      Object.assign(user, changes);
      if (checked?.password !== undefined)
        changePassword(user, checked.password, bearerOf(request));
      return ok({ message: MESSAGES.profileSavedGeneral });
    }),
  ),

  route(
    'GET',
    '/api/user/',
    withUser(({ user }) => ok({ datas: { user: { id: user.id, ...profileOf(user) } } })),
  ),

  route(
    'PUT',
    '/api/user/data/',
    withUser(async ({ request, user }) => {
      const { changes, errors } = profileChanges(await jsonBody(request), user, false);
      if (Object.keys(errors).length > 0) return fieldErrors(errors);
      Object.assign(user, changes);
      return ok({ message: MESSAGES.profileSavedAccount });
    }),
  ),
];
