/**
 * Consumer contract of sharing a solution from the floor and carbon sites' personal space
 * (docs/api.md, "Floor and carbon sites: histories").
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { shareSolution } from '../history';
import type { ShareSolutionRequest } from '../types';
import {
  ANOTHER_USERS_FLOOR_AND_CARBON,
  createPact,
  operationCases,
  STATE,
  TOKEN,
  USER_1_EMAIL,
} from './pactHarness';

const { string } = MatchersV3;

const pact = createPact();

describe('sharing a solution', () => {
  const SHARE: ShareSolutionRequest = {
    emails: ['bureau@renard-batiment.fr', 'paul.renard@renard-batiment.fr'],
    firstname: 'Claire',
    lastname: 'Martin',
    senderEmail: USER_1_EMAIL,
  };
  const SHARED = 'La solution a été envoyée par e-mail.';

  /** Sharing solution `id` (201 is user 1's, 902 another user's). */
  const expectShare = (id: number) =>
    operationCases(pact, {
      method: 'POST',
      path: `/api/solution/${id}/share/`,
      token: TOKEN.valid,
      send: (client, body: ShareSolutionRequest) => shareSolution(client, id, body),
    });

  it('sends a solution by e-mail', () =>
    expectShare(201)({
      state: STATE.histories,
      description: 'a request to share a solution with two addresses',
      body: SHARE,
      status: 200,
      responseBody: { success: true, message: string(SHARED) },
      check: (result) => expect(result.body).toEqual({ success: true, message: SHARED }),
    }));

  it('refuses four addresses', () =>
    expectShare(201)({
      state: STATE.histories,
      description: 'a request to share a solution with four addresses',
      body: {
        ...SHARE,
        emails: [
          'a@renard-batiment.fr',
          'b@renard-batiment.fr',
          'c@renard-batiment.fr',
          'd@renard-batiment.fr',
        ],
      },
      status: 400,
      responseBody: { success: false, error: { emails: string('Trois adresses au maximum.') } },
      check: (result) => {
        expect(result.body.success).toBe(false);
        expect(result.body.error).toEqual({ emails: expect.any(String) });
      },
    }));

  it('answers 404 for a solution of another user', () =>
    expectShare(902)({
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description: 'a request to share a solution of another user',
      body: SHARE,
      status: 404,
      responseBody: { success: false, message: string('Solution introuvable.') },
      check: (result) => expect(result.body.success).toBe(false),
    }));
});
