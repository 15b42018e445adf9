/**
 * Consumer contract of the general site's login (docs/api.md, "General site"): the password reset
 * request, the login and the user token, each with its documented failures.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { requestPasswordReset } from '../account';
import { accountLoginCheck, loginCheck, verifyUserToken } from '../auth';
import {
  createPact,
  expectInteraction,
  given,
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

describe('password reset request', () => {
  it('sends a reset e-mail to a known address', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.account, { email: USER_1_EMAIL, password: SEED_PASSWORD }),
      description: 'a request for a password-reset e-mail to a known address',
      method: 'POST',
      path: '/reset/request',
      body: { username: USER_1_EMAIL },
      status: 200,
      responseBody: {
        success: true,
        message: string('Un e-mail de réinitialisation vous a été envoyé.'),
      },
      call: (client) => requestPasswordReset(client, USER_1_EMAIL),
      check: (result) =>
        expect(result.body).toEqual({
          success: true,
          message: 'Un e-mail de réinitialisation vous a été envoyé.',
        }),
    }));

  it('refuses an unknown address with 403 and a message', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.noAccount, { email: 'inconnu@exemple.fr' }),
      description: 'a request for a password-reset e-mail to an unknown address',
      method: 'POST',
      path: '/reset/request',
      body: { username: 'inconnu@exemple.fr' },
      status: 403,
      responseBody: {
        success: false,
        message: string("Aucun compte n'est associé à cette adresse e-mail."),
      },
      call: (client) => requestPasswordReset(client, 'inconnu@exemple.fr'),
      check: (result) => {
        expect(result.status).toBe(403);
        expect(result.body).toEqual({
          success: false,
          message: "Aucun compte n'est associé à cette adresse e-mail.",
        });
      },
    }));
});

const PUBLIC_USER = {
  id: integer(1),
  email: USER_1_EMAIL,
  firstname: like('Claire'),
  lastname: like('Martin'),
  company: like('Maçonnerie Martin'),
};

describe('login', () => {
  it('logs in on the general site and reads datas.user', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.account, { email: USER_1_EMAIL, password: SEED_PASSWORD }),
      description: 'a login with valid credentials on the general site',
      method: 'POST',
      path: '/api/login-check',
      body: { username: USER_1_EMAIL, password: SEED_PASSWORD },
      status: 200,
      responseBody: {
        success: true,
        datas: {
          user: {
            ...PUBLIC_USER,
            token: string('usr.4b1e6f0a9c2d47e8'),
            updated_password: boolean(true),
          },
        },
      },
      call: (client) => loginCheck(client, { username: USER_1_EMAIL, password: SEED_PASSWORD }),
      check: (result) => {
        expect(result.status).toBe(200);
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
      responseBody: {
        success: true,
        datas: {
          user: {
            ...PUBLIC_USER,
            token: string('usr.4b1e6f0a9c2d47e8'),
            updated_password: boolean(true),
          },
        },
      },
      call: (client) =>
        loginCheck(client, { username: USER_1_EMAIL, password: SEED_PASSWORD }, TOKEN.device),
      check: (result) => expect(result.body.datas?.user.email).toBe(USER_1_EMAIL),
    }));

  it('logs in on the floor and carbon sites and reads user, token and refreshToken', () => {
    const credentials = { username: USER_1_EMAIL, password: SEED_PASSWORD, rememberMe: true };
    return expectInteraction(pact, {
      state: given(PARAM_STATE.account, { email: USER_1_EMAIL, password: SEED_PASSWORD }),
      description: 'a login with valid credentials and remember-me on the floor site',
      method: 'POST',
      path: '/api/login-check',
      body: credentials,
      status: 200,
      responseBody: {
        success: true,
        user: PUBLIC_USER,
        token: string('usr.4b1e6f0a9c2d47e8'),
        refreshToken: string('usr.9d3a7c5e1f0b4a62'),
      },
      call: (client) => accountLoginCheck(client, credentials),
      check: (result) => {
        expect(result.status).toBe(200);
        expect(result.body.success).toBe(true);
        expect(result.body.user?.email).toBe(USER_1_EMAIL);
        expect(typeof result.body.token).toBe('string');
        expect(typeof result.body.refreshToken).toBe('string');
      },
    });
  });

  it('refuses a wrong password with 401', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.account, { email: USER_1_EMAIL, password: SEED_PASSWORD }),
      description: 'a login with a wrong password',
      method: 'POST',
      path: '/api/login-check',
      body: { username: USER_1_EMAIL, password: 'Faux2024!' },
      status: 401,
      responseBody: {
        success: false,
        message: 'Identifiants invalides.',
        error: like('Identifiants invalides.'),
      },
      call: (client) => loginCheck(client, { username: USER_1_EMAIL, password: 'Faux2024!' }),
      check: (result) => {
        expect(result.status).toBe(401);
        expect(result.isPublic).toBe(true);
        expect(result.body).toMatchObject({ success: false, message: 'Identifiants invalides.' });
      },
    }));

  it('refuses an account that is not activated with 401', () => {
    const credentials = { username: INACTIVE_EMAIL, password: SEED_PASSWORD, rememberMe: false };
    return expectInteraction(pact, {
      state: STATE.awaitingActivation,
      description: 'a login to an account that is not activated',
      method: 'POST',
      path: '/api/login-check',
      body: credentials,
      status: 401,
      responseBody: {
        success: false,
        message: string(
          "Votre compte n'est pas encore activé. Consultez l'e-mail de confirmation.",
        ),
      },
      call: (client) => accountLoginCheck(client, credentials),
      check: (result) => {
        expect(result.status).toBe(401);
        expect(result.body.success).toBe(false);
        expect(typeof result.body.message).toBe('string');
      },
    });
  });

  it('refuses a partner-domain account with 403 (single sign-on only)', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.partnerAccount, { email: PARTNER_EMAIL }),
      description: 'a login with a partner-domain account',
      method: 'POST',
      path: '/api/login-check',
      body: { username: PARTNER_EMAIL, password: SEED_PASSWORD },
      status: 403,
      responseBody: {
        success: false,
        message: string('Connectez-vous avec la connexion unique de votre organisation.'),
      },
      call: (client) => loginCheck(client, { username: PARTNER_EMAIL, password: SEED_PASSWORD }),
      check: (result) => {
        expect(result.status).toBe(403);
        expect(result.body.success).toBe(false);
        expect(typeof result.body.message).toBe('string');
      },
    }));
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
