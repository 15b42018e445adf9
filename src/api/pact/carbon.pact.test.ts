/**
 * Consumer contract of the carbon-footprint simulator (docs/api/carbon.md): the server-driven form
 * and its prefills, the joist-infill blocks, submitting a simulation, reading and saving a cluster
 * and its PDF recap.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  downloadCarbonClusterRecap,
  getCarbonCluster,
  getJoistInfillOptions,
  getSimulatorForm,
  saveCarbonCluster,
  simulatorParams,
  submitCarbonSimulation,
} from '../carbon';
import type { CarbonSubmission, JoistInfillRequest, SimulatorQuery } from '../carbonTypes';
import {
  ANOTHER_USERS_FLOOR_AND_CARBON,
  anyText,
  createPact,
  expectInteraction,
  expectNotFound,
  isoDateTime,
  TOKEN,
  UNAUTHORIZED_BODY,
} from './pactHarness';

const { arrayContaining, boolean, eachLike, integer, like, number, regex, string } = MatchersV3;

const pact = createPact();

/** The provider states of docs/api/carbon.md. */
const CARBON_STATE = {
  clusters: 'user 1 has carbon clusters',
  anonymousCluster: 'an anonymous visitor has carbon cluster 950',
  fullCluster: 'user 1 has carbon cluster 304 with 10 simulations',
} as const;

const CLUSTER_NOT_FOUND = { success: false, message: 'Cluster introuvable.' };

// ---- Shapes --------------------------------------------------------------------------------------

const FIELD = { name: string('zipCode'), type: string('text'), label: string('Code postal') };

const SYSTEM_CHOICES = {
  'Poutrelles et entrevous béton': 'poutrelles-entrevous-beton',
  'Poutrelles et entrevous PSE': 'poutrelles-entrevous-pse',
  Prédalles: 'predalles',
  'Dalle pleine': 'dalle-pleine',
  'Plancher bois': 'plancher-bois',
};

function formBody(
  step1Fields: unknown,
  step2Fields: unknown,
  isCompleted: boolean | ReturnType<typeof boolean>,
  errors: Record<string, unknown> = {},
) {
  return {
    success: true,
    status: 200,
    formArray: [
      { step: 1, title: string('Votre projet'), fields: step1Fields },
      { step: 2, title: string('Votre plancher'), fields: step2Fields },
    ],
    isCompleted,
    errors,
  };
}

const CARD = {
  id: integer(3011),
  cluster: integer(301),
  title: string('Simulation 1 – Poutrelles et entrevous béton'),
  systemType: string('poutrelles-entrevous-beton'),
  createdAt: isoDateTime('2026-10-12T09:30:00.000Z'),
  data: like({ 'Système constructif': 'Poutrelles et entrevous béton', Portée: '4,8 m' }),
  note: regex(/^[A-E]$/, 'C'),
  carbonFootprint: number(61.9),
  bio: number(0),
  acvCarbonFootprint: number(60),
  bars: eachLike({
    label: string('Poutrelles précontraintes : 16,8 kg eq CO₂/m²'),
    pdfPercentage: number(27.1),
    color: regex(/^#[0-9a-f]{6}$/, '#4f6d8f'),
    value: number(16.8),
  }),
};

function clusterBody(cluster: unknown, saved: boolean) {
  return {
    success: true,
    datas: {
      cluster,
      name: string('Maison Dupont'),
      zipCode: regex(/^\d{5}$/, '69100'),
      createdAt: isoDateTime('2026-10-12T09:30:00.000Z'),
      saved,
      simulations: eachLike(CARD),
      agency: {
        libelle: string('Bureau d’études Auvergne-Rhône-Alpes (Lyon)'),
        emails: eachLike(string('be.lyon@rupteo.fr')),
        phone: string('04 72 83 40 10'),
      },
    },
  };
}

// ---- GET /api/simulator/ -------------------------------------------------------------------------

const PROJECT = { zipCode: '69003', projectName: 'Maison Dupont', path: 'guided' };

function step2(answers: Record<string, string | string[]>): SimulatorQuery['step2'] {
  return Object.entries(answers).map(([field, value], index) => ({ index, field, value }));
}

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

// ---- GET /api/clusters/{id}/ ---------------------------------------------------------------------

describe('GET /api/clusters/{id}/', () => {
  it("gives the user's cluster with its simulations and agency", () =>
    expectInteraction(pact, {
      state: CARBON_STATE.clusters,
      description: 'a request for cluster 302 of user 1',
      method: 'GET',
      path: '/api/clusters/302/',
      token: TOKEN.valid,
      status: 200,
      responseBody: clusterBody(302, true),
      call: (client) => getCarbonCluster(client, 302),
      check: ({ body }) => {
        expect(body.datas?.simulations.length).toBeGreaterThan(0);
        expect(body.datas?.agency.emails.length).toBeGreaterThan(0);
      },
    }));

  it("gives a visitor's cluster to a visitor", () =>
    expectInteraction(pact, {
      state: CARBON_STATE.anonymousCluster,
      description: 'a request by a visitor for cluster 950',
      method: 'GET',
      path: '/api/clusters/950/',
      status: 200,
      responseBody: clusterBody(950, false),
      call: (client) => getCarbonCluster(client, 950),
      check: ({ body }) => expect(body.datas?.saved).toBe(false),
    }));

  it("answers 404 for another user's cluster", () =>
    expectNotFound(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description: "a request for another user's cluster",
      method: 'GET',
      path: '/api/clusters/903/',
      token: TOKEN.valid,
      responseBody: anyText(CLUSTER_NOT_FOUND),
      call: (client) => getCarbonCluster(client, 903),
      check: ({ body }) => {
        expect(body.message).toBe('Cluster introuvable.');
      },
    }));
});

