/**
 * Consumer contract of the floor and carbon sites' registration and account activation (docs/api.md,
 * "Floor and carbon sites: account").
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { enableAccount, register } from '../account';
import {
  createPact,
  given,
  operationCases,
  PARAM_STATE,
  SEED_PASSWORD,
  signedLink,
  signedLinkFromState,
  STATE,
  USER_1_EMAIL,
  WEAK_PASSWORD,
  REGISTRATION,
} from './pactHarness';

const { string } = MatchersV3;

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
