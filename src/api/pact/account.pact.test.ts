/**
 * Consumer contract of the floor and carbon sites' account operations (docs/api.md, "Floor and
 * carbon sites: account"): registration, activation, passwords, profile and e-mail change.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  changePassword,
  checkEmailAvailable,
  confirmEmail,
  enableAccount,
  getAccountProfile,
  getPasswordCriteria,
  register,
  resetPassword,
  sendPasswordResetLink,
  updateAccountData,
  updateEmail,
} from '../account';
import type { ApiClient } from '../http';
import type { RegistrationRequest } from '../types';
import {
  bearer,
  clientOn,
  createPact,
  expectExpiredToken,
  JSON_CONTENT,
  NEW_EMAIL,
  NEW_PASSWORD,
  PROFILE_EXAMPLE,
  SEED_PASSWORD,
  signedLink,
  STATE,
  TOKEN,
  USER_1_EMAIL,
  USER_2_EMAIL,
  WEAK_PASSWORD,
} from './pactHarness';

const { eachKeyLike, integer, like, regex, string } = MatchersV3;

const pact = createPact();

const INVALID_LINK_MESSAGE = 'Ce lien est invalide ou a expiré.';

// ---- Registration ----------------------------------------------------------------------------------

const REGISTRATION: RegistrationRequest = {
  email: 'paul.renard@renard-batiment.fr',
  lastname: 'Renard',
  firstname: 'Paul',
  company: 'Renard Bâtiment',
  rgpd: true,
  plainPassword: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
  civility: 'mr',
  activity: 'maçon',
  fonction: 'Gérant',
  siret: '81234567800014',
  phone: '02 43 12 34 56',
  address: '4 rue du Port',
  addressComplement: '',
  postalCode: '72000',
  city: 'Le Mans',
  country: 'France',
};

describe('registration', () => {
  async function expectRegistration(
    description: string,
    registration: RegistrationRequest,
    status: number,
    responseBody: Record<string, unknown>,
    check: (result: Awaited<ReturnType<typeof register>>) => void,
  ) {
    await pact
      .addInteraction()
      .uponReceiving(description)
      .withRequest('POST', '/api/register/', (builder) => {
        builder.headers(JSON_CONTENT).jsonBody(registration);
      })
      .willRespondWith(status, (builder) => {
        builder.jsonBody(responseBody);
      })
      .executeTest(async (mockServer) => {
        const result = await register(clientOn(mockServer.url), registration);
        expect(result.status).toBe(status);
        check(result);
      });
  }

  it('registers a new account', () =>
    expectRegistration(
      'a registration with a new e-mail address',
      REGISTRATION,
      200,
      { success: true, message: 'Votre inscription a été enregistrée avec succès' },
      (result) =>
        expect(result.body).toEqual({
          success: true,
          message: 'Votre inscription a été enregistrée avec succès',
        }),
    ));

  it('refuses an e-mail address already taken', () =>
    expectRegistration(
      'a registration with an e-mail address already taken',
      { ...REGISTRATION, email: USER_1_EMAIL },
      400,
      { success: false, error: { email: 'Un compte existe déjà avec cette adresse e-mail.' } },
      (result) =>
        expect(result.body).toEqual({
          success: false,
          error: { email: 'Un compte existe déjà avec cette adresse e-mail.' },
        }),
    ));

  it('refuses a weak password', () =>
    expectRegistration(
      'a registration with a weak password',
      {
        ...REGISTRATION,
        plainPassword: { password: WEAK_PASSWORD, passwordConfirmation: WEAK_PASSWORD },
      },
      400,
      { success: false, error: { plainPassword: string('6 caractères minimum') } },
      (result) => {
        expect(result.body.success).toBe(false);
        expect(result.body.error).toEqual({ plainPassword: expect.any(String) });
      },
    ));

  it('refuses a registration without the data-protection consent', () =>
    expectRegistration(
      'a registration without the data-protection consent',
      { ...REGISTRATION, rgpd: false },
      400,
      { success: false, error: { rgpd: 'Ce champ est nécessaire' } },
      (result) =>
        expect(result.body).toEqual({ success: false, error: { rgpd: 'Ce champ est nécessaire' } }),
    ));

  it('refuses a registration with a missing required field', () =>
    expectRegistration(
      'a registration without a last name',
      { ...REGISTRATION, lastname: '' },
      400,
      { success: false, error: { lastname: string('Champ obligatoire') } },
      (result) => {
        expect(result.body.success).toBe(false);
        expect(result.body.error).toEqual({ lastname: expect.any(String) });
      },
    ));
});

// ---- Activation ------------------------------------------------------------------------------------

describe('account activation', () => {
  const ACTIVATION_LINK = signedLink('50', 'act-pact');

  it('activates a waiting account: nowActivated', async () => {
    await pact
      .addInteraction()
      .given(STATE.awaitingActivation)
      .uponReceiving('a request to activate a waiting account')
      .withRequest('POST', '/api/account/enable/', (builder) => {
        builder.headers(JSON_CONTENT).jsonBody(ACTIVATION_LINK);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          success: true,
          status: 'nowActivated',
          message: 'Votre compte est maintenant activé.',
        });
      })
      .executeTest(async (mockServer) => {
        const result = await enableAccount(clientOn(mockServer.url), ACTIVATION_LINK);
        expect(result.body).toEqual({
          success: true,
          status: 'nowActivated',
          message: 'Votre compte est maintenant activé.',
        });
      });
  });

  it('answers alreadyActivated for an activated account', async () => {
    await pact
      .addInteraction()
      .given(STATE.activatedAccount)
      .uponReceiving('a request to activate an account already activated')
      .withRequest('POST', '/api/account/enable/', (builder) => {
        builder.headers(JSON_CONTENT).jsonBody(ACTIVATION_LINK);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          success: true,
          status: 'alreadyActivated',
          message: 'Votre compte est déjà activé.',
        });
      })
      .executeTest(async (mockServer) => {
        const result = await enableAccount(clientOn(mockServer.url), ACTIVATION_LINK);
        expect(result.body).toEqual({
          success: true,
          status: 'alreadyActivated',
          message: 'Votre compte est déjà activé.',
        });
      });
  });

  it('refuses an invalid link with 400', async () => {
    const forged = { ...ACTIVATION_LINK, signature: '0'.repeat(64) };
    await pact
      .addInteraction()
      .given(STATE.awaitingActivation)
      .uponReceiving('a request to activate an account with a wrong signature')
      .withRequest('POST', '/api/account/enable/', (builder) => {
        builder.headers(JSON_CONTENT).jsonBody(forged);
      })
      .willRespondWith(400, (builder) => {
        builder.jsonBody({ success: false, message: INVALID_LINK_MESSAGE });
      })
      .executeTest(async (mockServer) => {
        const result = await enableAccount(clientOn(mockServer.url), forged);
        expect(result.status).toBe(400);
        expect(result.body).toEqual({ success: false, message: INVALID_LINK_MESSAGE });
      });
  });
});

// ---- Password change ----------------------------------------------------------------------------------

describe('password change', () => {
  async function expectPasswordChange(
    description: string,
    body: Parameters<typeof changePassword>[1],
    status: number,
    responseBody: Record<string, unknown>,
    check: (result: Awaited<ReturnType<typeof changePassword>>) => void,
  ) {
    await pact
      .addInteraction()
      .given(STATE.validToken)
      .uponReceiving(description)
      .withRequest('PUT', '/api/user/password/update/', (builder) => {
        builder.headers({ ...bearer(TOKEN.valid), ...JSON_CONTENT }).jsonBody(body);
      })
      .willRespondWith(status, (builder) => {
        builder.jsonBody(responseBody);
      })
      .executeTest(async (mockServer) => {
        const result = await changePassword(clientOn(mockServer.url, TOKEN.valid), body);
        expect(result.status).toBe(status);
        check(result);
      });
  }

  it('changes the password', () =>
    expectPasswordChange(
      'a request to change the password',
      {
        currentPassword: SEED_PASSWORD,
        plainPassword: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      },
      200,
      { success: true, message: 'Votre mot de passe a bien été modifié' },
      (result) =>
        expect(result.body).toEqual({
          success: true,
          message: 'Votre mot de passe a bien été modifié',
        }),
    ));

  it('refuses a wrong current password with an error object', () =>
    expectPasswordChange(
      'a request to change the password with a wrong current password',
      {
        currentPassword: 'Faux2024!',
        plainPassword: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      },
      400,
      {
        success: false,
        error: { currentPassword: 'Le mot de passe actuel est incorrect.' },
      },
      (result) =>
        expect(result.body).toEqual({
          success: false,
          error: { currentPassword: 'Le mot de passe actuel est incorrect.' },
        }),
    ));

  it('refuses a weak new password with an error object', () =>
    expectPasswordChange(
      'a request to change the password to a weak one',
      {
        currentPassword: SEED_PASSWORD,
        plainPassword: { password: WEAK_PASSWORD, passwordConfirmation: WEAK_PASSWORD },
      },
      400,
      { success: false, error: { plainPassword: string('6 caractères minimum') } },
      (result) => expect(result.body.error).toEqual({ plainPassword: expect.any(String) }),
    ));
});

// ---- Password reset --------------------------------------------------------------------------------

describe('password reset', () => {
  const RESET_SENT =
    'Si un compte existe pour cette adresse, un e-mail de réinitialisation vient de vous être envoyé.';

  it('sends a reset link', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for a password-reset link')
      .withRequest('POST', '/api/user/password/reset/', (builder) => {
        builder.headers(JSON_CONTENT).jsonBody({ email: USER_1_EMAIL });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ success: true, message: RESET_SENT });
      })
      .executeTest(async (mockServer) => {
        const result = await sendPasswordResetLink(clientOn(mockServer.url), USER_1_EMAIL);
        expect(result.body).toEqual({ success: true, message: RESET_SENT });
      });
  });

  it('refuses an invalid e-mail address', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for a password-reset link with an invalid e-mail address')
      .withRequest('POST', '/api/user/password/reset/', (builder) => {
        builder.headers(JSON_CONTENT).jsonBody({ email: 'pas-une-adresse' });
      })
      .willRespondWith(400, (builder) => {
        builder.jsonBody({ success: false, error: 'E-mail invalide' });
      })
      .executeTest(async (mockServer) => {
        const result = await sendPasswordResetLink(clientOn(mockServer.url), 'pas-une-adresse');
        expect(result.status).toBe(400);
        expect(result.body).toEqual({ success: false, error: 'E-mail invalide' });
      });
  });

  const NEW_PASSWORDS = { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };

  it('records the new password of a reset link', async () => {
    const body = { plainPassword: NEW_PASSWORDS, token: 'reset-pact' };
    await pact
      .addInteraction()
      .given(STATE.passwordResetToken)
      .uponReceiving('a new password with a valid reset token')
      .withRequest('PUT', '/api/user/password/reset/', (builder) => {
        builder.headers(JSON_CONTENT).jsonBody(body);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ success: true, message: 'Votre nouveau mot de passe a été enregistré' });
      })
      .executeTest(async (mockServer) => {
        const result = await resetPassword(clientOn(mockServer.url), body);
        expect(result.body).toEqual({
          success: true,
          message: 'Votre nouveau mot de passe a été enregistré',
        });
      });
  });

  it('refuses an unknown reset token', async () => {
    const body = { plainPassword: NEW_PASSWORDS, token: 'reset-inconnu' };
    await pact
      .addInteraction()
      .uponReceiving('a new password with an unknown reset token')
      .withRequest('PUT', '/api/user/password/reset/', (builder) => {
        builder.headers(JSON_CONTENT).jsonBody(body);
      })
      .willRespondWith(400, (builder) => {
        builder.jsonBody({ success: false, error: { token: INVALID_LINK_MESSAGE } });
      })
      .executeTest(async (mockServer) => {
        const result = await resetPassword(clientOn(mockServer.url), body);
        expect(result.status).toBe(400);
        expect(result.body).toEqual({ success: false, error: { token: INVALID_LINK_MESSAGE } });
      });
  });

  it('refuses a weak new password', async () => {
    const body = {
      plainPassword: { password: WEAK_PASSWORD, passwordConfirmation: WEAK_PASSWORD },
      token: 'reset-pact',
    };
    await pact
      .addInteraction()
      .given(STATE.passwordResetToken)
      .uponReceiving('a weak new password with a valid reset token')
      .withRequest('PUT', '/api/user/password/reset/', (builder) => {
        builder.headers(JSON_CONTENT).jsonBody(body);
      })
      .willRespondWith(400, (builder) => {
        builder.jsonBody({
          success: false,
          error: { plainPassword: string('6 caractères minimum') },
        });
      })
      .executeTest(async (mockServer) => {
        const result = await resetPassword(clientOn(mockServer.url), body);
        expect(result.status).toBe(400);
        expect(result.body.error).toEqual({ plainPassword: expect.any(String) });
      });
  });
});

// ---- Password criteria -----------------------------------------------------------------------------

describe('password criteria', () => {
  it('reads the criteria keyed by id, each with its regex and message', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the password criteria')
      .withRequest('GET', '/api/password/criteria/')
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          success: true,
          datas: {
            criteria: eachKeyLike('length', {
              regex: string('^.{6,}$'),
              message: string('6 caractères minimum'),
            }),
          },
        });
      })
      .executeTest(async (mockServer) => {
        const result = await getPasswordCriteria(clientOn(mockServer.url));
        expect(result.status).toBe(200);
        const criteria = Object.values(result.body.datas?.criteria ?? {});
        expect(criteria.length).toBeGreaterThan(0);
        for (const criterion of criteria) {
          expect(() => new RegExp(criterion.regex)).not.toThrow();
          expect(typeof criterion.message).toBe('string');
        }
      });
  });
});

// ---- Profile ----------------------------------------------------------------------------------------

describe('profile', () => {
  it('reads the user with the full profile', async () => {
    await pact
      .addInteraction()
      .given(STATE.validToken)
      .uponReceiving('a request to read the user and profile')
      .withRequest('GET', '/api/user/', (builder) => {
        builder.headers(bearer(TOKEN.valid));
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          success: true,
          datas: { user: like({ id: 1, ...PROFILE_EXAMPLE }) },
        });
      })
      .executeTest(async (mockServer) => {
        const result = await getAccountProfile(clientOn(mockServer.url, TOKEN.valid));
        expect(result.status).toBe(200);
        const user = result.body.datas?.user;
        expect(typeof user?.id).toBe('number');
        expect(Object.keys(user ?? {})).toEqual(
          expect.arrayContaining(Object.keys(PROFILE_EXAMPLE)),
        );
      });
  });

  const { email: _email, ...PROFILE_WITHOUT_EMAIL } = PROFILE_EXAMPLE;
  const DATA_SAVED = 'Vos informations ont bien été mises à jour.';

  it('saves the profile (floor site)', async () => {
    const body = { ...PROFILE_WITHOUT_EMAIL, city: 'Villeurbanne', postalCode: '69100' };
    await pact
      .addInteraction()
      .given(STATE.validToken)
      .uponReceiving('a request to save the full profile')
      .withRequest('PUT', '/api/user/data/', (builder) => {
        builder.headers({ ...bearer(TOKEN.valid), ...JSON_CONTENT }).jsonBody(body);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ success: true, message: DATA_SAVED });
      })
      .executeTest(async (mockServer) => {
        const result = await updateAccountData(clientOn(mockServer.url, TOKEN.valid), body);
        expect(result.body).toEqual({ success: true, message: DATA_SAVED });
      });
  });

  it('saves the name and company (carbon site)', async () => {
    const body = { firstname: 'Claire', lastname: 'Martin-Durand', company: 'Maçonnerie Martin' };
    await pact
      .addInteraction()
      .given(STATE.validToken)
      .uponReceiving('a request to save the name and company')
      .withRequest('PUT', '/api/user/data/', (builder) => {
        builder.headers({ ...bearer(TOKEN.valid), ...JSON_CONTENT }).jsonBody(body);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ success: true, message: DATA_SAVED });
      })
      .executeTest(async (mockServer) => {
        const result = await updateAccountData(clientOn(mockServer.url, TOKEN.valid), body);
        expect(result.body).toEqual({ success: true, message: DATA_SAVED });
      });
  });

  it('refuses an empty required field with an error', async () => {
    const body = { firstname: '', lastname: 'Martin', company: 'Maçonnerie Martin' };
    await pact
      .addInteraction()
      .given(STATE.validToken)
      .uponReceiving('a request to save the profile without a first name')
      .withRequest('PUT', '/api/user/data/', (builder) => {
        builder.headers({ ...bearer(TOKEN.valid), ...JSON_CONTENT }).jsonBody(body);
      })
      .willRespondWith(400, (builder) => {
        builder.jsonBody({
          success: false,
          error: { firstname: string('Ce champ est nécessaire') },
        });
      })
      .executeTest(async (mockServer) => {
        const result = await updateAccountData(clientOn(mockServer.url, TOKEN.valid), body);
        expect(result.status).toBe(400);
        expect(result.body.error).toEqual({ firstname: expect.any(String) });
      });
  });
});

// ---- E-mail change --------------------------------------------------------------------------------

describe('e-mail change', () => {
  async function expectEmailUpdate(
    description: string,
    body: { currentEmail: string; newEmail: string },
    status: number,
    responseBody: Record<string, unknown>,
    check: (result: Awaited<ReturnType<typeof updateEmail>>) => void,
  ) {
    await pact
      .addInteraction()
      .given(STATE.validToken)
      .uponReceiving(description)
      .withRequest('PUT', '/api/user/email/update/', (builder) => {
        builder.headers({ ...bearer(TOKEN.valid), ...JSON_CONTENT }).jsonBody(body);
      })
      .willRespondWith(status, (builder) => {
        builder.jsonBody(responseBody);
      })
      .executeTest(async (mockServer) => {
        const result = await updateEmail(clientOn(mockServer.url, TOKEN.valid), body);
        expect(result.status).toBe(status);
        check(result);
      });
  }

  it('sends a confirmation link to the new address', () =>
    expectEmailUpdate(
      'a request to change the e-mail address',
      { currentEmail: USER_1_EMAIL, newEmail: NEW_EMAIL },
      200,
      {
        success: true,
        datas: { message: 'Un e-mail de confirmation a été envoyé à votre nouvelle adresse.' },
      },
      (result) =>
        expect(result.body.datas?.message).toBe(
          'Un e-mail de confirmation a été envoyé à votre nouvelle adresse.',
        ),
    ));

  it('refuses a current address that is not the account’s', () =>
    expectEmailUpdate(
      'a request to change the e-mail address with a wrong current address',
      { currentEmail: 'autre@maconnerie-martin.fr', newEmail: NEW_EMAIL },
      400,
      {
        success: false,
        error: { currentEmail: 'Cette adresse ne correspond pas à votre compte.' },
      },
      (result) =>
        expect(result.body.error).toEqual({
          currentEmail: 'Cette adresse ne correspond pas à votre compte.',
        }),
    ));

  it('refuses a new address already taken', () =>
    expectEmailUpdate(
      'a request to change the e-mail address to one already taken',
      { currentEmail: USER_1_EMAIL, newEmail: USER_2_EMAIL },
      400,
      { success: false, error: { newEmail: 'Un compte existe déjà avec cette adresse e-mail.' } },
      (result) =>
        expect(result.body.error).toEqual({
          newEmail: 'Un compte existe déjà avec cette adresse e-mail.',
        }),
    ));

  const CONFIRMATION_LINK = signedLink('1', 'mail-pact');

  it('confirms the new address and reads the user and a new token', async () => {
    await pact
      .addInteraction()
      .given(STATE.emailChangePending)
      .uponReceiving('a request to confirm the new e-mail address')
      .withRequest('POST', '/api/user/email/confirm/', (builder) => {
        builder.headers(JSON_CONTENT).jsonBody(CONFIRMATION_LINK);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          success: true,
          user: {
            id: integer(1),
            email: NEW_EMAIL,
            firstname: like('Claire'),
            lastname: like('Martin'),
            company: like('Maçonnerie Martin'),
          },
          token: string('usr.7c2e9b4d1a0f4e38'),
          datas: { message: 'Votre nouvelle adresse e-mail est confirmée.' },
        });
      })
      .executeTest(async (mockServer) => {
        const result = await confirmEmail(clientOn(mockServer.url), CONFIRMATION_LINK);
        expect(result.status).toBe(200);
        expect(result.body.user?.email).toBe(NEW_EMAIL);
        expect(typeof result.body.token).toBe('string');
        expect(result.body.datas?.message).toBe('Votre nouvelle adresse e-mail est confirmée.');
      });
  });

  it('refuses an invalid confirmation link with 400', async () => {
    const forged = { ...CONFIRMATION_LINK, token: 'mail-inconnu' };
    await pact
      .addInteraction()
      .given(STATE.emailChangePending)
      .uponReceiving('a request to confirm the new e-mail address with an invalid link')
      .withRequest('POST', '/api/user/email/confirm/', (builder) => {
        builder.headers(JSON_CONTENT).jsonBody(forged);
      })
      .willRespondWith(400, (builder) => {
        builder.jsonBody({ success: false, message: INVALID_LINK_MESSAGE });
      })
      .executeTest(async (mockServer) => {
        const result = await confirmEmail(clientOn(mockServer.url), forged);
        expect(result.status).toBe(400);
        expect(result.body).toEqual({ success: false, message: INVALID_LINK_MESSAGE });
      });
  });
});

// ---- E-mail availability --------------------------------------------------------------------------

describe('e-mail availability', () => {
  it.each([
    { email: USER_1_EMAIL, available: false, description: 'an e-mail address already used' },
    { email: 'paul.renard@renard-batiment.fr', available: true, description: 'a free address' },
  ])('tells whether $description is available', async ({ email, available, description }) => {
    await pact
      .addInteraction()
      .uponReceiving(`a request whether ${description} is available`)
      .withRequest(
        'GET',
        regex(
          /^\/api\/email\/available\/[^/]+\/$/,
          `/api/email/available/${encodeURIComponent(email)}/`,
        ),
      )
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ success: true, datas: { available } });
      })
      .executeTest(async (mockServer) => {
        const result = await checkEmailAvailable(clientOn(mockServer.url), email);
        expect(result.body).toEqual({ success: true, datas: { available } });
      });
  });
});

// ---- Expired token -------------------------------------------------------------------------------

describe('an expired token is answered 401', () => {
  const profileBody = { firstname: 'Claire', lastname: 'Martin', company: 'Maçonnerie Martin' };
  const passwordBody = {
    currentPassword: SEED_PASSWORD,
    plainPassword: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
  };
  const emailBody = { currentEmail: USER_1_EMAIL, newEmail: NEW_EMAIL };
  const cases: Array<{
    operation: string;
    method: 'GET' | 'PUT';
    path: string;
    body?: unknown;
    call: (
      client: ApiClient,
    ) => Promise<{ status: number; isPublic: boolean; body: { success: boolean } }>;
  }> = [
    {
      operation: 'PUT /api/user/password/update/',
      method: 'PUT',
      path: '/api/user/password/update/',
      body: passwordBody,
      call: (client) => changePassword(client, passwordBody),
    },
    {
      operation: 'GET /api/user/',
      method: 'GET',
      path: '/api/user/',
      call: (client) => getAccountProfile(client),
    },
    {
      operation: 'PUT /api/user/data/',
      method: 'PUT',
      path: '/api/user/data/',
      body: profileBody,
      call: (client) => updateAccountData(client, profileBody),
    },
    {
      operation: 'PUT /api/user/email/update/',
      method: 'PUT',
      path: '/api/user/email/update/',
      body: emailBody,
      call: (client) => updateEmail(client, emailBody),
    },
  ];

  it.each(cases)('$operation', ({ operation, method, path, body, call }) =>
    expectExpiredToken(pact, {
      description: `${operation} with an expired token`,
      method,
      path,
      body,
      call,
      check: (result) => {
        expect(result.isPublic).toBe(false);
        expect(result.body.success).toBe(false);
      },
    }),
  );
});
