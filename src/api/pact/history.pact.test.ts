/**
 * Consumer contract of the personal-space histories of the floor and carbon sites (docs/api.md,
 * "Floor and carbon sites: histories"): the lists with their filters, the deletions and sharing a
 * solution.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import type { ApiClient } from '../http';
import {
  deleteCarbonCluster,
  deleteCarbonSimulation,
  deleteFloorSimulation,
  deleteFloorSolution,
  listCarbonClusters,
  listFloorSimulations,
  listFloorSolutions,
  shareSolution,
} from '../history';
import type { ShareSolutionRequest } from '../types';
import {
  ANOTHER_USERS_FLOOR_AND_CARBON,
  anyText,
  createPact,
  expectExpiredToken,
  expectInteraction,
  expectNotFound,
  isoDateTime,
  operationCases,
  STATE,
  type ProviderState,
  TOKEN,
  USER_1_EMAIL,
} from './pactHarness';

const { eachKeyLike, eachLike, integer, like, number, regex, string } = MatchersV3;

const pact = createPact();

const SOLUTION_SLUG = 'plancher-poutrelle-entrevous-pse-16-4';

/** A select filter: label-to-value options and a tooltip. */
const FILTER = like({ options: eachKeyLike('Rez-de-chaussée', string('rdc')), tooltip: 'Aide' });

const FLOOR_ITEM_FIELDS = {
  id: integer(101),
  title: string('Maison Dupont'),
  name: string('Plancher du rez-de-chaussée'),
  libelle: string('Plancher poutrelles-entrevous'),
  createdAt: isoDateTime('2026-03-14T09:30:00.000Z'),
  zip: string('69007'),
  floor: string('poutrelle-entrevous'),
  floorLevel: string('rdc'),
  floorType: string('vide-sanitaire'),
  projectCode: string('DUP-2026'),
};

const FLOOR_SIMULATION = {
  ...FLOOR_ITEM_FIELDS,
  type: regex(/^(simulation|solution)$/, 'simulation'),
};
const FLOOR_SOLUTION = {
  ...FLOOR_ITEM_FIELDS,
  type: 'solution',
  slug: regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, SOLUTION_SLUG),
};

function floorHistoryBody(item: Record<string, unknown>) {
  return {
    success: true,
    datas: {
      data: eachLike(item),
      total: integer(3),
      filters: { type: FILTER, floor: FILTER, floorLevel: FILTER },
    },
  };
}

describe('floor history', () => {
  it('lists the simulations and solutions', () =>
    expectInteraction(pact, {
      state: STATE.histories,
      description: 'a request for the floor history',
      method: 'GET',
      path: '/api/simulations/',
      token: TOKEN.valid,
      status: 200,
      responseBody: floorHistoryBody(FLOOR_SIMULATION),
      call: (client) => listFloorSimulations(client),
      check: (result) => {
        expect(result.status).toBe(200);
        const datas = result.body.datas;
        expect(datas?.data.length).toBeGreaterThan(0);
        expect(typeof datas?.total).toBe('number');
        expect(Object.keys(datas?.filters ?? {})).toEqual(
          expect.arrayContaining(['type', 'floor', 'floorLevel']),
        );
      },
    }));

  it('lists the solutions only, oldest first, with the type and order filters', () =>
    expectInteraction(pact, {
      state: STATE.histories,
      description: 'a request for the floor history filtered on solutions, oldest first',
      method: 'GET',
      path: '/api/simulations/',
      query: { type: 'solution', order: 'ASC' },
      token: TOKEN.valid,
      status: 200,
      responseBody: floorHistoryBody(FLOOR_SOLUTION),
      call: (client) => listFloorSimulations(client, { type: 'solution', order: 'ASC', title: '' }),
      check: (result) => {
        expect(result.body.datas?.data.every((item) => item.type === 'solution')).toBe(true);
      },
    }));

  it('lists the saved solutions', () =>
    expectInteraction(pact, {
      state: STATE.histories,
      description: 'a request for the saved floor solutions',
      method: 'GET',
      path: '/api/solutions/',
      token: TOKEN.valid,
      status: 200,
      responseBody: floorHistoryBody(FLOOR_SOLUTION),
      call: (client) => listFloorSolutions(client),
      check: (result) => {
        const items = result.body.datas?.data ?? [];
        expect(items.length).toBeGreaterThan(0);
        expect(items.every((item) => item.type === 'solution' && Boolean(item.slug))).toBe(true);
      },
    }));
});

