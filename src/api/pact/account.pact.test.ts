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
import {
  CATALOGUE_STATE,
  createPact,
  exampleOf,
  expectExpiredToken,
  expectInteraction,
  expectServerError,
  given,
  operationCases,
  PARAM_STATE,
  NEW_EMAIL,
  NEW_PASSWORD,
  PROFILE_EXAMPLE,
  resetTokenFromState,
  SEED_PASSWORD,
  signedLink,
  signedLinkFromState,
  STATE,
  TOKEN,
  USER_1_EMAIL,
  USER_2_EMAIL,
  WEAK_PASSWORD,
  REGISTRATION,
} from './pactHarness';

const { eachKeyLike, integer, like, regex, string } = MatchersV3;

const pact = createPact();

const INVALID_LINK_MESSAGE = 'Ce lien est invalide ou a expiré.';

// ---- Registration ----------------------------------------------------------------------------------

describe('registration', () => {
  const expectRegistration = operationCases(pact, {
    method: 'POST',
    path: '/api/register/',
    send: register,
  });

  it('registers a new account', () =>
    expectRegistration({
      state: given(PARAM_STATE.noAccount, { email: REGISTRATION.email }),
      description: 'a registration with a new e-mail address',
      body: REGISTRATION,
      status: 200,
      responseBody: {
        success: true,
        message: string('Votre inscription a été enregistrée avec succès'),
      },
      check: (result) =>
        expect(result.body).toEqual({
          success: true,
          message: 'Votre inscription a été enregistrée avec succès',
        }),
    }));

  it('refuses an e-mail address already taken', () =>
    expectRegistration({
      state: given(PARAM_STATE.account, { email: USER_1_EMAIL, password: SEED_PASSWORD }),
      description: 'a registration with an e-mail address already taken',
      body: { ...REGISTRATION, email: USER_1_EMAIL },
      status: 400,
      responseBody: {
        success: false,
        error: { email: string('Un compte existe déjà avec cette adresse e-mail.') },
      },
      check: (result) =>
        expect(result.body).toEqual({
          success: false,
          error: { email: 'Un compte existe déjà avec cette adresse e-mail.' },
        }),
    }));

  it('refuses a weak password', () =>
    expectRegistration({
      state: given(PARAM_STATE.noAccount, { email: REGISTRATION.email }),
      description: 'a registration with a weak password',
      body: {
        ...REGISTRATION,
        plainPassword: { password: WEAK_PASSWORD, passwordConfirmation: WEAK_PASSWORD },
      },
      status: 400,
      responseBody: { success: false, error: { plainPassword: string('6 caractères minimum') } },
      check: (result) => {
        expect(result.body.success).toBe(false);
        expect(result.body.error).toEqual({ plainPassword: expect.any(String) });
      },
    }));

  it('refuses a registration without the data-protection consent', () =>
    expectRegistration({
      state: given(PARAM_STATE.noAccount, { email: REGISTRATION.email }),
      description: 'a registration without the data-protection consent',
      body: { ...REGISTRATION, rgpd: false },
      status: 400,
      responseBody: { success: false, error: { rgpd: string('Ce champ est nécessaire') } },
      check: (result) =>
        expect(result.body).toEqual({ success: false, error: { rgpd: 'Ce champ est nécessaire' } }),
    }));

  it('refuses a registration with a missing required field', () =>
    expectRegistration({
      state: given(PARAM_STATE.noAccount, { email: REGISTRATION.email }),
      description: 'a registration without a last name',
      body: { ...REGISTRATION, lastname: '' },
      status: 400,
      responseBody: { success: false, error: { lastname: string('Champ obligatoire') } },
      check: (result) => {
        expect(result.body.success).toBe(false);
        expect(result.body.error).toEqual({ lastname: expect.any(String) });
      },
    }));
});

// ---- Activation ------------------------------------------------------------------------------------

