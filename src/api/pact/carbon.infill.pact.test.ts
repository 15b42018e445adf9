/** Consumer contract of the carbon simulator's joist-infill blocks (docs/api/carbon.md). */
import { MatchersV3 } from '@pact-foundation/pact';
import { getJoistInfillOptions } from '../carbon';
import type { JoistInfillRequest } from '../carbonTypes';
import { createPact, expectInteraction } from './pactHarness';
import { CARBON_STATE } from './carbonPactSetup';

const { boolean, eachLike, integer, number, string } = MatchersV3;

const pact = createPact();

// ---- POST /api/simulator/entrevous/ --------------------------------------------------------------

describe('POST /api/simulator/entrevous/', () => {
  const ground: JoistInfillRequest = {
    datas: {
      systemType: 'poutrelles-entrevous-pse',
      thickness: '20',
      floorLevel: 'vide-sanitaire',
    },
  };

  it('gives the blocks of a beam-and-block floor', () =>
    expectInteraction(pact, {
      state: CARBON_STATE.clusters,
      description: 'a request for the joist-infill blocks of a PSE floor over a crawl space',
      method: 'POST',
      path: '/api/simulator/entrevous/',
      body: ground,
      status: 200,
      responseBody: {
        success: true,
        datas: {
          options: eachLike(
            {
              value: string('pse-coffrant'),
              label: string('Entrevous PSE coffrant de 16 cm'),
              description: string('Bloc en polystyrène expansé, coffrant.'),
              height: integer(16),
              weight: number(2.6),
              carbonFootprint: number(8.7),
              insulating: boolean(false),
            },
            3,
          ),
          defaultValue: 'pse-coffrant',
        },
      },
      call: (client) => getJoistInfillOptions(client, ground),
      check: ({ body }) => {
        expect(body.datas?.options.length).toBeGreaterThanOrEqual(3);
        expect(body.datas?.defaultValue).toBe('pse-coffrant');
      },
    }));

  const slab: JoistInfillRequest = { datas: { systemType: 'dalle-pleine', thickness: '20' } };

  it('refuses a system without blocks', () =>
    expectInteraction(pact, {
      state: CARBON_STATE.clusters,
      description: 'a request for the joist-infill blocks of a solid slab',
      method: 'POST',
      path: '/api/simulator/entrevous/',
      body: slab,
      status: 400,
      responseBody: {
        success: false,
        error: {
          systemType: string(
            'Les entrevous ne concernent que les planchers à poutrelles et entrevous.',
          ),
        },
      },
      call: (client) => getJoistInfillOptions(client, slab),
      check: ({ status, body }) => {
        expect(status).toBe(400);
        expect(body.error).toEqual({ systemType: expect.any(String) });
      },
    }));
});
