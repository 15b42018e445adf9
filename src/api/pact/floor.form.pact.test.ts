/**
 * Consumer contract of the floor configurator's form (docs/api/floor.md): the form, the checks of
 * the answers and of a continuity, the infill options.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  getEntrevousOptions,
  getFloorConfigurator,
  validateContinuity,
  validateFloorConfiguration,
} from '../floor';
import type { FloorValidationRequest } from '../floorTypes';
import { CATALOGUE_STATE, createPact, expectInteraction, expectServerError } from './pactHarness';
import { formBody, FORM_VALUES } from './floorPactSetup';

const { boolean, eachLike, like, number, string } = MatchersV3;

const pact = createPact();

describe('GET /api/configurator/', () => {
  it('gives the two steps of the floor form', () =>
    expectInteraction(pact, {
      state: CATALOGUE_STATE.floor,
      description: 'a request for the floor configurator form',
      method: 'GET',
      path: '/api/configurator/',
      status: 200,
      responseBody: formBody(),
      call: (client) => getFloorConfigurator(client),
      check: ({ status, body }) => {
        expect(status).toBe(200);
        expect(body.datas?.status).toBe('200');
        expect(body.datas?.formArray.map((step) => step.step)).toEqual([1, 2]);
      },
    }));

  it('keeps the message of a server error', () =>
    expectServerError(pact, {
      description: 'a request for the floor configurator form when the server fails',
      method: 'GET',
      path: '/api/configurator/',
      call: (client) => getFloorConfigurator(client),
    }));
});

describe('POST /api/configurator/', () => {
  it('accepts complete answers', () =>
    expectInteraction(pact, {
      state: CATALOGUE_STATE.floor,
      description: 'a check of complete floor configurator answers',
      method: 'POST',
      path: '/api/configurator/',
      body: FORM_VALUES,
      status: 200,
      responseBody: {
        success: true,
        message: string('Votre configuration est valide.'),
        datas: { valid: true },
      },
      call: (client) => validateFloorConfiguration(client, FORM_VALUES),
      check: ({ body }) => expect(body.success).toBe(true),
    }));

  it('refuses step 1 with a message per field', () => {
    const values: FloorValidationRequest = { step: 1, zipCode: '6900', configurationName: '' };
    return expectInteraction(pact, {
      state: CATALOGUE_STATE.floor,
      description: 'a check of floor configurator step 1 with a short zip code and no name',
      method: 'POST',
      path: '/api/configurator/',
      body: values,
      status: 400,
      responseBody: {
        success: false,
        error: {
          zipCode: string('Doit être exactement 5 caractères'),
          configurationName: string('Champ obligatoire'),
        },
      },
      call: (client) => validateFloorConfiguration(client, values),
      check: ({ status, body }) => {
        expect(status).toBe(400);
        expect(Object.keys(body.error as object).sort()).toEqual(['configurationName', 'zipCode']);
      },
    });
  });

  it('refuses a span out of range', () => {
    const values: FloorValidationRequest = { ...FORM_VALUES, floorSpan: '12,50' };
    return expectInteraction(pact, {
      state: CATALOGUE_STATE.floor,
      description: 'a check of floor configurator answers with a 12,50 m span',
      method: 'POST',
      path: '/api/configurator/',
      body: values,
      status: 400,
      responseBody: {
        success: false,
        error: { floorSpan: string('La portée doit être comprise entre 1,50 et 12,00 m.') },
      },
      call: (client) => validateFloorConfiguration(client, values),
      check: ({ body }) => expect(body.error).toEqual({ floorSpan: expect.any(String) }),
    });
  });
});

describe('GET /api/validation/continuity/{a},{b}/', () => {
  it('confirms a width and a length in range', () =>
    expectInteraction(pact, {
      state: CATALOGUE_STATE.floor,
      description: 'a check of a 20 cm wide, 900 cm long continuity',
      method: 'GET',
      path: '/api/validation/continuity/20,900/',
      status: 200,
      responseBody: {
        success: true,
        message: string('Continuité valide : deux travées de 4,40 m.'),
        datas: { span: number(4.4) },
      },
      call: (client) => validateContinuity(client, 20, 900),
      check: ({ body }) => expect(body.success).toBe(true),
    }));

  it('refuses a width out of range with its message', () =>
    expectInteraction(pact, {
      state: CATALOGUE_STATE.floor,
      description: 'a check of a 10 cm wide continuity',
      method: 'GET',
      path: '/api/validation/continuity/10,900/',
      status: 400,
      responseBody: {
        success: false,
        message: string('La largeur de continuité doit être comprise entre 20 et 120 cm.'),
        error: {
          continuityWidth: string(
            'La largeur de continuité doit être comprise entre 20 et 120 cm.',
          ),
        },
      },
      call: (client) => validateContinuity(client, 10, 900),
      check: ({ status, body }) => {
        expect(status).toBe(400);
        expect(body.message).toMatch(/entre 20 et 120 cm/);
      },
    }));
});

describe('POST /api/configurator/entrevous/', () => {
  it('gives the infill options as a field with as-field=1', () =>
    expectInteraction(pact, {
      state: CATALOGUE_STATE.floor,
      description: 'a request for the joist-infill field of a floor over a crawl space',
      method: 'POST',
      path: '/api/configurator/entrevous/',
      query: { 'as-field': '1' },
      body: { datas: FORM_VALUES },
      status: 200,
      responseBody: {
        success: true,
        datas: {
          field: {
            name: 'entrevous',
            type: 'select',
            label: string('Matériau des entrevous'),
            groupedChoices: like({
              'Sans préférence': { Indifférent: 'indifferent' },
              'Entrevous isolants': { 'Entrevous PSE isolant à languette': 'pse-isolant' },
            }),
            value: string('indifferent'),
          },
        },
      },
      call: (client) => getEntrevousOptions(client, FORM_VALUES),
      check: ({ body }) => expect(body.datas?.field?.name).toBe('entrevous'),
    }));

  it('lists the options with their availability without as-field', () =>
    expectInteraction(pact, {
      state: CATALOGUE_STATE.floor,
      description: 'a request for the joist-infill options of a floor over a crawl space',
      method: 'POST',
      path: '/api/configurator/entrevous/',
      body: { datas: FORM_VALUES },
      status: 200,
      responseBody: {
        success: true,
        datas: {
          options: eachLike({
            value: string('pse-isolant'),
            label: string('Entrevous PSE isolant à languette'),
            group: string('Entrevous isolants'),
            description: string('Entrevous PSE dont la languette passe sous les poutrelles.'),
            available: boolean(true),
          }),
        },
      },
      call: (client) => getEntrevousOptions(client, FORM_VALUES, false),
      check: ({ body }) => expect(body.datas?.options?.length).toBeGreaterThan(0),
    }));

  it('keeps the message of a server error', () =>
    expectServerError(pact, {
      description: 'a request for the joist-infill field when the server fails',
      method: 'POST',
      path: '/api/configurator/entrevous/',
      query: { 'as-field': '1' },
      body: { datas: FORM_VALUES },
      call: (client) => getEntrevousOptions(client, FORM_VALUES),
    }));
});

// ---- Simulation ----------------------------------------------------------------------------------
