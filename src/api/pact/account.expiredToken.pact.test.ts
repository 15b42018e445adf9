/**
 * Consumer contract of the floor and carbon sites' account operations (docs/api.md, "Floor and
 * carbon sites: account"): an expired token is answered 401.
 */
import { changePassword, getAccountProfile, updateAccountData, updateEmail } from '../account';
import type { ApiClient } from '../http';
import {
  createPact,
  expectExpiredToken,
  NEW_EMAIL,
  NEW_PASSWORD,
  SEED_PASSWORD,
  USER_1_EMAIL,
} from './pactHarness';

const pact = createPact();

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
