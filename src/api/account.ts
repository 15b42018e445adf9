/** Account operations: password, profile, registration, e-mail (spec 000 §7). */
import type { ApiBody, ApiClient } from './http';
import type {
  AccountUser,
  PasswordCriteria,
  PlainPassword,
  Profile,
  RegistrationRequest,
  SignedLinkParams,
} from './types';

// ---- General site -------------------------------------------------------------------------------

/** POST /reset/request (general): asks for a password-reset e-mail. An unknown e-mail answers 403 with a message. */
export function requestPasswordReset(client: ApiClient, username: string) {
  return client.request({
    method: 'POST',
    url: '/reset/request',
    data: { username },
    public: true,
  });
}

/** POST /api/user/get-profile (general): reads `datas.profile`. */
export function getProfile(client: ApiClient) {
  return client.request<{ profile: Profile }>({
    method: 'POST',
    url: '/api/user/get-profile',
    data: {},
  });
}

/** Profile save of the general site: the profile, and optionally a new password. */
export interface SetProfileRequest extends Partial<Profile> {
  plainPassword?: PlainPassword;
}

/** POST /api/user/set-profile (general). */
export function setProfile(client: ApiClient, profile: SetProfileRequest) {
  return client.request({ method: 'POST', url: '/api/user/set-profile', data: profile });
}

/** POST /api/user/update-password (general, forced new password). Body shape project-defined. */
export function updatePassword(client: ApiClient, password: PlainPassword) {
  return client.request({ method: 'POST', url: '/api/user/update-password', data: password });
}

// ---- Floor and carbon sites ---------------------------------------------------------------------

/** POST /api/register/: on failure, `error` maps fields to messages. */
export function register(client: ApiClient, registration: RegistrationRequest) {
  return client.request({
    method: 'POST',
    url: '/api/register/',
    data: registration,
    public: true,
  });
}

export interface AccountEnableBody extends ApiBody {
  status?: 'nowActivated' | 'alreadyActivated';
}

/** POST /api/account/enable/: activates an account from its signed link. */
export function enableAccount(client: ApiClient, link: SignedLinkParams) {
  return client.request<unknown, AccountEnableBody>({
    method: 'POST',
    url: '/api/account/enable/',
    data: link,
    public: true,
  });
}

/** PUT /api/user/password/update/: the logged-in user changes their password. */
export function changePassword(
  client: ApiClient,
  body: { currentPassword: string; plainPassword: PlainPassword },
) {
  return client.request({ method: 'PUT', url: '/api/user/password/update/', data: body });
}

/** POST /api/user/password/reset/: sends a password-reset link by e-mail. */
export function sendPasswordResetLink(client: ApiClient, email: string) {
  return client.request({
    method: 'POST',
    url: '/api/user/password/reset/',
    data: { email },
    public: true,
  });
}

/** PUT /api/user/password/reset/: sets a new password with the token of the reset link. */
export function resetPassword(
  client: ApiClient,
  body: { plainPassword: PlainPassword; token: string },
) {
  return client.request({
    method: 'PUT',
    url: '/api/user/password/reset/',
    data: body,
    public: true,
  });
}

/** GET /api/password/criteria/: `datas.criteria`, keyed by id, each with its regex and message. */
export function getPasswordCriteria(client: ApiClient) {
  return client.request<{ criteria: PasswordCriteria }>({
    method: 'GET',
    url: '/api/password/criteria/',
    public: true,
  });
}

/** GET /api/user/: the logged-in user with the full profile, in `datas.user`. */
export function getAccountProfile(client: ApiClient) {
  return client.request<{ user: AccountUser & Profile }>({ method: 'GET', url: '/api/user/' });
}

/** PUT /api/user/data/: saves the profile (the carbon site sends only firstname, lastname, company). */
export function updateAccountData(client: ApiClient, profile: Partial<Omit<Profile, 'email'>>) {
  return client.request({ method: 'PUT', url: '/api/user/data/', data: profile });
}

/** PUT /api/user/email/update/: sends a confirmation link to the new address; reads `datas.message`. */
export function updateEmail(client: ApiClient, body: { currentEmail: string; newEmail: string }) {
  return client.request<{ message: string }>({
    method: 'PUT',
    url: '/api/user/email/update/',
    data: body,
  });
}

export interface EmailConfirmBody extends ApiBody<{ message: string }> {
  user?: AccountUser;
  token?: string;
}

/** POST /api/user/email/confirm/: confirms the new e-mail from its signed link; returns user and token. */
export function confirmEmail(client: ApiClient, link: SignedLinkParams) {
  return client.request<{ message: string }, EmailConfirmBody>({
    method: 'POST',
    url: '/api/user/email/confirm/',
    data: link,
    public: true,
  });
}

/** GET /api/email/available/{email}/: `datas.available` is false when an account uses the address. */
export function checkEmailAvailable(client: ApiClient, email: string) {
  return client.request<{ available: boolean }>({
    method: 'GET',
    url: `/api/email/available/${encodeURIComponent(email)}/`,
    public: true,
  });
}
