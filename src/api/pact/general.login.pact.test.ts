/**
 * Consumer contract of the general site's login (docs/api.md, "General site"): the password reset
 * request, the login and the user token, each with its documented failures.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { requestPasswordReset } from '../account';
import { accountLoginCheck, loginCheck, verifyUserToken } from '../auth';
import type { AccountLoginCredentials, LoginCredentials } from '../types';
import {
  createPact,
  expectInteraction,
  given,
  operationCases,
  INACTIVE_EMAIL,
  PARAM_STATE,
  PARTNER_EMAIL,
  SEED_PASSWORD,
  STATE,
  TOKEN,
  USER_1_EMAIL,
} from './pactHarness';

const { boolean, integer, like, string } = MatchersV3;

const pact = createPact();

/** The cases of an operation, each a row: its state, request body and answer. */
const resetRequest = operationCases(pact, {
  method: 'POST',
  path: '/reset/request',
  send: (client, body: { username: string }) => requestPasswordReset(client, body.username),
});
const generalLogin = operationCases(pact, {
  method: 'POST',
  path: '/api/login-check',
  send: (client, body: LoginCredentials) => loginCheck(client, body),
});
const accountLogin = operationCases(pact, {
  method: 'POST',
  path: '/api/login-check',
  send: (client, body: AccountLoginCredentials) => accountLoginCheck(client, body),
});

const USER_1 = given(PARAM_STATE.account, { email: USER_1_EMAIL, password: SEED_PASSWORD });

describe('password reset request', () => {
  it.each([
    {
      title: 'sends a reset e-mail to a known address',
      state: USER_1,
      description: 'a request for a password-reset e-mail to a known address',
      username: USER_1_EMAIL,
      status: 200,
      message: 'Un e-mail de réinitialisation vous a été envoyé.',
    },
    {
      title: 'refuses an unknown address with 403 and a message',
      state: given(PARAM_STATE.noAccount, { email: 'inconnu@exemple.fr' }),
      description: 'a request for a password-reset e-mail to an unknown address',
      username: 'inconnu@exemple.fr',
      status: 403,
      message: "Aucun compte n'est associé à cette adresse e-mail.",
    },
  ])('$title', ({ state, description, username, status, message }) =>
    resetRequest({
      state,
      description,
      body: { username },
      status,
      responseBody: { success: status === 200, message: string(message) },
      check: (result) => expect(result.body).toEqual({ success: status === 200, message }),
    }),
  );
});

const PUBLIC_USER = {
  id: integer(1),
  email: USER_1_EMAIL,
  firstname: like('Claire'),
  lastname: like('Martin'),
  company: like('Maçonnerie Martin'),
};

/** The general site's answer to a login: the user with their token. */
const GENERAL_USER = {
  success: true,
  datas: {
    user: {
      ...PUBLIC_USER,
      token: string('usr.4b1e6f0a9c2d47e8'),
      updated_password: boolean(true),
    },
  },
};

describe('login', () => {
  it('logs in on the general site and reads datas.user', () =>
    generalLogin({
      state: USER_1,
      description: 'a login with valid credentials on the general site',
      body: { username: USER_1_EMAIL, password: SEED_PASSWORD },
      status: 200,
      responseBody: GENERAL_USER,
      check: (result) => {
        expect(result.body.success).toBe(true);
        const user = result.body.datas?.user;
        expect(user?.email).toBe(USER_1_EMAIL);
        expect(typeof user?.token).toBe('string');
        expect(typeof user?.updated_password).toBe('boolean');
      },
    }));

  it("logs in from a visitor's device: its token goes as Bearer (the account may then claim the device's histories)", () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.deviceAndAccount, { email: USER_1_EMAIL, password: SEED_PASSWORD }),
      description: "a login with valid credentials from a visitor's device on the general site",
      method: 'POST',
      path: '/api/login-check',
      token: TOKEN.device,
      body: { username: USER_1_EMAIL, password: SEED_PASSWORD },
      status: 200,
      responseBody: GENERAL_USER,
      call: (client) =>
        loginCheck(client, { username: USER_1_EMAIL, password: SEED_PASSWORD }, TOKEN.device),
      check: (result) => expect(result.body.datas?.user.email).toBe(USER_1_EMAIL),
    }));

  it('logs in on the floor and carbon sites and reads user, token and refreshToken', () =>
    accountLogin({
      state: USER_1,
      description: 'a login with valid credentials and remember-me on the floor site',
      body: { username: USER_1_EMAIL, password: SEED_PASSWORD, rememberMe: true },
      status: 200,
      responseBody: {
        success: true,
        user: PUBLIC_USER,
        token: string('usr.4b1e6f0a9c2d47e8'),
        refreshToken: string('usr.9d3a7c5e1f0b4a62'),
      },
      check: (result) => {
        expect(result.body.success).toBe(true);
        expect(result.body.user?.email).toBe(USER_1_EMAIL);
        expect(typeof result.body.token).toBe('string');
        expect(typeof result.body.refreshToken).toBe('string');
      },
    }));

  it('refuses a wrong password with 401', () =>
    generalLogin({
      state: USER_1,
      description: 'a login with a wrong password',
      body: { username: USER_1_EMAIL, password: 'Faux2024!' },
      status: 401,
      responseBody: {
        success: false,
        message: 'Identifiants invalides.',
        error: like('Identifiants invalides.'),
      },
      check: (result) => {
        expect(result.isPublic).toBe(true);
        expect(result.body).toMatchObject({ success: false, message: 'Identifiants invalides.' });
      },
    }));

  /** A refusal whose message is the server's own text: the client reads that there is one. */
  it.each([
    {
      title: 'refuses an account that is not activated with 401',
      site: 'account',
      state: STATE.awaitingActivation,
      description: 'a login to an account that is not activated',
      body: { username: INACTIVE_EMAIL, password: SEED_PASSWORD, rememberMe: false },
      status: 401,
      message: "Votre compte n'est pas encore activé. Consultez l'e-mail de confirmation.",
    },
    {
      title: 'refuses a partner-domain account with 403 (single sign-on only)',
      site: 'general',
      state: given(PARAM_STATE.partnerAccount, { email: PARTNER_EMAIL }),
      description: 'a login with a partner-domain account',
      body: { username: PARTNER_EMAIL, password: SEED_PASSWORD },
      status: 403,
      message: 'Connectez-vous avec la connexion unique de votre organisation.',
    },
  ] as const)('$title', (row) => {
    const refused = {
      responseBody: { success: false, message: string(row.message) },
      check: (result: { body: { success?: boolean; message?: unknown } }) => {
        expect(result.body.success).toBe(false);
        expect(typeof result.body.message).toBe('string');
      },
    };
    return row.site === 'account'
      ? accountLogin({ ...row, ...refused })
      : generalLogin({ ...row, ...refused });
  });
});

describe('user token', () => {
  it('verifies a valid user token', () =>
    expectInteraction(pact, {
      state: STATE.validToken,
      description: 'a request to verify a valid user token',
      method: 'POST',
      path: '/api/user/verify',
      token: TOKEN.valid,
      body: {},
      status: 200,
      // Exact: the client reads only `success` (and the status).
      responseBody: { success: true },
      call: (client) => verifyUserToken(client),
      check: (result) => expect(result).toMatchObject({ status: 200, body: { success: true } }),
    }));
});
