/**
 * Passwords (spec 000 §7): reset requests and resets, changes by a logged-in user, and the served
 * criteria. The floor and carbon sites enforce every criterion; the general site, whose forms only
 * ask for 6 characters, only that.
 */
import {
  changePassword,
  checkNewPassword,
  consumeResetToken,
  createResetToken,
  EMAIL_SUBJECTS,
  findUserByEmail,
  isValidEmail,
  PASSWORD_CRITERIA,
  resetLinkPath,
  resetTokenUser,
  sendEmail,
  db,
  type Account,
} from '../db/mockDb';
import { MESSAGES } from './messages';
import { bearerOf, fail, fieldErrors, jsonBody, ok, textOf, withUser } from './respond';
import { route } from './route';

/** E-mails a reset link `/user/data/password/{token}`. */
function sendResetLink(user: Account): void {
  const token = createResetToken(user.id);
  sendEmail({ to: user.email, subject: EMAIL_SUBJECTS.passwordReset, link: resetLinkPath(token) });
}

export const passwordHandlers = [
  /** General site: an unknown address is told (403, shown on the e-mail field). */
  route('POST', '/reset/request', async ({ request }) => {
    const email = textOf((await jsonBody(request)).username).trim();
    const user = email ? findUserByEmail(email) : undefined;
    if (user?.partner) return fail(403, { message: MESSAGES.partnerMustUseSso });
    if (!user) return fail(403, { message: MESSAGES.resetRequestUnknown });
    sendResetLink(user);
    return ok({ message: MESSAGES.resetRequestSent });
  }),

  /** Floor and carbon sites: the same answer whether the address has an account or not. */
  route('POST', '/api/user/password/reset/', async ({ request }) => {
    const { email } = await jsonBody(request);
    if (!isValidEmail(email)) return fail(400, { error: MESSAGES.invalidEmail });
    const user = findUserByEmail(email);
    if (user && !user.partner) sendResetLink(user);
    return ok({ message: MESSAGES.resetLinkSent });
  }),

  /** The token of the e-mailed link is used once, and only when the new password is accepted. */
  route('PUT', '/api/user/password/reset/', async ({ request }) => {
    const { plainPassword, token } = await jsonBody(request);
    const userId = resetTokenUser(token);
    const user = userId === undefined ? undefined : db.users.get(userId);
    if (!user) return fieldErrors({ token: MESSAGES.invalidLink });
    const checked = checkNewPassword(plainPassword, 'criteria');
    if (checked.error !== undefined) return fieldErrors({ plainPassword: checked.error });
    changePassword(user, checked.password, null);
    consumeResetToken(String(token));
    return ok({ message: MESSAGES.resetDone });
  }),

  route('GET', '/api/password/criteria/', () => ok({ datas: { criteria: PASSWORD_CRITERIA } })),

  route(
    'PUT',
    '/api/user/password/update/',
    withUser(async ({ request, user }) => {
      const { currentPassword, plainPassword } = await jsonBody(request);
      if (currentPassword !== user.password)
        return fieldErrors({ currentPassword: MESSAGES.wrongCurrentPassword });
      const checked = checkNewPassword(plainPassword, 'criteria');
      if (checked.error !== undefined) return fieldErrors({ plainPassword: checked.error });
      changePassword(user, checked.password, bearerOf(request));
      return ok({ message: MESSAGES.passwordChanged });
    }),
  ),

  /** General site, the forced new password after a first login: `updated_password` becomes true. */
  route(
    'POST',
    '/api/user/update-password',
    withUser(async ({ request, user }) => {
      const checked = checkNewPassword(await jsonBody(request), 'general');
      if (checked.error !== undefined) return fieldErrors({ password: checked.error });
      changePassword(user, checked.password, bearerOf(request));
      return ok({ message: MESSAGES.passwordChanged });
    }),
  ),
];
