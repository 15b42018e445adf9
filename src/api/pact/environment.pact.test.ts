/**
 * Consumer contract of the environmental data of the general site (docs/api/thermalHistory.md):
 * the result of a construction system and its refusals.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { getEnvironmentResult } from '../environment';
import type { EnvironmentResultRequest } from '../environmentTypes';
import { CATALOGUE_STATE, createPact, operationCases } from './pactHarness';

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
  const expectResult = operationCases(pact, {
    state: CATALOGUE_STATE.thermal,
    method: 'POST',
    path: '/api/env/result',
    send: getEnvironmentResult,
  });

  it('answers the concrete, steel and FDES of a joist-and-block floor', () =>
    expectResult({
      description: 'a request for the environmental data of a joist-and-block floor',
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
      check: (result) => {
        expect(result.isPublic).toBe(true);
        expect(result.body.datas!.success).toBe(true);
        expect(result.body.datas!.result.systemName).toBe('Plancher poutrelles hourdis');
        expect(result.body.datas!.fdes.length).toBeGreaterThan(0);
      },
    }));

  it('answers the pre-slab’s own reinforcement for pre-slabs', () =>
    expectResult({
      description: 'a request for the environmental data of a pre-slab floor',
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
      check: (result) => {
        expect(result.body.datas!.result.ratioKilotageArmatures).toEqual(expect.any(Number));
      },
    }));

  it('refuses an unknown value with 400', () =>
    expectResult({
      description: 'a request for environmental data with an unknown value',
      body: { filtersValue: [70001, 99999], dataType: 'pou' },
      status: 400,
      responseBody: { success: false, message: string('Valeur de filtre inconnue : 99999.') },
      check: (result) => expect(result.body.success).toBe(false),
    }));

  it('refuses the answers of another system with 400', () =>
    expectResult({
      description: 'a request for environmental data with the answers of another system',
      body: { ...PRE_SLAB, dataType: 'mur' },
      status: 400,
      responseBody: {
        success: false,
        message: string('Ces critères ne correspondent pas au système constructif choisi.'),
      },
    }));

  it('refuses an unfinished questionnaire with 400', () =>
    expectResult({
      description: 'a request for environmental data from an unfinished questionnaire',
      body: { filtersValue: [70003, 73001], dataType: 'mur' },
      status: 400,
      responseBody: {
        success: false,
        message: string(
          'Répondez à toutes les questions du questionnaire pour obtenir les données environnementales.',
        ),
      },
    }));
});