// ---- PUT /api/clusters/save/{id}/ ----------------------------------------------------------------

describe('PUT /api/clusters/save/{id}/', () => {
  it("saves a visitor's cluster to the account", () =>
    expectInteraction(pact, {
      state: CARBON_STATE.anonymousCluster,
      description: 'a request of user 1 to save cluster 950',
      method: 'PUT',
      path: '/api/clusters/save/950/',
      token: TOKEN.valid,
      status: 200,
      responseBody: {
        success: true,
        message: string('Votre solution a bien été sauvegardée.'),
        datas: { cluster: 950 },
      },
      call: (client) => saveCarbonCluster(client, 950),
      check: ({ body }) => expect(body.success).toBe(true),
    }));

  it('needs a login', () =>
    expectInteraction(pact, {
      state: CARBON_STATE.anonymousCluster,
      description: 'a request of a visitor to save cluster 950',
      method: 'PUT',
      path: '/api/clusters/save/950/',
      status: 401,
      responseBody: UNAUTHORIZED_BODY,
      call: (client) => saveCarbonCluster(client, 950),
      check: ({ status, isPublic }) => {
        expect(status).toBe(401);
        expect(isPublic).toBe(false);
      },
    }));

  it("answers 404 for another user's cluster", () =>
    expectNotFound(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description: "a request of user 1 to save another user's cluster",
      method: 'PUT',
      path: '/api/clusters/save/903/',
      token: TOKEN.valid,
      responseBody: anyText(CLUSTER_NOT_FOUND),
      call: (client) => saveCarbonCluster(client, 903),
    }));
});

// ---- GET /api/clusters/{id}/download-recap/ ------------------------------------------------------

describe('GET /api/clusters/{id}/download-recap/', () => {
  it("gives the PDF recap of the user's cluster", () =>
    expectInteraction(pact, {
      state: CARBON_STATE.clusters,
      description: 'a request for the PDF recap of cluster 302',
      method: 'GET',
      path: '/api/clusters/302/download-recap/',
      token: TOKEN.valid,
      status: 200,
      headers: {
        'Content-Type': regex(/^application\/pdf/, 'application/pdf'),
        'Content-Disposition': regex(
          /^attachment; filename="recapitulatif-carbone-[a-z0-9-]+-302\.pdf"(; filename\*=UTF-8''[^;]+)?$/,
          'attachment; filename="recapitulatif-carbone-residence-les-acacias-bat-b-302.pdf"',
        ),
      },
      call: (client) => downloadCarbonClusterRecap(client, 302),
      check: ({ status, body }) => {
        expect(status).toBe(200);
        expect(body.fileName).toBe('recapitulatif-carbone-residence-les-acacias-bat-b-302.pdf');
      },
    }));

  it('needs a login', () =>
    expectInteraction(pact, {
      state: CARBON_STATE.clusters,
      description: 'a request of a visitor for the PDF recap of cluster 302',
      method: 'GET',
      path: '/api/clusters/302/download-recap/',
      status: 401,
      responseBody: UNAUTHORIZED_BODY,
      call: (client) => downloadCarbonClusterRecap(client, 302),
      check: ({ status }) => expect(status).toBe(401),
    }));

  it("answers 404 for another user's cluster", () =>
    expectNotFound(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description: "a request for the PDF recap of another user's cluster",
      method: 'GET',
      path: '/api/clusters/903/download-recap/',
      token: TOKEN.valid,
      responseBody: anyText(CLUSTER_NOT_FOUND),
      call: (client) => downloadCarbonClusterRecap(client, 903),
    }));
});