describe('account activation', () => {
  // Every value of the link comes from the provider state: a backend signs with its own secret.
  const ACTIVATION_LINK = signedLinkFromState(signedLink('50', 'act-pact'));

  const expectActivation = operationCases(pact, {
    method: 'POST',
    path: '/api/account/enable/',
    send: enableAccount,
  });

  it('activates a waiting account: nowActivated', () =>
    expectActivation({
      state: STATE.awaitingActivation,
      description: 'a request to activate a waiting account',
      body: ACTIVATION_LINK,
      status: 200,
      responseBody: {
        success: true,
        // Exact: the page says which of the two happened from `status`; the message is the server's.
        status: 'nowActivated',
        message: string('Votre compte est maintenant activé.'),
      },
      check: (result) =>
        expect(result.body).toEqual({
          success: true,
          status: 'nowActivated',
          message: 'Votre compte est maintenant activé.',
        }),
    }));

  it('answers alreadyActivated for an activated account', () =>
    expectActivation({
      state: STATE.activatedAccount,
      description: 'a request to activate an account already activated',
      body: ACTIVATION_LINK,
      status: 200,
      responseBody: {
        success: true,
        status: 'alreadyActivated',
        message: string('Votre compte est déjà activé.'),
      },
      check: (result) =>
        expect(result.body).toEqual({
          success: true,
          status: 'alreadyActivated',
          message: 'Votre compte est déjà activé.',
        }),
    }));

  it('refuses an invalid link with 400', () =>
    expectActivation({
      state: STATE.awaitingActivation,
      description: 'a request to activate an account with a wrong signature',
      body: signedLinkFromState(signedLink('50', 'act-pact'), { signature: '0'.repeat(64) }),
      status: 400,
      responseBody: { success: false, message: string(INVALID_LINK_MESSAGE) },
      check: (result) =>
        expect(result.body).toEqual({ success: false, message: INVALID_LINK_MESSAGE }),
    }));
});

// ---- Password change ----------------------------------------------------------------------------------

describe('password change', () => {
  const expectPasswordChange = operationCases(pact, {
    state: STATE.validToken,
    method: 'PUT',
    path: '/api/user/password/update/',
    token: TOKEN.valid,
    send: changePassword,
  });

  it('changes the password', () =>
    expectPasswordChange({
      description: 'a request to change the password',
      body: {
        currentPassword: SEED_PASSWORD,
        plainPassword: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      },
      status: 200,
      responseBody: { success: true, message: string('Votre mot de passe a bien été modifié') },
      check: (result) =>
        expect(result.body).toEqual({
          success: true,
          message: 'Votre mot de passe a bien été modifié',
        }),
    }));

  it('refuses a wrong current password with an error object', () =>
    expectPasswordChange({
      description: 'a request to change the password with a wrong current password',
      body: {
        currentPassword: 'Faux2024!',
        plainPassword: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      },
      status: 400,
      responseBody: {
        success: false,
        error: { currentPassword: string('Le mot de passe actuel est incorrect.') },
      },
      check: (result) =>
        expect(result.body).toEqual({
          success: false,
          error: { currentPassword: 'Le mot de passe actuel est incorrect.' },
        }),
    }));

  it('refuses a weak new password with an error object', () =>
    expectPasswordChange({
      description: 'a request to change the password to a weak one',
      body: {
        currentPassword: SEED_PASSWORD,
        plainPassword: { password: WEAK_PASSWORD, passwordConfirmation: WEAK_PASSWORD },
      },
      status: 400,
      responseBody: { success: false, error: { plainPassword: string('6 caractères minimum') } },
      check: (result) => expect(result.body.error).toEqual({ plainPassword: expect.any(String) }),
    }));
});

// ---- Password reset --------------------------------------------------------------------------------