describe('carbon history', () => {
  const CLUSTERS_BODY = {
    success: true,
    datas: {
      clusters: eachLike({
        id: integer(301),
        name: string('Résidence Les Tilleuls'),
        createdAt: isoDateTime('2026-02-02T10:15:00.000Z'),
        simulations: eachLike({
          id: integer(3011),
          systemType: string('rupteur'),
          carbonFootprint: number(12.5),
        }),
      }),
      total: integer(2),
      // type is project-defined (docs/api.md): options and tooltip as for systemType.
      filters: { type: FILTER, systemType: FILTER },
      orders: [
        { label: 'Plus récentes', value: 'DESC' },
        { label: 'Plus anciennes', value: 'ASC' },
      ],
    },
  };

  it('lists the clusters with their filters and order options', () =>
    expectInteraction(pact, {
      state: STATE.histories,
      description: 'a request for the carbon history',
      method: 'GET',
      path: '/api/clusters/',
      token: TOKEN.valid,
      status: 200,
      responseBody: CLUSTERS_BODY,
      call: (client) => listCarbonClusters(client),
      check: (result) => {
        const datas = result.body.datas;
        expect(datas?.clusters.length).toBeGreaterThan(0);
        expect(datas?.orders.map((order) => order.value)).toEqual(['DESC', 'ASC']);
      },
    }));

  it('lists the clusters with every filter of the screen: type, period, system and order', () => {
    const query = {
      type: 'comparison',
      order: 'DESC',
      dateFrom: '2020-01-01',
      dateTo: '2099-12-31',
      systemType: 'predalles',
    } as const;
    return expectInteraction(pact, {
      state: STATE.histories,
      description: 'a request for the carbon history with every filter',
      method: 'GET',
      path: '/api/clusters/',
      query,
      token: TOKEN.valid,
      status: 200,
      responseBody: CLUSTERS_BODY,
      call: (client) => listCarbonClusters(client, query),
      check: (result) => {
        const clusters = result.body.datas?.clusters ?? [];
        expect(clusters.length).toBeGreaterThan(0);
        expect(result.body.datas?.filters.type?.options).toBeDefined();
      },
    });
  });

  it('lists the clusters of a period, oldest first', () => {
    const query = { order: 'ASC', dateFrom: '2020-01-01', dateTo: '2099-12-31' } as const;
    return expectInteraction(pact, {
      state: STATE.histories,
      description: 'a request for the carbon history of a period, oldest first',
      method: 'GET',
      path: '/api/clusters/',
      query,
      token: TOKEN.valid,
      status: 200,
      responseBody: CLUSTERS_BODY,
      call: (client) => listCarbonClusters(client, query),
      check: (result) => {
        expect(result.body.datas?.clusters.length).toBeGreaterThan(0);
      },
    });
  });
});

interface DeletionCase {
  operation: string;
  /** The path with the id of user 1's item. */
  path: string;
  /** The path with the id of user 2's (or an unknown) item. */
  missingPath: string;
  missingState: ProviderState;
  missingMessage: unknown;
  call: (client: ApiClient, id: number) => ReturnType<ApiClient['request']>;
  ownId: number;
  missingId: number;
  successBody: Record<string, unknown>;
}

