/**
 * Consumer contract of the general site's operations (docs/api.md, "General site"): devices,
 * login, the profile and the password, each with its documented failures.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  getProfile,
  requestPasswordReset,
  setProfile,
  updatePassword,
  type SetProfileRequest,
} from '../account';
import { accountLoginCheck, loginCheck, verifyUserToken } from '../auth';
import { createDevice, verifyDevice } from '../device';
import {
  createPact,
  expectExpiredToken,
  expectInteraction,
  given,
  INACTIVE_EMAIL,
  NEW_PASSWORD,
  PARAM_STATE,
  PARTNER_EMAIL,
  PROFILE_EXAMPLE,
  SEED_PASSWORD,
  STATE,
  TOKEN,
  USER_1_EMAIL,
  WEAK_PASSWORD,
} from './pactHarness';

const { boolean, integer, like, string } = MatchersV3;

const pact = createPact();

const DEVICE_INFO = {
  uuid: '6f1c2b7e-3d4a-4f8b-9c21-5e7a8d9b0c1f',
  browser: 'Firefox',
  browserVersion: '128.0',
  os: 'Linux',
};

describe('devices', () => {
  it('registers a device and reads its token', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.noDeviceUuid, { uuid: DEVICE_INFO.uuid }),
      description: 'a request to register a device',
      method: 'POST',
      path: '/api/device/create',
      body: DEVICE_INFO,
      status: 200,
      responseBody: {
        success: true,
        datas: {
          device: {
            uuid: DEVICE_INFO.uuid,
            browser: like(DEVICE_INFO.browser),
            browserVersion: like(DEVICE_INFO.browserVersion),
            os: like(DEVICE_INFO.os),
            token: string('dev.2f0c9e41d3b84c6e'),
          },
        },
      },
      call: (client) => createDevice(client, DEVICE_INFO),
      check: (result) => {
        expect(result.status).toBe(200);
        expect(result.body.success).toBe(true);
        expect(result.body.datas?.device.uuid).toBe(DEVICE_INFO.uuid);
        expect(typeof result.body.datas?.device.token).toBe('string');
      },
    }));

  it('refuses a device without uuid with 400', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.noDeviceUuid, { uuid: DEVICE_INFO.uuid }),
      description: 'a request to register a device without uuid',
      method: 'POST',
      path: '/api/device/create',
      body: { ...DEVICE_INFO, uuid: '' },
      status: 400,
      responseBody: {
        success: false,
        message: string("L'identifiant de l'appareil est manquant."),
      },
      call: (client) => createDevice(client, { ...DEVICE_INFO, uuid: '' }),
      check: (result) => {
        expect(result.status).toBe(400);
        expect(result.body.success).toBe(false);
        expect(typeof result.body.message).toBe('string');
      },
    }));

  it('verifies a registered device token', () =>
    expectInteraction(pact, {
      state: STATE.registeredDevice,
      description: 'a request to verify a registered device token',
      method: 'POST',
      path: '/api/device/verify',
      token: TOKEN.device,
      body: {},
      status: 200,
      // Exact: the client reads only `success` (and the status).
      responseBody: { success: true },
      call: (client) => verifyDevice(client),
      check: (result) => expect(result).toMatchObject({ status: 200, body: { success: true } }),
    }));

  it('answers 401 for an unknown device token', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.noDeviceToken, { token: TOKEN.unknownDevice }),
      description: 'a request to verify an unknown device token',
      method: 'POST',
      path: '/api/device/verify',
      token: TOKEN.unknownDevice,
      body: {},
      status: 401,
      responseBody: { success: false, message: string('Appareil inconnu.') },
      call: (client) => verifyDevice(client),
      check: (result) => {
        expect(result.status).toBe(401);
        expect(result.body.success).toBe(false);
      },
    }));
});

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

describe('profile', () => {
  it('reads the profile in datas.profile', () =>
    expectInteraction(pact, {
      state: STATE.validToken,
      description: 'a request to read the profile on the general site',
      method: 'POST',
      path: '/api/user/get-profile',
      token: TOKEN.valid,
      body: {},
      status: 200,
      responseBody: { success: true, datas: { profile: like({ ...PROFILE_EXAMPLE }) } },
      call: (client) => getProfile(client),
      check: (result) => {
        expect(result.status).toBe(200);
        expect(Object.keys(result.body.datas?.profile ?? {})).toEqual(
          expect.arrayContaining(Object.keys(PROFILE_EXAMPLE)),
        );
      },
    }));

  const PROFILE_UPDATE: SetProfileRequest = {
    ...PROFILE_EXAMPLE,
    phone: '04 78 62 15 31',
    fonction: 'Gérante associée',
  };

  it('saves the profile', () =>
    expectInteraction(pact, {
      state: STATE.validToken,
      description: 'a request to save the profile on the general site',
      method: 'POST',
      path: '/api/user/set-profile',
      token: TOKEN.valid,
      body: PROFILE_UPDATE,
      status: 200,
      responseBody: { success: true, message: string('Les modifications ont été enregistrées') },
      call: (client) => setProfile(client, PROFILE_UPDATE),
      check: (result) =>
        expect(result.body).toEqual({
          success: true,
          message: 'Les modifications ont été enregistrées',
        }),
    }));

  it('refuses a weak new password with an error object', () => {
    const body: SetProfileRequest = {
      ...PROFILE_EXAMPLE,
      plainPassword: { password: WEAK_PASSWORD, passwordConfirmation: WEAK_PASSWORD },
    };
    return expectInteraction(pact, {
      state: STATE.validToken,
      description: 'a request to save the profile with a weak new password',
      method: 'POST',
      path: '/api/user/set-profile',
      token: TOKEN.valid,
      body,
      status: 400,
      responseBody: { success: false, error: { plainPassword: string('6 caractères minimum') } },
      call: (client) => setProfile(client, body),
      check: (result) => {
        expect(result.status).toBe(400);
        expect(result.body.success).toBe(false);
        expect(result.body.error).toEqual({ plainPassword: expect.any(String) });
      },
    });
  });
});

describe('forced new password', () => {
  it('records the new password', () => {
    const body = { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    return expectInteraction(pact, {
      state: STATE.mustChoosePassword,
      description: 'a request to set the new password of a user who must choose one',
      method: 'POST',
      path: '/api/user/update-password',
      token: TOKEN.valid,
      body,
      status: 200,
      responseBody: { success: true, message: string('Votre mot de passe a bien été modifié') },
      call: (client) => updatePassword(client, body),
      check: (result) =>
        expect(result.body).toEqual({
          success: true,
          message: 'Votre mot de passe a bien été modifié',
        }),
    });
  });

  it('refuses a weak password with an error on the password field', () => {
    const body = { password: WEAK_PASSWORD, passwordConfirmation: WEAK_PASSWORD };
    return expectInteraction(pact, {
      state: STATE.mustChoosePassword,
      description: 'a request to set a weak new password',
      method: 'POST',
      path: '/api/user/update-password',
      token: TOKEN.valid,
      body,
      status: 400,
      responseBody: { success: false, error: { password: string('6 caractères minimum') } },
      call: (client) => updatePassword(client, body),
      check: (result) => {
        expect(result.status).toBe(400);
        expect(result.body.error).toEqual({ password: expect.any(String) });
      },
    });
  });
});

describe('an expired token is answered 401', () => {
  const cases = [
    {
      operation: 'POST /api/user/verify',
      call: verifyUserToken,
      path: '/api/user/verify',
      body: {},
    },
    {
      operation: 'POST /api/user/get-profile',
      call: getProfile,
      path: '/api/user/get-profile',
      body: {},
    },
    {
      operation: 'POST /api/user/set-profile',
      call: (client: Parameters<typeof setProfile>[0]) => setProfile(client, PROFILE_EXAMPLE),
      path: '/api/user/set-profile',
      body: PROFILE_EXAMPLE,
    },
    {
      operation: 'POST /api/user/update-password',
      call: (client: Parameters<typeof updatePassword>[0]) =>
        updatePassword(client, { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }),
      path: '/api/user/update-password',
      body: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    },
  ];

  it.each(cases)('$operation', ({ operation, call, path, body }) =>
    expectExpiredToken(pact, {
      description: `${operation} with an expired token`,
      method: 'POST',
      path,
      body,
      call: (client) => call(client),
      check: (result) => {
        expect(result.isPublic).toBe(false);
        expect(result.body.success).toBe(false);
      },
    }),
  );
});
