/**
 * Consumer contract of the environmental data of the general site (docs/api/thermalHistory.md):
 * the result of a construction system and its refusals.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { getEnvironmentResult } from '../environment';
import type { EnvironmentResultRequest } from '../environmentTypes';
import { createPact, expectInteraction } from './pactHarness';

const { eachLike, integer, number, regex, string } = MatchersV3;

const pact = createPact();

/**
 * A joist-and-block floor: the system, pre-stressed joists, concrete blocks, 16 + 4, 60 cm, C25/30
 * (value ids of the environmental questionnaire, docs/api/thermalHistory.md).
 */
const JOIST_FLOOR: EnvironmentResultRequest = {
  filtersValue: [70001, 71001, 71003, 71007, 71011, 71013],
  dataType: 'pou',
};
/** Pre-slabs: the system, reinforced-concrete pre-slab, 4 + 16, up to 5 m, C25/30. */
const PRE_SLAB: EnvironmentResultRequest = {
  filtersValue: [70002, 72001, 72005, 72008, 72011],
  dataType: 'pre',
};

const FDES = eachLike({
  number: regex(/^\d{2}-\d{3}:\d{4}$/, '18-512:2023'),
  title: string('Poutrelle précontrainte en béton pour plancher à poutrelles et entrevous'),
});

function resultBody(result: Record<string, unknown>) {
  return { success: true, datas: { success: true, result, fdes: FDES } };
}

describe('POST /api/env/result', () => {
  it('answers the concrete, steel and FDES of a joist-and-block floor', () =>
    expectInteraction(pact, {
      description: 'a request for the environmental data of a joist-and-block floor',
      method: 'POST',
      path: '/api/env/result',
      body: JOIST_FLOOR,
      status: 200,
      responseBody: resultBody({
        id: integer(1003),
        name: string('Plancher poutrelles précontraintes 16 + 4 – entrevous béton, entraxe 60 cm'),
        dataType: 'pou',
        systemName: 'Plancher poutrelles hourdis',
        typeDePoutrelle: 'Poutrelle précontrainte',
        litrageBeton: number(66.7),
        uniteLitrageBeton: 'L/m²',
        ratioKilotageArmatures: null,
        uniteRatioKilotageArmatures: null,
        litrageBetonSupplementaire: number(4.9),
        uniteLitrageBetonSupplementaire: 'L/m²',
        ratioKilotage: number(3.1),
        uniteRatioKilotage: 'kg/m²',
      }),
      call: (client) => getEnvironmentResult(client, JOIST_FLOOR),
      check: (result) => {
        expect(result.isPublic).toBe(true);
        expect(result.body.datas!.success).toBe(true);
        expect(result.body.datas!.result.systemName).toBe('Plancher poutrelles hourdis');
        expect(result.body.datas!.fdes.length).toBeGreaterThan(0);
      },
    }));

  it('answers the pre-slab’s own reinforcement for pre-slabs', () =>
    expectInteraction(pact, {
      description: 'a request for the environmental data of a pre-slab floor',
      method: 'POST',
      path: '/api/env/result',
      body: PRE_SLAB,
      status: 200,
      responseBody: resultBody({
        id: integer(2005),
        name: string("Prédalle en béton armé 4 + 16, portée jusqu'à 5 m"),
        dataType: 'pre',
        systemName: 'Prédalles et thermoprédalles',
        typeDePoutrelle: null,
        litrageBeton: number(160),
        uniteLitrageBeton: 'L/m²',
        ratioKilotageArmatures: number(3),
        uniteRatioKilotageArmatures: 'kg/m²',
        litrageBetonSupplementaire: number(6),
        uniteLitrageBetonSupplementaire: 'L/m²',
        ratioKilotage: number(7.4),
        uniteRatioKilotage: 'kg/m²',
      }),
      call: (client) => getEnvironmentResult(client, PRE_SLAB),
      check: (result) => {
        expect(result.body.datas!.result.ratioKilotageArmatures).toEqual(expect.any(Number));
      },
    }));

  /** A refused request: 400 with the server's message. */
  function expectRefusal(description: string, body: EnvironmentResultRequest, message: string) {
    return expectInteraction(pact, {
      description,
      method: 'POST',
      path: '/api/env/result',
      body,
      status: 400,
      responseBody: { success: false, message: string(message) },
      call: (client) => getEnvironmentResult(client, body),
      check: (result) => expect(result.status).toBe(400),
    });
  }

  it('refuses an unknown value with 400', () =>
    expectInteraction(pact, {
      description: 'a request for environmental data with an unknown value',
      method: 'POST',
      path: '/api/env/result',
      body: { filtersValue: [70001, 99999], dataType: 'pou' },
      status: 400,
      responseBody: { success: false, message: string('Valeur de filtre inconnue : 99999.') },
      call: (client) =>
        getEnvironmentResult(client, { filtersValue: [70001, 99999], dataType: 'pou' }),
      check: (result) => {
        expect(result.status).toBe(400);
        expect(result.body.success).toBe(false);
      },
    }));

  it('refuses the answers of another system with 400', () =>
    expectRefusal(
      'a request for environmental data with the answers of another system',
      { ...PRE_SLAB, dataType: 'mur' },
      'Ces critères ne correspondent pas au système constructif choisi.',
    ));

  it('refuses an unfinished questionnaire with 400', () =>
    expectRefusal(
      'a request for environmental data from an unfinished questionnaire',
      { filtersValue: [70003, 73001], dataType: 'mur' },
      'Répondez à toutes les questions du questionnaire pour obtenir les données environnementales.',
    ));
});
