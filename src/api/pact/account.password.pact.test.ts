/**
 * Consumer contract of the floor and carbon sites' passwords (docs/api.md, "Floor and carbon sites:
 * account"): change, reset and criteria.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  changePassword,
  getPasswordCriteria,
  resetPassword,
  sendPasswordResetLink,
} from '../account';
import {
  CATALOGUE_STATE,
  createPact,
  expectInteraction,
  expectServerError,
  given,
  operationCases,
  PARAM_STATE,
  NEW_PASSWORD,
  resetTokenFromState,
  SEED_PASSWORD,
  STATE,
  TOKEN,
  USER_1_EMAIL,
  WEAK_PASSWORD,
} from './pactHarness';

const { eachKeyLike, string } = MatchersV3;

const pact = createPact();

const INVALID_LINK_MESSAGE = 'Ce lien est invalide ou a expiré.';

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
