/**
 * Consumer contract of a floor solution's carbon data (docs/api/floor.md): the footprint of a
 * concrete, the carbon PDF and the carbon simulator's address.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { downloadCarbonRecap, getCarbonSimulatorLink, getSolutionCarbonFootprint } from '../floor';
import type { CarbonRecap } from '../floorTypes';
import {
  createPact,
  expectExpiredToken,
  expectInteraction,
  given,
  PARAM_STATE,
  STATE,
  TOKEN,
} from './pactHarness';
import {
  USER_SIMULATION,
  SOLUTION_ID,
  SLUG,
  FOOTPRINT,
  carbonRecapShape,
  RECAP_SIMULATION,
  PDF_CONTENT,
  attachment,
  CARBON_RECAP,
} from './floorPactSetup';
import { expectAnotherUsersSimulation, expectForUserSimulation } from './floorSolutionPactSetup';

const { eachLike, regex, string } = MatchersV3;

const pact = createPact();

describe('GET /api/solution/{id}/carbon-footprint/', () => {
  it('gives the carbon data of one concrete for the simulation', () =>
    expectForUserSimulation(pact, {
      description:
        'a request for the CEM III/B carbon footprint of floor solution 7 for simulation 7001',
      method: 'GET',
      path: `/api/solution/${SOLUTION_ID}/carbon-footprint/`,
      query: { concrete: 'cem-3b' },
      responseBody: {
        success: true,
        datas: {
          concrete: { slug: 'cem-3b', name: string('Béton C25/30 CEM III/B (très bas carbone)') },
          carbonFootprints: eachLike(FOOTPRINT),
          steelMasses: eachLike(string('Armatures : treillis soudé ST 25 C, 1,40 kg/m²')),
          carbonRecap: carbonRecapShape(RECAP_SIMULATION),
        },
      },
      call: (client) =>
        getSolutionCarbonFootprint(client, SOLUTION_ID, {
          simulation: USER_SIMULATION,
          concrete: 'cem-3b',
        }),
      check: ({ body }) => expect(body.datas?.carbonFootprints.length).toBeGreaterThan(0),
    }));

  it("answers 404 for another user's simulation", () =>
    expectAnotherUsersSimulation(pact, {
      description:
        "a request for the carbon footprint of floor solution 7 for another user's simulation",
      method: 'GET',
      path: `/api/solution/${SOLUTION_ID}/carbon-footprint/`,
      query: { concrete: 'cem-3b' },
      call: (client) =>
        getSolutionCarbonFootprint(client, SOLUTION_ID, { simulation: 901, concrete: 'cem-3b' }),
    }));

  it('refuses an unknown concrete', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.floorSolution, { id: SOLUTION_ID }),
      description:
        'a request for the carbon footprint of a floor solution with an unknown concrete',
      method: 'GET',
      path: `/api/solution/${SOLUTION_ID}/carbon-footprint/`,
      query: { concrete: 'cem-9' },
      status: 400,
      responseBody: { success: false, error: { concrete: string('Ce béton n’est pas proposé.') } },
      call: (client) => getSolutionCarbonFootprint(client, SOLUTION_ID, { concrete: 'cem-9' }),
      check: ({ status }) => expect(status).toBe(400),
    }));
});

describe('POST /api/solution/{id}/carbon-recap/ (project-defined)', () => {
  it('gives the carbon PDF of the carbonRecap', () =>
    expectInteraction(pact, {
      state: STATE.validToken,
      description: 'a request for the carbon PDF of floor solution 7',
      method: 'POST',
      path: `/api/solution/${SOLUTION_ID}/carbon-recap/`,
      token: TOKEN.valid,
      body: { carbonRecap: CARBON_RECAP },
      status: 200,
      headers: {
        'Content-Type': PDF_CONTENT,
        'Content-Disposition': attachment(
          'empreinte-carbone-[a-z0-9-]+\\.pdf',
          `empreinte-carbone-${SLUG}.pdf`,
        ),
      },
      call: (client) => downloadCarbonRecap(client, SOLUTION_ID, CARBON_RECAP),
      check: ({ status, body }) => {
        expect(status).toBe(200);
        expect(body.fileName).toBe(`empreinte-carbone-${SLUG}.pdf`);
      },
    }));

  it('refuses an incomplete carbonRecap', () => {
    const incomplete: CarbonRecap = { ...CARBON_RECAP, carbonFootprints: [] };
    return expectInteraction(pact, {
      state: STATE.validToken,
      description: 'a request for the carbon PDF of floor solution 7 without footprints',
      method: 'POST',
      path: `/api/solution/${SOLUTION_ID}/carbon-recap/`,
      token: TOKEN.valid,
      body: { carbonRecap: incomplete },
      status: 400,
      responseBody: {
        success: false,
        error: { carbonRecap: string('Les données de l’empreinte carbone sont incomplètes.') },
      },
      call: (client) => downloadCarbonRecap(client, SOLUTION_ID, incomplete),
      check: ({ status }) => expect(status).toBe(400),
    });
  });

  it('needs a login', () =>
    expectExpiredToken(pact, {
      description: 'a request for the carbon PDF of floor solution 7 with an expired token',
      method: 'POST',
      path: `/api/solution/${SOLUTION_ID}/carbon-recap/`,
      body: { carbonRecap: CARBON_RECAP },
      call: (client) => downloadCarbonRecap(client, SOLUTION_ID, CARBON_RECAP),
    }));
});

describe('GET /api/solution/{id}/carbon-simulator-link/ (project-defined)', () => {
  const URL_OF = (search: string) =>
    regex(
      new RegExp(`^https?://[^/]+/simuler-mon-empreinte-carbone/${search.replace('?', '\\?')}$`),
      `https://www.simulateur-carbone.fr/simuler-mon-empreinte-carbone/${search}`,
    );

  it("gives the carbon simulator's address, prefilled from the simulation", () =>
    expectForUserSimulation(pact, {
      description:
        'a request for the carbon simulator link of floor solution 7 for simulation 7001',
      method: 'GET',
      path: `/api/solution/${SOLUTION_ID}/carbon-simulator-link/`,
      responseBody: {
        success: true,
        datas: { url: URL_OF(`?simulation-plancher=${USER_SIMULATION}`) },
      },
      call: (client) =>
        getCarbonSimulatorLink(
          client,
          `/api/solution/${SOLUTION_ID}/carbon-simulator-link/?simulation=${USER_SIMULATION}`,
        ),
      check: ({ body }) => expect(body.datas?.url).toMatch(/simulation-plancher=7001$/),
    }));

  it('gives the address without a simulation', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.floorSolution, { id: SOLUTION_ID }),
      description: 'a request for the carbon simulator link of floor solution 7',
      method: 'GET',
      path: `/api/solution/${SOLUTION_ID}/carbon-simulator-link/`,
      status: 200,
      responseBody: { success: true, datas: { url: URL_OF('') } },
      call: (client) =>
        getCarbonSimulatorLink(client, `/api/solution/${SOLUTION_ID}/carbon-simulator-link/`),
      check: ({ body }) => expect(body.datas?.url).toMatch(/\/simuler-mon-empreinte-carbone\/$/),
    }));

  it("answers 404 for another user's simulation", () =>
    expectAnotherUsersSimulation(pact, {
      description:
        "a request for the carbon simulator link of floor solution 7 for another user's simulation",
      method: 'GET',
      path: `/api/solution/${SOLUTION_ID}/carbon-simulator-link/`,
      call: (client) =>
        getCarbonSimulatorLink(
          client,
          `/api/solution/${SOLUTION_ID}/carbon-simulator-link/?simulation=901`,
        ),
    }));
});
