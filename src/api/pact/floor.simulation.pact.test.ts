/**
 * Consumer contract of the floor simulation (docs/api/floor.md): the simulator, the result and the
 * prefilled form of a saved simulation.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { getFloorSimulationForm, getFloorSimulationResult, submitFloorSimulation } from '../floor';
import type { FloorConfigurationValues } from '../floorTypes';
import {
  ANOTHER_USERS_FLOOR_AND_CARBON,
  CATALOGUE_STATE,
  anyText,
  createPact,
  expectExpiredToken,
  expectInteraction,
  expectNotFound,
  STATE,
  TOKEN,
} from './pactHarness';
import {
  FLOOR_STATE,
  USER_SIMULATION,
  EMPTY_SIMULATION,
  SIMULATION_NOT_FOUND,
  formBody,
  resultBody,
  EMPTY_RESULT,
  SUBMITTED,
} from './floorPactSetup';

const { integer, like, string } = MatchersV3;

const pact = createPact();

describe('POST /api/simulator/', () => {
  it("gives a visitor's solutions, simulation and agency", () =>
    expectInteraction(pact, {
      state: CATALOGUE_STATE.floor,
      description: 'a floor simulation of a visitor',
      method: 'POST',
      path: '/api/simulator/',
      body: SUBMITTED,
      status: 200,
      responseBody: resultBody(5001),
      call: (client) => submitFloorSimulation(client, SUBMITTED),
      check: ({ status, body }) => {
        expect(status).toBe(200);
        expect(body.datas?.solutions.length).toBeGreaterThan(0);
        expect(typeof body.datas?.simulation.id).toBe('number');
      },
    }));

  it('keeps a logged-in user’s simulation', () =>
    expectInteraction(pact, {
      state: STATE.validToken,
      description: 'a floor simulation of a logged-in user',
      method: 'POST',
      path: '/api/simulator/',
      token: TOKEN.valid,
      body: SUBMITTED,
      status: 200,
      responseBody: resultBody(5001),
      call: (client) => submitFloorSimulation(client, SUBMITTED),
      check: ({ body }) => expect(body.success).toBe(true),
    }));

  it("makes a new simulation when the user names another user's simulation", () => {
    const values = { ...SUBMITTED, simulationId: 901 };
    return expectInteraction(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description: "a floor simulation of user 1 naming another user's simulation",
      method: 'POST',
      path: '/api/simulator/',
      token: TOKEN.valid,
      body: values,
      status: 200,
      // Another user's simulation 901 is neither read nor changed: the answer is a new simulation
      // of the user, whose id the server chooses (any integer).
      responseBody: resultBody(5001),
      call: (client) => submitFloorSimulation(client, values),
      check: ({ status, body }) => {
        expect(status).toBe(200);
        expect(typeof body.datas?.simulation.id).toBe('number');
      },
    });
  });

  it('answers an empty list when nothing fits', () => {
    const values: FloorConfigurationValues = {
      ...SUBMITTED,
      floorPosition: 'intermediaire',
      floorLevel: 'RDC',
      up: '',
      usage: 'commerce',
      loadCase: 'commerce',
      gLoad: 200,
      qLoad: 500,
      fireResistance: '60',
      floorSpan: 11.8,
    };
    return expectInteraction(pact, {
      state: CATALOGUE_STATE.floor,
      description: 'a floor simulation of a 11,80 m shop floor',
      method: 'POST',
      path: '/api/simulator/',
      body: values,
      status: 200,
      responseBody: {
        success: true,
        datas: { ...EMPTY_RESULT, simulation: { id: integer(5001) } },
      },
      call: (client) => submitFloorSimulation(client, values),
      check: ({ body }) => {
        expect(body.datas?.solutions).toEqual([]);
        expect(body.datas?.message).toBe('Aucun résultat trouvé');
      },
    });
  });

  it('refuses invalid answers with the fields and the data', () => {
    const values: FloorConfigurationValues = { ...SUBMITTED, zipCode: '690' };
    return expectInteraction(pact, {
      state: CATALOGUE_STATE.floor,
      description: 'a floor simulation with a 3-digit zip code',
      method: 'POST',
      path: '/api/simulator/',
      body: values,
      status: 400,
      responseBody: {
        success: false,
        error: { zipCode: string('Doit être exactement 5 caractères') },
        data: like(values),
      },
      call: (client) => submitFloorSimulation(client, values),
      check: ({ status, body }) => {
        expect(status).toBe(400);
        expect(body.error).toEqual({ zipCode: 'Doit être exactement 5 caractères' });
        expect(body.data?.zipCode).toBe('690');
      },
    });
  });

  it('answers 401 to an expired token', () =>
    expectExpiredToken(pact, {
      description: 'a floor simulation with an expired token',
      method: 'POST',
      path: '/api/simulator/',
      body: SUBMITTED,
      call: (client) => submitFloorSimulation(client, SUBMITTED),
      check: ({ isPublic }) => {
        expect(isPublic).toBe(false);
      },
    }));
});

describe('GET /api/simulation/{id}/result/ (project-defined)', () => {
  it("reloads the result of the user's simulation", () =>
    expectInteraction(pact, {
      state: FLOOR_STATE.userSimulation,
      description: "a request for the result of user 1's floor simulation 7001",
      method: 'GET',
      path: `/api/simulation/${USER_SIMULATION}/result/`,
      token: TOKEN.valid,
      status: 200,
      responseBody: resultBody(USER_SIMULATION),
      call: (client) => getFloorSimulationResult(client, USER_SIMULATION),
      check: ({ body }) => expect(body.datas?.simulation.id).toBe(USER_SIMULATION),
    }));

  it("reloads a visitor's empty result", () =>
    expectInteraction(pact, {
      state: FLOOR_STATE.emptySimulation,
      description: "a request for the result of a visitor's floor simulation without solution",
      method: 'GET',
      path: `/api/simulation/${EMPTY_SIMULATION}/result/`,
      status: 200,
      responseBody: {
        success: true,
        datas: { ...EMPTY_RESULT, simulation: { id: EMPTY_SIMULATION } },
      },
      call: (client) => getFloorSimulationResult(client, EMPTY_SIMULATION),
      check: ({ body }) => expect(body.datas?.solutions).toEqual([]),
    }));

  it("answers 404 for another user's simulation", () =>
    expectNotFound(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description: "a request for the result of another user's floor simulation",
      method: 'GET',
      path: '/api/simulation/901/result/',
      token: TOKEN.valid,
      responseBody: anyText(SIMULATION_NOT_FOUND),
      call: (client) => getFloorSimulationResult(client, 901),
    }));

  it('answers 401 to an expired token', () =>
    expectExpiredToken(pact, {
      description: 'a request for the result of a floor simulation with an expired token',
      method: 'GET',
      path: `/api/simulation/${USER_SIMULATION}/result/`,
      call: (client) => getFloorSimulationResult(client, USER_SIMULATION),
    }));
});

describe('GET /api/simulation/{id}/form/ (project-defined)', () => {
  it("gives the form prefilled with the user's simulation", () =>
    expectInteraction(pact, {
      state: FLOOR_STATE.userSimulation,
      description: "a request for the form of user 1's floor simulation 7001",
      method: 'GET',
      path: `/api/simulation/${USER_SIMULATION}/form/`,
      token: TOKEN.valid,
      status: 200,
      responseBody: formBody(),
      call: (client) => getFloorSimulationForm(client, USER_SIMULATION),
      check: ({ body }) => {
        const fields = body.datas?.formArray.flatMap((step) => step.fields) ?? [];
        expect(fields.length).toBeGreaterThan(0);
      },
    }));

  it("answers 404 for another user's simulation", () =>
    expectNotFound(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description: "a request for the form of another user's floor simulation",
      method: 'GET',
      path: '/api/simulation/901/form/',
      token: TOKEN.valid,
      responseBody: anyText(SIMULATION_NOT_FOUND),
      call: (client) => getFloorSimulationForm(client, 901),
    }));
});
