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
  bearer,
  clientOn,
  createPact,
  INACTIVE_EMAIL,
  JSON_CONTENT,
  NEW_PASSWORD,
  PARTNER_EMAIL,
  PROFILE_EXAMPLE,
  SEED_PASSWORD,
  STATE,
  TOKEN,
  UNAUTHORIZED_BODY,
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
  it('registers a device and reads its token', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request to register a device')
      .withRequest('POST', '/api/device/create', (builder) => {
        builder.headers(JSON_CONTENT).jsonBody(DEVICE_INFO);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
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
        });
      })
      .executeTest(async (mockServer) => {
        const result = await createDevice(clientOn(mockServer.url), DEVICE_INFO);
        expect(result.status).toBe(200);
        expect(result.body.success).toBe(true);
        expect(result.body.datas?.device.uuid).toBe(DEVICE_INFO.uuid);
        expect(typeof result.body.datas?.device.token).toBe('string');
      });
  });

  it('refuses a device without uuid with 400', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request to register a device without uuid')
      .withRequest('POST', '/api/device/create', (builder) => {
        builder.headers(JSON_CONTENT).jsonBody({ ...DEVICE_INFO, uuid: '' });
      })
      .willRespondWith(400, (builder) => {
        builder.jsonBody({
          success: false,
          message: string("L'identifiant de l'appareil est manquant."),
        });
      })
      .executeTest(async (mockServer) => {
        const result = await createDevice(clientOn(mockServer.url), { ...DEVICE_INFO, uuid: '' });
        expect(result.status).toBe(400);
        expect(result.body.success).toBe(false);
        expect(typeof result.body.message).toBe('string');
      });
  });

  it('verifies a registered device token', async () => {
    await pact
      .addInteraction()
      .given(STATE.registeredDevice)
      .uponReceiving('a request to verify a registered device token')
      .withRequest('POST', '/api/device/verify', (builder) => {
        builder.headers({ ...bearer(TOKEN.device), ...JSON_CONTENT }).jsonBody({});
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ success: true });
      })
      .executeTest(async (mockServer) => {
        const result = await verifyDevice(clientOn(mockServer.url, TOKEN.device));
        expect(result).toMatchObject({ status: 200, body: { success: true } });
      });
  });

  it('answers 401 for an unknown device token', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request to verify an unknown device token')
      .withRequest('POST', '/api/device/verify', (builder) => {
        builder.headers({ ...bearer(TOKEN.unknownDevice), ...JSON_CONTENT }).jsonBody({});
      })
      .willRespondWith(401, (builder) => {
        builder.jsonBody({ success: false, message: string('Appareil inconnu.') });
      })
      .executeTest(async (mockServer) => {
        const result = await verifyDevice(clientOn(mockServer.url, TOKEN.unknownDevice));
        expect(result.status).toBe(401);
        expect(result.body.success).toBe(false);
      });
  });
});

describe('password reset request', () => {
  it('sends a reset e-mail to a known address', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for a password-reset e-mail to a known address')
      .withRequest('POST', '/reset/request', (builder) => {
        builder.headers(JSON_CONTENT).jsonBody({ username: USER_1_EMAIL });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          success: true,
          message: 'Un e-mail de réinitialisation vous a été envoyé.',
        });
      })
      .executeTest(async (mockServer) => {
        const result = await requestPasswordReset(clientOn(mockServer.url), USER_1_EMAIL);
        expect(result.body).toEqual({
          success: true,
          message: 'Un e-mail de réinitialisation vous a été envoyé.',
        });
      });
  });

  it('refuses an unknown address with 403 and a message', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for a password-reset e-mail to an unknown address')
      .withRequest('POST', '/reset/request', (builder) => {
        builder.headers(JSON_CONTENT).jsonBody({ username: 'inconnu@exemple.fr' });
      })
      .willRespondWith(403, (builder) => {
        builder.jsonBody({
          success: false,
          message: "Aucun compte n'est associé à cette adresse e-mail.",
        });
      })
      .executeTest(async (mockServer) => {
        const result = await requestPasswordReset(clientOn(mockServer.url), 'inconnu@exemple.fr');
        expect(result.status).toBe(403);
        expect(result.body).toEqual({
          success: false,
          message: "Aucun compte n'est associé à cette adresse e-mail.",
        });
      });
  });
});

const PUBLIC_USER = {
  id: integer(1),
  email: USER_1_EMAIL,
  firstname: like('Claire'),
  lastname: like('Martin'),
  company: like('Maçonnerie Martin'),
};

