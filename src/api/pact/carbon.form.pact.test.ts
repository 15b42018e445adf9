/** Consumer contract of the carbon simulator's server-driven form and its prefills (docs/api/carbon.md). */
import { MatchersV3 } from '@pact-foundation/pact';
import { getSimulatorForm, simulatorParams } from '../carbon';
import type { SimulatorQuery } from '../carbonTypes';
import {
  ANOTHER_USERS_FLOOR_AND_CARBON,
  anyText,
  createPact,
  expectInteraction,
  expectNotFound,
  TOKEN,
} from './pactHarness';
import {
  CARBON_STATE,
  CLUSTER_NOT_FOUND,
  FIELD,
  SYSTEM_CHOICES,
  formBody,
  PROJECT,
  step2,
} from './carbonPactSetup';

const { arrayContaining, boolean, eachLike, regex, string } = MatchersV3;

const pact = createPact();

describe('GET /api/simulator/', () => {
  it('gives the initial steps', () =>
    expectInteraction(pact, {
      state: CARBON_STATE.clusters,
      description: 'a request for the initial carbon simulator form',
      method: 'GET',
      path: '/api/simulator/',
      status: 200,
      responseBody: formBody(
        eachLike({ ...FIELD, required: boolean(true) }),
        [
          {
            name: 'systemType',
            type: 'radio',
            label: string('Système constructif'),
            required: true,
            choices: SYSTEM_CHOICES,
          },
        ],
        false,
      ),
      call: (client) => getSimulatorForm(client),
      check: ({ status, body }) => {
        expect(status).toBe(200);
        expect(body.formArray?.map((step) => step.step)).toEqual([1, 2]);
        expect(body.isCompleted).toBe(false);
      },
    }));

  const usual: SimulatorQuery = {
    step1: PROJECT,
    step2: step2({ systemType: 'poutrelles-entrevous-beton', favorites: 'maison-etage' }),
  };

  it('recomputes the fields from the answers; a usual configuration completes the form', () =>
    expectInteraction(pact, {
      state: CARBON_STATE.clusters,
      description: 'a request for the carbon simulator fields of a usual configuration',
      method: 'GET',
      path: '/api/simulator/',
      query: simulatorParams(usual),
      status: 200,
      responseBody: formBody(
        eachLike(FIELD),
        arrayContaining(
          { ...FIELD, name: 'span', type: 'number', unit: 'm', defaultValue: 4.8 },
          { ...FIELD, name: 'thickness', type: 'radio', defaultValue: '20' },
        ),
        true,
      ),
      call: (client) => getSimulatorForm(client, usual),
      check: ({ body }) => {
        expect(body.isCompleted).toBe(true);
        expect(body.errors).toEqual({});
        const span = body.formArray?.[1]?.fields.find((field) => field.name === 'span');
        expect(span?.defaultValue).toBe(4.8);
      },
    }));

  const wrongConcrete: SimulatorQuery = {
    step1: PROJECT,
    step2: step2({
      systemType: 'dalle-pleine',
      favorites: 'logement-collectif',
      cementType: 'personnalise',
      cementDosage: '450',
      slagShare: '95',
      networkPassages: ['plomberie', 'ventilation'],
    }),
  };

  it('gives the errors of out-of-range custom concrete values', () =>
    expectInteraction(pact, {
      state: CARBON_STATE.clusters,
      description: 'a request for the carbon simulator fields with wrong custom concrete values',
      method: 'GET',
      path: '/api/simulator/',
      query: simulatorParams(wrongConcrete),
      status: 200,
      responseBody: formBody(eachLike(FIELD), eachLike(FIELD), false, {
        cementDosage: string('Le dosage en ciment doit être compris entre 260 et 400 kg/m³.'),
        slagShare: string('La part de laitier doit être comprise entre 0 et 80 %.'),
      }),
      call: (client) => getSimulatorForm(client, wrongConcrete),
      check: ({ body }) => {
        expect(body.isCompleted).toBe(false);
        expect(Object.keys(body.errors ?? {}).sort()).toEqual(['cementDosage', 'slagShare']);
      },
    }));

  it("fills step 1 from the user's cluster", () =>
    expectInteraction(pact, {
      state: CARBON_STATE.clusters,
      description: "a request for the carbon simulator fields of the user's cluster 301",
      method: 'GET',
      path: '/api/simulator/',
      query: { cluster: '301' },
      token: TOKEN.valid,
      status: 200,
      responseBody: formBody(
        arrayContaining({ ...FIELD, name: 'zipCode', value: regex(/^\d{5}$/, '69100') }),
        eachLike(FIELD),
        false,
      ),
      call: (client) => getSimulatorForm(client, { cluster: 301 }),
      check: ({ body }) => {
        const zip = body.formArray?.[0]?.fields.find((field) => field.name === 'zipCode');
        expect(zip?.value).toMatch(/^\d{5}$/);
      },
    }));

  it("answers 404 for another user's cluster", () =>
    expectNotFound(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description: "a request for the carbon simulator fields of another user's cluster",
      method: 'GET',
      path: '/api/simulator/',
      query: { cluster: '903' },
      token: TOKEN.valid,
      responseBody: { ...anyText(CLUSTER_NOT_FOUND), status: 404 },
      call: (client) => getSimulatorForm(client, { cluster: 903 }),
      check: ({ body }) => {
        expect(body.message).toBe('Cluster introuvable.');
      },
    }));

  it("answers 404 for another user's carbon simulation", () =>
    expectNotFound(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description:
        "a request for the carbon simulator prefilled with another user's carbon simulation",
      method: 'GET',
      path: '/api/simulator/',
      // Simulation 9031 is in cluster 903 of user 2.
      query: { 'simulation-carbone': '9031' },
      token: TOKEN.valid,
      responseBody: { success: false, status: 404, message: string('Simulation introuvable.') },
      call: (client) => getSimulatorForm(client, { simulationCarbone: 9031 }),
    }));

  it('prefills the answers of a saved carbon simulation to duplicate it', () =>
    expectInteraction(pact, {
      state: CARBON_STATE.anonymousCluster,
      description: 'a request for the carbon simulator prefilled with carbon simulation 9501',
      method: 'GET',
      path: '/api/simulator/',
      query: { cluster: '950', 'simulation-carbone': '9501' },
      status: 200,
      responseBody: formBody(
        arrayContaining(
          { ...FIELD, name: 'zipCode', value: '69007' },
          { ...FIELD, name: 'projectName', value: 'Maison Bernard' },
        ),
        arrayContaining(
          { ...FIELD, name: 'systemType', value: 'poutrelles-entrevous-beton' },
          { ...FIELD, name: 'favorites', value: 'maison-etage' },
          { ...FIELD, name: 'span', value: 4.8 },
        ),
        true,
      ),
      call: (client) => getSimulatorForm(client, { cluster: 950, simulationCarbone: 9501 }),
      check: ({ body }) => {
        expect(body.isCompleted).toBe(true);
        const system = body.formArray?.[1]?.fields.find((field) => field.name === 'systemType');
        expect(system?.value).toBe('poutrelles-entrevous-beton');
      },
    }));

  it("prefills from the user's floor simulation", () =>
    expectInteraction(pact, {
      state: CARBON_STATE.clusters,
      description: 'a request for the carbon simulator prefilled with floor simulation 102',
      method: 'GET',
      path: '/api/simulator/',
      query: { 'simulation-plancher': '102' },
      token: TOKEN.valid,
      status: 200,
      responseBody: formBody(
        arrayContaining({ ...FIELD, name: 'zipCode', value: regex(/^\d{5}$/, '69100') }),
        arrayContaining(
          { ...FIELD, name: 'systemType', value: 'poutrelles-entrevous-pse' },
          { ...FIELD, name: 'thickness', value: '20' },
        ),
        boolean(false),
      ),
      call: (client) => getSimulatorForm(client, { simulationPlancher: 102 }),
      check: ({ status, body }) => {
        expect(status).toBe(200);
        const system = body.formArray?.[1]?.fields.find((field) => field.name === 'systemType');
        expect(system?.value).toBe('poutrelles-entrevous-pse');
      },
    }));

  it("answers 404 for another user's floor simulation", () =>
    expectNotFound(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description:
        "a request for the carbon simulator prefilled with another user's floor simulation",
      method: 'GET',
      path: '/api/simulator/',
      query: { 'simulation-plancher': '901' },
      token: TOKEN.valid,
      responseBody: { success: false, status: 404, message: string('Simulation introuvable.') },
      call: (client) => getSimulatorForm(client, { simulationPlancher: 901 }),
    }));
});
