/** Consumer contract of submitting a carbon simulation (docs/api/carbon.md). */
import { MatchersV3 } from '@pact-foundation/pact';
import { submitCarbonSimulation } from '../carbon';
import type { CarbonSubmission } from '../carbonTypes';
import {
  ANOTHER_USERS_FLOOR_AND_CARBON,
  anyText,
  createPact,
  expectInteraction,
  expectNotFound,
  TOKEN,
} from './pactHarness';
import { CARBON_STATE, CLUSTER_NOT_FOUND, PROJECT } from './carbonPactSetup';

const { integer, string } = MatchersV3;

const pact = createPact();

// ---- POST /api/clusters/simulations/ -------------------------------------------------------------

function submission(step1: CarbonSubmission['step1'], answers: Record<string, string>) {
  return {
    step1,
    step2: Object.entries(answers).map(([field, value], index) => ({ index, field, value })),
    networkPassages: ['gaines-electriques'],
  };
}

const ETAGE = { systemType: 'poutrelles-entrevous-beton', favorites: 'maison-etage' };
const SUBMITTED = (cluster: unknown) => ({
  success: true,
  message: 'Votre simulation a bien été enregistrée.',
  datas: { cluster, simulation: integer(3023) },
});

describe('POST /api/clusters/simulations/', () => {
  const fresh = submission({ ...PROJECT, projectName: 'Maison Girard' }, ETAGE);

  it('creates a cluster of the logged-in user', () =>
    expectInteraction(pact, {
      state: CARBON_STATE.clusters,
      description: 'a carbon simulation submitted by user 1',
      method: 'POST',
      path: '/api/clusters/simulations/',
      token: TOKEN.valid,
      body: fresh,
      status: 200,
      responseBody: SUBMITTED(integer(3013)),
      call: (client) => submitCarbonSimulation(client, fresh),
      check: ({ body }) => expect(typeof body.datas?.cluster).toBe('number'),
    }));

  it("creates a visitor's cluster", () =>
    expectInteraction(pact, {
      state: CARBON_STATE.clusters,
      description: 'a carbon simulation submitted by a visitor',
      method: 'POST',
      path: '/api/clusters/simulations/',
      body: fresh,
      status: 200,
      responseBody: SUBMITTED(integer(3013)),
      call: (client) => submitCarbonSimulation(client, fresh),
      check: ({ body }) => expect(body.success).toBe(true),
    }));

  const toOwn = submission({ cluster: 302 }, { ...ETAGE, favorites: 'logement-collectif' });

  it("adds a simulation to the user's cluster", () =>
    expectInteraction(pact, {
      state: CARBON_STATE.clusters,
      description: 'a carbon simulation added to cluster 302 of user 1',
      method: 'POST',
      path: '/api/clusters/simulations/',
      token: TOKEN.valid,
      body: toOwn,
      status: 200,
      responseBody: SUBMITTED(302),
      call: (client) => submitCarbonSimulation(client, toOwn),
      check: ({ body }) => expect(body.datas?.cluster).toBe(302),
    }));

  const toAnonymous = submission(
    { cluster: 950 },
    { systemType: 'plancher-bois', favorites: 'maison-etage' },
  );

  it("adds a simulation to a visitor's cluster", () =>
    expectInteraction(pact, {
      state: CARBON_STATE.anonymousCluster,
      description: 'a carbon simulation added by a visitor to cluster 950',
      method: 'POST',
      path: '/api/clusters/simulations/',
      body: toAnonymous,
      status: 200,
      responseBody: SUBMITTED(950),
      call: (client) => submitCarbonSimulation(client, toAnonymous),
      check: ({ body }) => expect(body.datas?.cluster).toBe(950),
    }));

  const wrong = submission(PROJECT, {
    systemType: 'dalle-pleine',
    favorites: 'logement-collectif',
    cementType: 'personnalise',
    cementDosage: '450',
  });

  it('refuses an incomplete configuration with wrong custom concrete values', () =>
    expectInteraction(pact, {
      state: CARBON_STATE.clusters,
      description: 'a carbon simulation with wrong custom concrete values',
      method: 'POST',
      path: '/api/clusters/simulations/',
      token: TOKEN.valid,
      body: wrong,
      status: 400,
      responseBody: {
        success: false,
        message: string('La configuration est incomplète ou contient des valeurs refusées.'),
        error: {
          cementDosage: string('Le dosage en ciment doit être compris entre 260 et 400 kg/m³.'),
          slagShare: string('Champ obligatoire'),
        },
      },
      call: (client) => submitCarbonSimulation(client, wrong),
      check: ({ status, body }) => {
        expect(status).toBe(400);
        expect(Object.keys(body.error as object).sort()).toEqual(['cementDosage', 'slagShare']);
      },
    }));

  const toForeign = submission({ cluster: 903 }, ETAGE);

  it("answers 404 for another user's cluster", () =>
    expectNotFound(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description: "a carbon simulation added to another user's cluster",
      method: 'POST',
      path: '/api/clusters/simulations/',
      token: TOKEN.valid,
      body: toForeign,
      responseBody: anyText(CLUSTER_NOT_FOUND),
      call: (client) => submitCarbonSimulation(client, toForeign),
    }));

  const toFull = submission({ cluster: 304 }, ETAGE);

  it('refuses an eleventh simulation in a cluster', () =>
    expectInteraction(pact, {
      state: CARBON_STATE.fullCluster,
      description: 'a carbon simulation added to a cluster of 10 simulations',
      method: 'POST',
      path: '/api/clusters/simulations/',
      token: TOKEN.valid,
      body: toFull,
      status: 409,
      responseBody: {
        success: false,
        message: string('Ce projet regroupe déjà 10 simulations : démarrez un nouveau projet.'),
      },
      call: (client) => submitCarbonSimulation(client, toFull),
      check: ({ status, body }) => {
        // 409 is a failure: the client keeps the server's message.
        expect(status).toBe(409);
        expect(body.message).toMatch(/10 simulations/);
      },
    }));
});