describe('login', () => {
  it('logs in on the general site and reads datas.user', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a login with valid credentials on the general site')
      .withRequest('POST', '/api/login-check', (builder) => {
        builder.headers(JSON_CONTENT).jsonBody({ username: USER_1_EMAIL, password: SEED_PASSWORD });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          success: true,
          datas: {
            user: {
              ...PUBLIC_USER,
              token: string('usr.4b1e6f0a9c2d47e8'),
              updated_password: boolean(true),
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const result = await loginCheck(clientOn(mockServer.url), {
          username: USER_1_EMAIL,
          password: SEED_PASSWORD,
        });
        expect(result.status).toBe(200);
        expect(result.body.success).toBe(true);
        const user = result.body.datas?.user;
        expect(user?.email).toBe(USER_1_EMAIL);
        expect(typeof user?.token).toBe('string');
        expect(typeof user?.updated_password).toBe('boolean');
      });
  });

  it('logs in on the floor and carbon sites and reads user, token and refreshToken', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a login with valid credentials and remember-me on the floor site')
      .withRequest('POST', '/api/login-check', (builder) => {
        builder.headers(JSON_CONTENT).jsonBody({
          username: USER_1_EMAIL,
          password: SEED_PASSWORD,
          rememberMe: true,
        });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          success: true,
          user: PUBLIC_USER,
          token: string('usr.4b1e6f0a9c2d47e8'),
          refreshToken: string('usr.9d3a7c5e1f0b4a62'),
        });
      })
      .executeTest(async (mockServer) => {
        const result = await accountLoginCheck(clientOn(mockServer.url), {
          username: USER_1_EMAIL,
          password: SEED_PASSWORD,
          rememberMe: true,
        });
        expect(result.status).toBe(200);
        expect(result.body.success).toBe(true);
        expect(result.body.user?.email).toBe(USER_1_EMAIL);
        expect(typeof result.body.token).toBe('string');
        expect(typeof result.body.refreshToken).toBe('string');
      });
  });

  it('refuses a wrong password with 401', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/api/login-check', (builder) => {
        builder.headers(JSON_CONTENT).jsonBody({ username: USER_1_EMAIL, password: 'Faux2024!' });
      })
      .willRespondWith(401, (builder) => {
        builder.jsonBody({
          success: false,
          message: 'Identifiants invalides.',
          error: like('Identifiants invalides.'),
        });
      })
      .executeTest(async (mockServer) => {
        const result = await loginCheck(clientOn(mockServer.url), {
          username: USER_1_EMAIL,
          password: 'Faux2024!',
        });
        expect(result.status).toBe(401);
        expect(result.isPublic).toBe(true);
        expect(result.body).toMatchObject({ success: false, message: 'Identifiants invalides.' });
      });
  });

  it('refuses an account that is not activated with 401', async () => {
    await pact
      .addInteraction()
      .given(STATE.awaitingActivation)
      .uponReceiving('a login to an account that is not activated')
      .withRequest('POST', '/api/login-check', (builder) => {
        builder
          .headers(JSON_CONTENT)
          .jsonBody({ username: INACTIVE_EMAIL, password: SEED_PASSWORD, rememberMe: false });
      })
      .willRespondWith(401, (builder) => {
        builder.jsonBody({
          success: false,
          message: string(
            "Votre compte n'est pas encore activé. Consultez l'e-mail de confirmation.",
          ),
        });
      })
      .executeTest(async (mockServer) => {
        const result = await accountLoginCheck(clientOn(mockServer.url), {
          username: INACTIVE_EMAIL,
          password: SEED_PASSWORD,
          rememberMe: false,
        });
        expect(result.status).toBe(401);
        expect(result.body.success).toBe(false);
        expect(typeof result.body.message).toBe('string');
      });
  });

  it('refuses a partner-domain account with 403 (single sign-on only)', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a login with a partner-domain account')
      .withRequest('POST', '/api/login-check', (builder) => {
        builder
          .headers(JSON_CONTENT)
          .jsonBody({ username: PARTNER_EMAIL, password: SEED_PASSWORD });
      })
      .willRespondWith(403, (builder) => {
        builder.jsonBody({
          success: false,
          message: string('Connectez-vous avec la connexion unique de votre organisation.'),
        });
      })
      .executeTest(async (mockServer) => {
        const result = await loginCheck(clientOn(mockServer.url), {
          username: PARTNER_EMAIL,
          password: SEED_PASSWORD,
        });
        expect(result.status).toBe(403);
        expect(result.body.success).toBe(false);
        expect(typeof result.body.message).toBe('string');
      });
  });
});

describe('user token', () => {
  it('verifies a valid user token', async () => {
    await pact
      .addInteraction()
      .given(STATE.validToken)
      .uponReceiving('a request to verify a valid user token')
      .withRequest('POST', '/api/user/verify', (builder) => {
        builder.headers({ ...bearer(TOKEN.valid), ...JSON_CONTENT }).jsonBody({});
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ success: true });
      })
      .executeTest(async (mockServer) => {
        const result = await verifyUserToken(clientOn(mockServer.url, TOKEN.valid));
        expect(result).toMatchObject({ status: 200, body: { success: true } });
      });
  });
});