describe('password reset', () => {
  const RESET_SENT =
    'Si un compte existe pour cette adresse, un e-mail de réinitialisation vient de vous être envoyé.';

  it('sends a reset link', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.account, { email: USER_1_EMAIL, password: SEED_PASSWORD }),
      description: 'a request for a password-reset link',
      method: 'POST',
      path: '/api/user/password/reset/',
      body: { email: USER_1_EMAIL },
      status: 200,
      responseBody: { success: true, message: string(RESET_SENT) },
      call: (client) => sendPasswordResetLink(client, USER_1_EMAIL),
      check: (result) => expect(result.body).toEqual({ success: true, message: RESET_SENT }),
    }));

  it('refuses an invalid e-mail address', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.noAccount, { email: 'pas-une-adresse' }),
      description: 'a request for a password-reset link with an invalid e-mail address',
      method: 'POST',
      path: '/api/user/password/reset/',
      body: { email: 'pas-une-adresse' },
      status: 400,
      responseBody: { success: false, error: string('E-mail invalide') },
      call: (client) => sendPasswordResetLink(client, 'pas-une-adresse'),
      check: (result) => {
        expect(result.status).toBe(400);
        expect(result.body).toEqual({ success: false, error: 'E-mail invalide' });
      },
    }));

  const NEW_PASSWORDS = { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };

  const expectReset = operationCases(pact, {
    method: 'PUT',
    path: '/api/user/password/reset/',
    send: resetPassword,
  });

  it('records the new password of a reset link', () =>
    expectReset({
      state: STATE.passwordResetToken,
      description: 'a new password with a valid reset token',
      body: { plainPassword: NEW_PASSWORDS, token: resetTokenFromState('reset-pact') },
      status: 200,
      responseBody: {
        success: true,
        message: string('Votre nouveau mot de passe a été enregistré'),
      },
      check: (result) =>
        expect(result.body).toEqual({
          success: true,
          message: 'Votre nouveau mot de passe a été enregistré',
        }),
    }));

  it('refuses an unknown reset token', () =>
    expectReset({
      state: given(PARAM_STATE.noResetToken, { token: 'reset-inconnu' }),
      description: 'a new password with an unknown reset token',
      body: { plainPassword: NEW_PASSWORDS, token: 'reset-inconnu' },
      status: 400,
      responseBody: { success: false, error: { token: string(INVALID_LINK_MESSAGE) } },
      check: (result) => {
        expect(result.body).toEqual({ success: false, error: { token: INVALID_LINK_MESSAGE } });
      },
    }));

  it('refuses a weak new password', () =>
    expectReset({
      state: STATE.passwordResetToken,
      description: 'a weak new password with a valid reset token',
      body: {
        plainPassword: { password: WEAK_PASSWORD, passwordConfirmation: WEAK_PASSWORD },
        token: resetTokenFromState('reset-pact'),
      },
      status: 400,
      responseBody: { success: false, error: { plainPassword: string('6 caractères minimum') } },
      check: (result) => {
        expect(result.body.error).toEqual({ plainPassword: expect.any(String) });
      },
    }));
});

// ---- Password criteria -----------------------------------------------------------------------------

describe('password criteria', () => {
  it('reads the criteria keyed by id, each with its regex and message', () =>
    expectInteraction(pact, {
      state: CATALOGUE_STATE.passwordPolicy,
      description: 'a request for the password criteria',
      method: 'GET',
      path: '/api/password/criteria/',
      status: 200,
      responseBody: {
        success: true,
        datas: {
          criteria: eachKeyLike('length', {
            regex: string('^.{6,}$'),
            message: string('6 caractères minimum'),
          }),
        },
      },
      call: (client) => getPasswordCriteria(client),
      check: (result) => {
        expect(result.status).toBe(200);
        const criteria = Object.values(result.body.datas?.criteria ?? {});
        expect(criteria.length).toBeGreaterThan(0);
        for (const criterion of criteria) {
          expect(() => new RegExp(criterion.regex)).not.toThrow();
          expect(typeof criterion.message).toBe('string');
        }
      },
    }));

  it('keeps the message of a server error', () =>
    expectServerError(pact, {
      description: 'a request for the password criteria when the server fails',
      method: 'GET',
      path: '/api/password/criteria/',
      call: (client) => getPasswordCriteria(client),
    }));
});

