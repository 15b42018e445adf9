/** Login and token operations (spec 000 §7). */
import type { ApiBody, ApiClient } from './http';
import type { AccountLoginCredentials, AccountUser, GeneralUser, LoginCredentials } from './types';

/**
 * POST /api/login-check on the general site: reads `datas.user`. A wrong password answers 401. The
 * visitor's device token goes as Bearer, as on every visitor call: the account may then claim the
 * histories made on this device.
 */
export function loginCheck(
  client: ApiClient,
  credentials: LoginCredentials,
  deviceToken?: string | null,
) {
  return client.request<{ user: GeneralUser }>({
    method: 'POST',
    url: '/api/login-check',
    data: credentials,
    public: true,
    ...(deviceToken ? { token: deviceToken } : {}),
  });
}

export interface AccountLoginBody extends ApiBody {
  user?: AccountUser;
  token?: string;
  refreshToken?: string;
}

/** POST /api/login-check on the floor and carbon sites: reads `user`, `token`, `refreshToken`. */
export function accountLoginCheck(client: ApiClient, credentials: AccountLoginCredentials) {
  return client.request<unknown, AccountLoginBody>({
    method: 'POST',
    url: '/api/login-check',
    data: credentials,
    public: true,
  });
}

/** POST /api/user/verify (general site): checks the user token sent as Bearer. */
export function verifyUserToken(client: ApiClient) {
  return client.request<ApiBody>({ method: 'POST', url: '/api/user/verify', data: {} });
}

/**
 * GET /api/user/ (floor and carbon sites): the logged-in user, in `datas.user` (see also
 * account.getAccountProfile). `token`, when given, is sent in place of the session's (the
 * single-sign-on hand-over's).
 */
export function getAccountUser(client: ApiClient, token?: string) {
  return client.request<{ user: AccountUser }>({
    method: 'GET',
    url: '/api/user/',
    ...(token ? { token } : {}),
  });
}
