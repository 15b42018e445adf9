/**
 * Consumer contract of the personal-space histories of the floor and carbon sites (docs/api.md,
 * "Floor and carbon sites: histories"): an expired token is answered 401.
 */
import type { ApiClient } from '../http';
import {
  listCarbonClusters,
  listFloorSimulations,
  listFloorSolutions,
  shareSolution,
} from '../history';
import type { ShareSolutionRequest } from '../types';
import { createPact, expectExpiredToken, USER_1_EMAIL } from './pactHarness';
import { DELETIONS } from './historyPactSetup';

const pact = createPact();

describe('an expired token is answered 401', () => {
  const share: ShareSolutionRequest = {
    emails: ['bureau@renard-batiment.fr'],
    firstname: 'Claire',
    lastname: 'Martin',
    senderEmail: USER_1_EMAIL,
  };
  const cases: Array<{
    operation: string;
    method: 'GET' | 'POST' | 'DELETE';
    path: string;
    body?: unknown;
    call: (client: ApiClient) => ReturnType<ApiClient['request']>;
  }> = [
    {
      operation: 'GET /api/simulations/',
      method: 'GET',
      path: '/api/simulations/',
      call: (client) => listFloorSimulations(client),
    },
    {
      operation: 'GET /api/solutions/',
      method: 'GET',
      path: '/api/solutions/',
      call: (client) => listFloorSolutions(client),
    },
    {
      operation: 'GET /api/clusters/',
      method: 'GET',
      path: '/api/clusters/',
      call: (client) => listCarbonClusters(client),
    },
    ...DELETIONS.map((deletion) => ({
      operation: deletion.operation,
      method: 'DELETE' as const,
      path: deletion.path,
      call: (client: ApiClient) => deletion.call(client, deletion.ownId),
    })),
    {
      operation: 'POST /api/solution/{id}/share/',
      method: 'POST',
      path: '/api/solution/201/share/',
      body: share,
      call: (client) => shareSolution(client, 201, share),
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