// ---- Profile ----------------------------------------------------------------------------------------

describe('profile', () => {
  it('reads the user with the full profile', () =>
    expectInteraction(pact, {
      state: STATE.validToken,
      description: 'a request to read the user and profile',
      method: 'GET',
      path: '/api/user/',
      token: TOKEN.valid,
      status: 200,
      responseBody: { success: true, datas: { user: like({ id: 1, ...PROFILE_EXAMPLE }) } },
      call: (client) => getAccountProfile(client),
      check: (result) => {
        expect(result.status).toBe(200);
        const user = result.body.datas?.user;
        expect(typeof user?.id).toBe('number');
        expect(Object.keys(user ?? {})).toEqual(
          expect.arrayContaining(Object.keys(PROFILE_EXAMPLE)),
        );
      },
    }));

  const { email: _email, ...PROFILE_WITHOUT_EMAIL } = PROFILE_EXAMPLE;
  const DATA_SAVED = 'Vos informations ont bien été mises à jour.';

  const expectDataUpdate = operationCases(pact, {
    state: STATE.validToken,
    method: 'PUT',
    path: '/api/user/data/',
    token: TOKEN.valid,
    send: updateAccountData,
  });

  it('saves the profile (floor site)', () =>
    expectDataUpdate({
      description: 'a request to save the full profile',
      body: { ...PROFILE_WITHOUT_EMAIL, city: 'Villeurbanne', postalCode: '69100' },
      status: 200,
      responseBody: { success: true, message: string(DATA_SAVED) },
      check: (result) => expect(result.body).toEqual({ success: true, message: DATA_SAVED }),
    }));

  it('saves the name and company (carbon site)', () =>
    expectDataUpdate({
      description: 'a request to save the name and company',
      body: { firstname: 'Claire', lastname: 'Martin-Durand', company: 'Maçonnerie Martin' },
      status: 200,
      responseBody: { success: true, message: string(DATA_SAVED) },
      check: (result) => expect(result.body).toEqual({ success: true, message: DATA_SAVED }),
    }));

  it('refuses an empty required field with an error', () =>
    expectDataUpdate({
      description: 'a request to save the profile without a first name',
      body: { firstname: '', lastname: 'Martin', company: 'Maçonnerie Martin' },
      status: 400,
      responseBody: { success: false, error: { firstname: string('Ce champ est nécessaire') } },
      check: (result) => {
        expect(result.body.error).toEqual({ firstname: expect.any(String) });
      },
    }));
});

// ---- E-mail change --------------------------------------------------------------------------------

