/**
 * Consumer contract of a floor solution (docs/api/floor.md): its detail, its saving and its
 * downloads. Binary answers (zip, PDF) are pinned by status, Content-Type and Content-Disposition.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { downloadSolutionFiles, downloadSolutionRecap, getSolution, saveSolution } from '../floor';
import {
  anyText,
  createPact,
  expectExpiredToken,
  expectInteraction,
  expectNotFound,
  given,
  PARAM_STATE,
} from './pactHarness';
import {
  USER_SIMULATION,
  SOLUTION_ID,
  SLUG,
  SOLUTION_NOT_FOUND,
  RECAP_SIMULATION,
  detailBody,
  PDF_CONTENT,
  attachment,
} from './floorPactSetup';
import { expectAnotherUsersSimulation, expectForUserSimulation } from './floorSolutionPactSetup';

const { integer, regex, string } = MatchersV3;

const pact = createPact();

describe('GET /api/solution/{id}/', () => {
  it('gives the detail of a solution by its slug', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.floorSolution, { slug: SLUG }),
      description: 'a request for the detail of a floor solution by its slug',
      method: 'GET',
      path: `/api/solution/${SLUG}/`,
      status: 200,
      responseBody: detailBody(null, `/api/solution/${SOLUTION_ID}/carbon-simulator-link/`),
      call: (client) => getSolution(client, SLUG),
      check: ({ body }) => {
        expect(body.datas?.solution.slug).toBe(SLUG);
        expect(body.datas?.downloadCarbonRecap?.carbonRecap.simulation).toBeNull();
      },
    }));

  it("gives the detail for the user's simulation", () =>
    expectForUserSimulation(pact, {
      description: "a request for the detail of floor solution 7 for user 1's simulation 7001",
      method: 'GET',
      path: `/api/solution/${SOLUTION_ID}/`,
      responseBody: detailBody(
        RECAP_SIMULATION,
        `/api/solution/${SOLUTION_ID}/carbon-simulator-link/?simulation=${USER_SIMULATION}`,
      ),
      call: (client) => getSolution(client, SOLUTION_ID, USER_SIMULATION),
      check: ({ body }) =>
        expect(body.datas?.switchToCarbonSimulatorUrl).toMatch(/\?simulation=7001$/),
    }));

  it("answers 404 for another user's simulation", () =>
    expectAnotherUsersSimulation(pact, {
      description: "a request for the detail of floor solution 7 for another user's simulation",
      method: 'GET',
      path: `/api/solution/${SOLUTION_ID}/`,
      call: (client) => getSolution(client, SOLUTION_ID, 901),
    }));

  it('answers 404 for an unknown solution', () =>
    expectNotFound(pact, {
      state: given(PARAM_STATE.noFloorSolution, { slug: 'plancher-inconnu' }),
      description: 'a request for the detail of an unknown floor solution',
      method: 'GET',
      path: '/api/solution/plancher-inconnu/',
      responseBody: anyText(SOLUTION_NOT_FOUND),
      call: (client) => getSolution(client, 'plancher-inconnu'),
      check: ({ body }) => {
        expect(body.message).toBe('Solution introuvable.');
      },
    }));
});

describe('POST /api/solution/{slug}/', () => {
  it("saves the solution in the user's space", () =>
    expectForUserSimulation(pact, {
      description: 'a request of user 1 to save a floor solution from simulation 7001',
      method: 'POST',
      path: `/api/solution/${SLUG}/`,
      responseBody: {
        success: true,
        message: string('Votre solution a bien été sauvegardée.'),
        datas: {
          id: integer(6001),
          slug: SLUG,
          simulation: USER_SIMULATION,
          alreadySaved: false,
        },
      },
      call: (client) => saveSolution(client, SLUG, USER_SIMULATION),
      check: ({ body }) => expect(body.message).toBe('Votre solution a bien été sauvegardée.'),
    }));

  it('needs a login', () =>
    expectExpiredToken(pact, {
      description: 'a request to save a floor solution with an expired token',
      method: 'POST',
      path: `/api/solution/${SLUG}/`,
      call: (client) => saveSolution(client, SLUG),
    }));

  it("answers 404 for another user's simulation", () =>
    expectAnotherUsersSimulation(pact, {
      description: "a request of user 1 to save a floor solution from another user's simulation",
      method: 'POST',
      path: `/api/solution/${SLUG}/`,
      call: (client) => saveSolution(client, SLUG, 901),
    }));

  it('answers 404 for an unknown solution', () =>
    // The state and token of the operation's caller, a user.
    expectNotFound(pact, {
      description: 'a request to save an unknown floor solution',
      method: 'POST',
      path: '/api/solution/plancher-inconnu/',
      responseBody: anyText(SOLUTION_NOT_FOUND),
      call: (client) => saveSolution(client, 'plancher-inconnu'),
    }));
});

describe('GET /api/solution/{id}/download-files/', () => {
  it('gives the zip of the documents', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.floorSolution, { slug: SLUG }),
      description: 'a request for the documents zip of a floor solution',
      method: 'GET',
      path: `/api/solution/${SLUG}/download-files/`,
      status: 200,
      headers: {
        'Content-Type': regex(/^application\/zip/, 'application/zip'),
        'Content-Disposition': attachment('documents-[a-z0-9-]+\\.zip', `documents-${SLUG}.zip`),
      },
      call: (client) => downloadSolutionFiles(client, SLUG),
      check: ({ status, body }) => {
        expect(status).toBe(200);
        expect(body.fileName).toBe(`documents-${SLUG}.zip`);
      },
    }));

  it('answers 404 for an unknown solution', () =>
    expectNotFound(pact, {
      state: given(PARAM_STATE.noFloorSolution, { slug: 'plancher-inconnu' }),
      description: 'a request for the documents zip of an unknown floor solution',
      method: 'GET',
      path: '/api/solution/plancher-inconnu/download-files/',
      responseBody: anyText(SOLUTION_NOT_FOUND),
      call: (client) => downloadSolutionFiles(client, 'plancher-inconnu'),
    }));
});

describe('GET /api/solution/{id}/download-recap/', () => {
  it("gives the PDF recap for the user's simulation", () =>
    expectForUserSimulation(pact, {
      description: "a request for the PDF recap of floor solution 7 for user 1's simulation 7001",
      method: 'GET',
      path: `/api/solution/${SOLUTION_ID}/download-recap/`,
      headers: {
        'Content-Type': PDF_CONTENT,
        'Content-Disposition': attachment(
          'recapitulatif-[a-z0-9-]+-simulation-\\d+\\.pdf',
          `recapitulatif-${SLUG}-simulation-${USER_SIMULATION}.pdf`,
        ),
      },
      call: (client) => downloadSolutionRecap(client, SOLUTION_ID, USER_SIMULATION),
      check: ({ status, body }) => {
        expect(status).toBe(200);
        expect(body.fileName).toBe(`recapitulatif-${SLUG}-simulation-${USER_SIMULATION}.pdf`);
      },
    }));

  it('needs a login', () =>
    expectExpiredToken(pact, {
      description: 'a request for the PDF recap of a floor solution with an expired token',
      method: 'GET',
      path: `/api/solution/${SOLUTION_ID}/download-recap/`,
      query: { simulation: String(USER_SIMULATION) },
      call: (client) => downloadSolutionRecap(client, SOLUTION_ID, USER_SIMULATION),
    }));

  it("answers 404 for another user's simulation", () =>
    expectAnotherUsersSimulation(pact, {
      description: "a request for the PDF recap of a floor solution for another user's simulation",
      method: 'GET',
      path: `/api/solution/${SOLUTION_ID}/download-recap/`,
      call: (client) => downloadSolutionRecap(client, SOLUTION_ID, 901),
    }));
});
