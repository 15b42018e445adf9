/**
 * Consumer contract of the floor and carbon sites' profile (docs/api.md, "Floor and carbon sites:
 * account"): the profile, the e-mail change and the e-mail availability.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  checkEmailAvailable,
  confirmEmail,
  getAccountProfile,
  updateAccountData,
  updateEmail,
} from '../account';
import {
  createPact,
  exampleOf,
  expectInteraction,
  expectServerError,
  given,
  operationCases,
  PARAM_STATE,
  NEW_EMAIL,
  PROFILE_EXAMPLE,
  SEED_PASSWORD,
  signedLink,
  signedLinkFromState,
  STATE,
  TOKEN,
  USER_1_EMAIL,
  USER_2_EMAIL,
} from './pactHarness';

const { integer, like, regex, string } = MatchersV3;

const pact = createPact();

const INVALID_LINK_MESSAGE = 'Ce lien est invalide ou a expiré.';

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
      description: 'a request whether an address is available when the server fails',
      method: 'GET',
      path: regex(
        /^\/api\/email\/available\/[^/]+\/$/,
        `/api/email/available/${encodeURIComponent('paul.renard@renard-batiment.fr')}/`,
      ),
      call: (client) => checkEmailAvailable(client, 'paul.renard@renard-batiment.fr'),
    }));
});