describe('e-mail change', () => {
  const expectEmailUpdate = operationCases(pact, {
    state: STATE.validToken,
    method: 'PUT',
    path: '/api/user/email/update/',
    token: TOKEN.valid,
    send: updateEmail,
  });

  it('sends a confirmation link to the new address', () =>
    expectEmailUpdate({
      description: 'a request to change the e-mail address',
      body: { currentEmail: USER_1_EMAIL, newEmail: NEW_EMAIL },
      status: 200,
      responseBody: {
        success: true,
        datas: {
          message: string('Un e-mail de confirmation a été envoyé à votre nouvelle adresse.'),
        },
      },
      check: (result) =>
        expect(result.body.datas?.message).toBe(
          'Un e-mail de confirmation a été envoyé à votre nouvelle adresse.',
        ),
    }));

  it('refuses a current address that is not the account’s', () =>
    expectEmailUpdate({
      description: 'a request to change the e-mail address with a wrong current address',
      body: { currentEmail: 'autre@maconnerie-martin.fr', newEmail: NEW_EMAIL },
      status: 400,
      responseBody: {
        success: false,
        error: { currentEmail: string('Cette adresse ne correspond pas à votre compte.') },
      },
      check: (result) =>
        expect(result.body.error).toEqual({
          currentEmail: 'Cette adresse ne correspond pas à votre compte.',
        }),
    }));

  it('refuses a new address already taken', () =>
    expectEmailUpdate({
      state: given(PARAM_STATE.validTokenAndAccount, { email: USER_2_EMAIL }),
      description: 'a request to change the e-mail address to one already taken',
      body: { currentEmail: USER_1_EMAIL, newEmail: USER_2_EMAIL },
      status: 400,
      responseBody: {
        success: false,
        error: { newEmail: string('Un compte existe déjà avec cette adresse e-mail.') },
      },
      check: (result) =>
        expect(result.body.error).toEqual({
          newEmail: 'Un compte existe déjà avec cette adresse e-mail.',
        }),
    }));

  const CONFIRMATION_EXAMPLE = signedLink('1', 'mail-pact');
  // Every value of the link comes from the provider state: a backend signs with its own secret.
  const CONFIRMATION_LINK = signedLinkFromState(CONFIRMATION_EXAMPLE);

  it('confirms the new address and reads the user and a new token', () =>
    expectInteraction(pact, {
      state: STATE.emailChangePending,
      description: 'a request to confirm the new e-mail address',
      method: 'POST',
      path: '/api/user/email/confirm/',
      body: CONFIRMATION_LINK,
      status: 200,
      responseBody: {
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
      },
      call: (client) => confirmEmail(client, exampleOf(CONFIRMATION_LINK)),
      check: (result) => {
        expect(result.status).toBe(200);
        expect(result.body.user?.email).toBe(NEW_EMAIL);
        expect(typeof result.body.token).toBe('string');
        expect(result.body.datas?.message).toBe('Votre nouvelle adresse e-mail est confirmée.');
      },
    }));

  it('refuses an invalid confirmation link with 400', () => {
    const forged = signedLinkFromState(CONFIRMATION_EXAMPLE, { token: 'mail-inconnu' });
    return expectInteraction(pact, {
      state: STATE.emailChangePending,
      description: 'a request to confirm the new e-mail address with an invalid link',
      method: 'POST',
      path: '/api/user/email/confirm/',
      body: forged,
      status: 400,
      responseBody: { success: false, message: string(INVALID_LINK_MESSAGE) },
      call: (client) => confirmEmail(client, exampleOf(forged)),
      check: (result) => {
        expect(result.status).toBe(400);
        expect(result.body).toEqual({ success: false, message: INVALID_LINK_MESSAGE });
      },
    });
  });
});

// ---- E-mail availability --------------------------------------------------------------------------

describe('e-mail availability', () => {
  it.each([
    { email: USER_1_EMAIL, available: false, description: 'an e-mail address already used' },
    { email: 'paul.renard@renard-batiment.fr', available: true, description: 'a free address' },
  ])('tells whether $description is available', ({ email, available, description }) =>
    expectInteraction(pact, {
      state: available
        ? given(PARAM_STATE.noAccount, { email })
        : given(PARAM_STATE.account, { email, password: SEED_PASSWORD }),
      description: `a request whether ${description} is available`,
      method: 'GET',
      path: regex(
        /^\/api\/email\/available\/[^/]+\/$/,
        `/api/email/available/${encodeURIComponent(email)}/`,
      ),
      status: 200,
      // Exact: the registration goes on or stops on this boolean.
      responseBody: { success: true, datas: { available } },
      call: (client) => checkEmailAvailable(client, email),
      check: (result) => expect(result.body).toEqual({ success: true, datas: { available } }),
    }),
  );

  it('keeps the message of a server error', () =>
    expectServerError(pact, {
      operation: 'GET /api/email/available/{email}/',
      description: 'a request whether an address is available when the server fails',
      method: 'GET',
      path: regex(
        /^\/api\/email\/available\/[^/]+\/$/,
        `/api/email/available/${encodeURIComponent('paul.renard@renard-batiment.fr')}/`,
      ),
      call: (client) => checkEmailAvailable(client, 'paul.renard@renard-batiment.fr'),
    }));
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
