import { http } from 'msw';
import {
  findUserByEmail,
  issueToken,
  REMEMBERED_TOKEN_LIFETIME_MS,
  TOKEN_LIFETIME_MS,
} from '../db/mockDb';
import type { SeedUser } from '../db/seedUsers';
import { api, authenticatedUser, fail, jsonBody, ok } from './respond';

export const WRONG_CREDENTIALS_MESSAGE = 'Identifiants invalides.';
export const NOT_ACTIVATED_MESSAGE =
  "Votre compte n'est pas encore activé. Consultez l'e-mail de confirmation.";

function publicUser(user: SeedUser) {
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    company: user.company,
  };
}

export const authHandlers = [
  /**
   * One answer for every site: the general site reads `datas.user` (with its token and
   * updated_password), the floor and carbon sites read `user`, `token` and `refreshToken`.
   */
  http.post(api('/api/login-check'), async ({ request }) => {
    const { username, password, rememberMe } = await jsonBody(request);
    const user = typeof username === 'string' ? findUserByEmail(username) : undefined;
    if (!user || user.password !== password)
      return fail(401, { message: WRONG_CREDENTIALS_MESSAGE, error: WRONG_CREDENTIALS_MESSAGE });
    if (!user.activated)
      return fail(401, { message: NOT_ACTIVATED_MESSAGE, error: NOT_ACTIVATED_MESSAGE });
    const lifetime = rememberMe === true ? REMEMBERED_TOKEN_LIFETIME_MS : TOKEN_LIFETIME_MS;
    const token = issueToken({ kind: 'user', userId: user.id }, lifetime);
    const refreshToken = issueToken(
      { kind: 'user', userId: user.id },
      REMEMBERED_TOKEN_LIFETIME_MS,
    );
    return ok({
      datas: { user: { ...publicUser(user), token, updated_password: user.updatedPassword } },
      user: publicUser(user),
      token,
      refreshToken,
    });
  }),

  http.post(api('/api/user/verify'), ({ request }) => {
    const user = authenticatedUser(request);
    return user instanceof Response ? user : ok();
  }),

  http.get(api('/api/user/'), ({ request }) => {
    const user = authenticatedUser(request);
    return user instanceof Response ? user : ok({ datas: { user: publicUser(user) } });
  }),
];
