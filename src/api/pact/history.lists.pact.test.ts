/**
 * Consumer contract of the personal-space histories of the floor and carbon sites (docs/api.md,
 * "Floor and carbon sites: histories"): the lists with their filters.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { listCarbonClusters, listFloorSimulations, listFloorSolutions } from '../history';
import { createPact, expectInteraction, isoDateTime, STATE, TOKEN } from './pactHarness';

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
