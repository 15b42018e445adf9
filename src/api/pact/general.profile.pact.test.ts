/**
 * Consumer contract of the general site's profile (docs/api.md, "General site"): the profile, the
 * forced new password, and the 401 answered to an expired token.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { getProfile, setProfile, updatePassword, type SetProfileRequest } from '../account';
import { verifyUserToken } from '../auth';
import {
  createPact,
  expectExpiredToken,
  expectInteraction,
  NEW_PASSWORD,
  PROFILE_EXAMPLE,
  STATE,
  TOKEN,
  WEAK_PASSWORD,
} from './pactHarness';

const { like, string } = MatchersV3;

const pact = createPact();

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