/** The success messages are the server's (a toast shows them): matched by type (anyText). */
const DELETIONS: DeletionCase[] = [
  {
    operation: 'DELETE /api/simulation/{id}/',
    path: '/api/simulation/101/',
    missingPath: '/api/simulation/901/',
    missingState: ANOTHER_USERS_FLOOR_AND_CARBON,
    missingMessage: string('Simulation introuvable.'),
    call: deleteFloorSimulation,
    ownId: 101,
    missingId: 901,
    successBody: { success: true, message: 'La simulation a été supprimée.' },
  },
  {
    operation: 'DELETE /api/solution/{id}/',
    path: '/api/solution/201/',
    missingPath: '/api/solution/902/',
    missingState: ANOTHER_USERS_FLOOR_AND_CARBON,
    missingMessage: string('Solution introuvable.'),
    call: deleteFloorSolution,
    ownId: 201,
    missingId: 902,
    successBody: { success: true, message: 'La solution a été supprimée.' },
  },
  {
    operation: 'DELETE /api/clusters/simulations/{id}/',
    path: '/api/clusters/simulations/3021/',
    // Simulation 9031 is in cluster 903 of user 2.
    missingPath: '/api/clusters/simulations/9031/',
    missingState: ANOTHER_USERS_FLOOR_AND_CARBON,
    missingMessage: string('Simulation introuvable.'),
    call: deleteCarbonSimulation,
    ownId: 3021,
    missingId: 9031,
    successBody: {
      success: true,
      message: 'La simulation a été supprimée.',
      datas: { clusterRemoved: false },
    },
  },
  {
    operation: 'DELETE /api/clusters/{id}/',
    path: '/api/clusters/302/',
    missingPath: '/api/clusters/903/',
    missingState: ANOTHER_USERS_FLOOR_AND_CARBON,
    missingMessage: string('Cluster introuvable.'),
    call: deleteCarbonCluster,
    ownId: 302,
    missingId: 903,
    successBody: { success: true, message: 'Le cluster a été supprimé.' },
  },
];

describe('deletions', () => {
  it.each(DELETIONS)('$operation deletes an item of the user', (deletion) =>
    expectInteraction(pact, {
      state: STATE.histories,
      description: `${deletion.operation} on an item of the user`,
      method: 'DELETE',
      path: deletion.path,
      token: TOKEN.valid,
      status: 200,
      responseBody: anyText(deletion.successBody),
      call: (client) => deletion.call(client, deletion.ownId),
      check: (result) => {
        expect(result.status).toBe(200);
        expect(result.body).toEqual(deletion.successBody);
      },
    }),
  );

  it.each(DELETIONS)('$operation answers 404 for an item of another user', (deletion) =>
    expectNotFound(pact, {
      state: deletion.missingState,
      description: `${deletion.operation} on an item that is not the user's`,
      method: 'DELETE',
      path: deletion.missingPath,
      token: TOKEN.valid,
      responseBody: { success: false, message: deletion.missingMessage },
      call: (client) => deletion.call(client, deletion.missingId),
      check: (result) => {
        // 404 is a failure: the client keeps only the server's message.
        expect(result.body.success).toBe(false);
        expect(typeof result.body.message).toBe('string');
      },
    }),
  );

  // The message is the server's (anyText); clusterRemoved stays exact: the card list drops the
  // cluster on true.
  const LAST_SIMULATION_DELETED = {
    success: true,
    message: 'La simulation a été supprimée.',
    datas: { clusterRemoved: true },
  };

  it('deleting the last simulation of a cluster removes the cluster', () =>
    expectInteraction(pact, {
      state: STATE.histories,
      description: 'DELETE /api/clusters/simulations/{id}/ on the last simulation of a cluster',
      method: 'DELETE',
      path: '/api/clusters/simulations/3011/',
      token: TOKEN.valid,
      status: 200,
      responseBody: anyText(LAST_SIMULATION_DELETED),
      call: (client) => deleteCarbonSimulation(client, 3011),
      check: (result) => expect(result.body.datas?.clusterRemoved).toBe(true),
    }));

  it('a visitor deletes a simulation of a cluster without owner (no token)', () =>
    expectInteraction(pact, {
      state: 'an anonymous visitor has carbon cluster 950',
      description: 'DELETE /api/clusters/simulations/{id}/ by a visitor, cluster without owner',
      method: 'DELETE',
      path: '/api/clusters/simulations/9501/',
      status: 200,
      responseBody: anyText(LAST_SIMULATION_DELETED),
      call: (client) => deleteCarbonSimulation(client, 9501),
      check: (result) => expect(result.body.datas?.clusterRemoved).toBe(true),
    }));
});

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