describe('profile', () => {
  it('reads the profile in datas.profile', async () => {
    await pact
      .addInteraction()
      .given(STATE.validToken)
      .uponReceiving('a request to read the profile on the general site')
      .withRequest('POST', '/api/user/get-profile', (builder) => {
        builder.headers({ ...bearer(TOKEN.valid), ...JSON_CONTENT }).jsonBody({});
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          success: true,
          datas: { profile: like({ ...PROFILE_EXAMPLE }) },
        });
      })
      .executeTest(async (mockServer) => {
        const result = await getProfile(clientOn(mockServer.url, TOKEN.valid));
        expect(result.status).toBe(200);
        expect(Object.keys(result.body.datas?.profile ?? {})).toEqual(
          expect.arrayContaining(Object.keys(PROFILE_EXAMPLE)),
        );
      });
  });

  const PROFILE_UPDATE: SetProfileRequest = {
    ...PROFILE_EXAMPLE,
    phone: '04 78 62 15 31',
    fonction: 'Gérante associée',
  };

  it('saves the profile', async () => {
    await pact
      .addInteraction()
      .given(STATE.validToken)
      .uponReceiving('a request to save the profile on the general site')
      .withRequest('POST', '/api/user/set-profile', (builder) => {
        builder.headers({ ...bearer(TOKEN.valid), ...JSON_CONTENT }).jsonBody(PROFILE_UPDATE);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ success: true, message: 'Les modifications ont été enregistrées' });
      })
      .executeTest(async (mockServer) => {
        const result = await setProfile(clientOn(mockServer.url, TOKEN.valid), PROFILE_UPDATE);
        expect(result.body).toEqual({
          success: true,
          message: 'Les modifications ont été enregistrées',
        });
      });
  });

  it('refuses a weak new password with an error object', async () => {
    const body: SetProfileRequest = {
      ...PROFILE_EXAMPLE,
      plainPassword: { password: WEAK_PASSWORD, passwordConfirmation: WEAK_PASSWORD },
    };
    await pact
      .addInteraction()
      .given(STATE.validToken)
      .uponReceiving('a request to save the profile with a weak new password')
      .withRequest('POST', '/api/user/set-profile', (builder) => {
        builder.headers({ ...bearer(TOKEN.valid), ...JSON_CONTENT }).jsonBody(body);
      })
      .willRespondWith(400, (builder) => {
        builder.jsonBody({
          success: false,
          error: { plainPassword: string('6 caractères minimum') },
        });
      })
      .executeTest(async (mockServer) => {
        const result = await setProfile(clientOn(mockServer.url, TOKEN.valid), body);
        expect(result.status).toBe(400);
        expect(result.body.success).toBe(false);
        expect(result.body.error).toEqual({ plainPassword: expect.any(String) });
      });
  });
});

describe('forced new password', () => {
  it('records the new password', async () => {
    const body = { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    await pact
      .addInteraction()
      .given(STATE.mustChoosePassword)
      .uponReceiving('a request to set the new password of a user who must choose one')
      .withRequest('POST', '/api/user/update-password', (builder) => {
        builder.headers({ ...bearer(TOKEN.valid), ...JSON_CONTENT }).jsonBody(body);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ success: true, message: 'Votre mot de passe a bien été modifié' });
      })
      .executeTest(async (mockServer) => {
        const result = await updatePassword(clientOn(mockServer.url, TOKEN.valid), body);
        expect(result.body).toEqual({
          success: true,
          message: 'Votre mot de passe a bien été modifié',
        });
      });
  });

  it('refuses a weak password with an error on the password field', async () => {
    const body = { password: WEAK_PASSWORD, passwordConfirmation: WEAK_PASSWORD };
    await pact
      .addInteraction()
      .given(STATE.mustChoosePassword)
      .uponReceiving('a request to set a weak new password')
      .withRequest('POST', '/api/user/update-password', (builder) => {
        builder.headers({ ...bearer(TOKEN.valid), ...JSON_CONTENT }).jsonBody(body);
      })
      .willRespondWith(400, (builder) => {
        builder.jsonBody({ success: false, error: { password: string('6 caractères minimum') } });
      })
      .executeTest(async (mockServer) => {
        const result = await updatePassword(clientOn(mockServer.url, TOKEN.valid), body);
        expect(result.status).toBe(400);
        expect(result.body.error).toEqual({ password: expect.any(String) });
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

  it.each(cases)('$operation', async ({ operation, call, path, body }) => {
    await pact
      .addInteraction()
      .given(STATE.expiredToken)
      .uponReceiving(`${operation} with an expired token`)
      .withRequest('POST', path, (builder) => {
        builder.headers({ ...bearer(TOKEN.expired), ...JSON_CONTENT }).jsonBody(body);
      })
      .willRespondWith(401, (builder) => {
        builder.jsonBody(UNAUTHORIZED_BODY);
      })
      .executeTest(async (mockServer) => {
        const result = await call(clientOn(mockServer.url, TOKEN.expired));
        expect(result.status).toBe(401);
        expect(result.isPublic).toBe(false);
        expect(result.body.success).toBe(false);
      });
  });
});
