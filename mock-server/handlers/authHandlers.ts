/** Login and token checks (spec 000 §7): login-check for every site, the general site's verify. */
import {
  accountUserOf,
  findUserByEmail,
  isPartnerDomain,
  openSession,
  tieDeviceToUser,
  type Account,
} from '../db/mockDb';
import { MESSAGES } from './messages';
import { bearerOf, fail, jsonBody, ok, textOf, withUser } from './respond';
import { route } from './route';

export const WRONG_CREDENTIALS_MESSAGE = MESSAGES.wrongCredentials;
export const NOT_ACTIVATED_MESSAGE = MESSAGES.notActivated;
export const PARTNER_LOGIN_MESSAGE = MESSAGES.partnerMustUseSso;

/** A partner account, or any address of the partner domain, signs in through single sign-on. */
export function mustUseSso(email: string, user: Account | undefined): boolean {
  return user?.partner === true || isPartnerDomain(email);
}

export const authHandlers = [
  /**
   * One answer for every site: the general site reads `datas.user` (with its token and
   * updated_password), the floor and carbon sites read `user`, `token` and `refreshToken`.
   * The password is checked before the activation, so the state of an account is only told to
   * whoever knows its password.
   */
  route('POST', '/api/login-check', async ({ request }) => {
    const { username, password, rememberMe } = await jsonBody(request);
    const email = textOf(username).trim();
    const user = email ? findUserByEmail(email) : undefined;
    if (mustUseSso(email, user))
      return fail(403, { message: PARTNER_LOGIN_MESSAGE, error: PARTNER_LOGIN_MESSAGE });
    if (!user || typeof password !== 'string' || user.password !== password)
      return fail(401, { message: WRONG_CREDENTIALS_MESSAGE, error: WRONG_CREDENTIALS_MESSAGE });
    if (!user.activated)
      return fail(401, { message: NOT_ACTIVATED_MESSAGE, error: NOT_ACTIVATED_MESSAGE });
    const { token, refreshToken } = openSession(user.id, rememberMe === true);
    // The general site logs in with its device token: the account may claim the device's histories.
    tieDeviceToUser(bearerOf(request), user.id);
    return ok({
      datas: { user: { ...accountUserOf(user), token, updated_password: user.updatedPassword } },
      user: accountUserOf(user),
      token,
      refreshToken,
    });
  }),

  route(
    'POST',
    '/api/user/verify',
    withUser(() => ok()),
  ),
];
