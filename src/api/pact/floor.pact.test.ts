/**
 * Consumer contract of the floor configurator (docs/api/floor.md): the form and its checks, the
 * simulation and its result, the solutions with their files and carbon data, agency contact.
 * Binary answers (zip, PDF) are pinned by status, Content-Type and Content-Disposition.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  contactAgency,
  downloadCarbonRecap,
  downloadSolutionFiles,
  downloadSolutionRecap,
  getCarbonSimulatorLink,
  getEntrevousOptions,
  getFloorConfigurator,
  getFloorSimulationForm,
  getFloorSimulationResult,
  getSolution,
  getSolutionCarbonFootprint,
  saveSolution,
  submitFloorSimulation,
  validateContinuity,
  validateFloorConfiguration,
} from '../floor';
import type {
  AgencyContactRequest,
  CarbonRecap,
  FloorConfigurationValues,
  FloorValidationRequest,
} from '../floorTypes';
import {
  ANOTHER_USERS_FLOOR_AND_CARBON,
  apiAddress,
  CATALOGUE_STATE,
  anyText,
  createPact,
  expectExpiredToken,
  expectInteraction,
  expectNotFound,
  expectServerError,
  given,
  PARAM_STATE,
  STATE,
  TOKEN,
} from './pactHarness';

const { boolean, eachLike, integer, like, number, regex, string } = MatchersV3;

const pact = createPact();

/** The provider states of docs/api/floor.md. */
const FLOOR_STATE = {
  userSimulation: 'user 1 has a floor simulation',
  visitorSimulation: 'a visitor has a floor simulation',
  emptySimulation: 'a visitor has a floor simulation without solution',
} as const;

const USER_SIMULATION = 7001;
const VISITOR_SIMULATION = 7002;
const EMPTY_SIMULATION = 7003;
/** Solution 7, the first of simulation 7001's result. */
const SOLUTION_ID = 7;
const SLUG = 'plancher-poutrelle-entrevous-pse-isolant-up-0-20';

const SIMULATION_NOT_FOUND = { success: false, message: 'Simulation introuvable.' };
const SOLUTION_NOT_FOUND = { success: false, message: 'Solution introuvable.' };

// ---- Shapes --------------------------------------------------------------------------------------

const FIELD = { name: string('zipCode'), type: string('text'), label: string('Code postal') };

function formBody() {
  return {
    success: true,
    datas: {
      status: '200',
      formArray: [
        {
          step: 1,
          title: string('Votre projet'),
          description: string('Quelques informations sur le chantier.'),
          fields: eachLike(FIELD),
        },
        {
          step: 2,
          title: string('Votre plancher'),
          description: string('Décrivez le plancher.'),
          fields: eachLike(FIELD),
        },
      ],
    },
  };
}

const ITEM = { label: string('Épaisseur totale'), value: string('25 cm') };

const LINK = {
  libelle: string('Avis technique CSTB 20/21-471_V1'),
  // A document of the API (root-relative or absolute on its host), or an external page.
  url: regex(
    '^((https?://[^/?#]+)?/media/plancher/documents/[a-z0-9-]+/[\\w.-]+\\.pdf|https://\\S+)$',
    '/media/plancher/documents/plancher-poutrelle-entrevous-pse-isolant-up-0-20/fdes.pdf',
  ),
  downloadable: boolean(true),
  prettySize: regex(/^(\d+(,\d+)? (Ko|Mo)|—)$/, '1,8 Mo'),
  prettyDocumentDate: regex(/^\d{2}\/\d{2}\/\d{4}$/, '18/09/2025'),
  linkType: { name: string('Avis technique') },
};

const FOOTPRINT = {
  concrete: {
    slug: regex(/^cem-[0-9a-z]+$/, 'cem-2a'),
    name: string('Béton C25/30 CEM II/A (standard)'),
  },
  total: number(52.4),
  unit: 'kg eq CO₂/m²',
  details: eachLike({ label: string('Aciers'), value: string('6,9 kg eq CO₂/m²') }),
};

const PACKSHOT = {
  url: apiAddress(
    '/media/plancher/visuels/[a-z0-9-]+\\.svg',
    `/media/plancher/visuels/${SLUG}.svg`,
  ),
  libelle: string('Vue en coupe – Plancher poutrelle entrevous PSE isolant Up 0,20'),
};

const SOLUTION = {
  id: integer(SOLUTION_ID),
  slug: regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, SLUG),
  libelle: string('Plancher poutrelle entrevous PSE isolant Up 0,20'),
  family: string('Poutrelles et entrevous'),
  description: {
    content: string('<p>Le plancher bas isolant le plus posé en maison individuelle.</p>'),
  },
  packshot: PACKSHOT,
  thickness: number(25),
  thicknessWithUnit: regex(/^\d+ cm$/, '25 cm'),
  layers: eachLike({
    short: string('Dalle'),
    thickness: number(4),
    unit: 'cm',
    label: string('Dalle de compression en béton armé'),
  }),
  links: eachLike(LINK),
  wordPressUrl: regex(/^https:\/\/\S+$/, `https://www.rupteo.fr/planchers/${SLUG}/`),
  technicalData: eachLike(ITEM),
  carbonFootprints: eachLike(FOOTPRINT),
  steelMasses: eachLike(string('Armatures : treillis soudé ST 25 C, 1,40 kg/m²')),
};

const AGENCY = {
  libelle: string('Bureau d’études Auvergne-Rhône-Alpes (Lyon)'),
  emails: eachLike(string('be.lyon@rupteo.fr')),
  phone: regex(/^0\d( \d{2}){4}$/, '04 72 83 40 10'),
};

function resultBody(id: number, message = '2 solutions correspondent à votre configuration.') {
  return {
    success: true,
    datas: {
      solutions: eachLike(SOLUTION),
      simulation: { id: integer(id) },
      agency: AGENCY,
      hasOnlyOneSolution: boolean(false),
      message: string(message),
    },
  };
}

const EMPTY_RESULT = {
  solutions: [],
  agency: AGENCY,
  hasOnlyOneSolution: false,
  message: 'Aucun résultat trouvé',
  advice: string('Avec vos charges, la portée maximale atteignable est de 9,09 m.'),
};

function carbonRecapShape(simulation: unknown) {
  return {
    solution: {
      id: integer(SOLUTION_ID),
      slug: string(SLUG),
      libelle: string('Plancher poutrelle entrevous PSE isolant Up 0,20'),
      thicknessWithUnit: string('25 cm'),
    },
    simulation,
    unit: 'kg eq CO₂/m²',
    carbonFootprints: eachLike(FOOTPRINT),
    steelMasses: eachLike(string('Armatures : treillis soudé ST 25 C, 1,40 kg/m²')),
  };
}

const RECAP_SIMULATION = like({
  id: USER_SIMULATION,
  configurationName: 'Maison Dupont – plancher bas',
  zipCode: '69003',
  span: '5,20 m',
});

function detailBody(simulation: unknown, switchUrl: string) {
  return {
    success: true,
    datas: {
      solution: SOLUTION,
      links: eachLike(LINK),
      technicalData: eachLike(ITEM),
      similar: eachLike({
        id: integer(8),
        slug: string('plancher-poutrelle-entrevous-pse-isolant-up-0-15'),
        libelle: string('Plancher poutrelle entrevous PSE isolant Up 0,15'),
        packshot: PACKSHOT,
        thickness: number(33),
        thicknessWithUnit: string('33 cm'),
      }),
      carbonFootprints: eachLike(FOOTPRINT),
      steelMasses: eachLike(string('Armatures : treillis soudé ST 25 C, 1,40 kg/m²')),
      downloadCarbonRecap: {
        url: apiAddress(
          '/api/solution/\\d+/carbon-recap/',
          `/api/solution/${SOLUTION_ID}/carbon-recap/`,
        ),
        carbonRecap: carbonRecapShape(simulation),
      },
      displayScheme: boolean(true),
      downloadAllFilesURL: apiAddress(
        '/api/solution/\\d+/download-files/',
        `/api/solution/${SOLUTION_ID}/download-files/`,
      ),
      switchToCarbonSimulatorUrl: apiAddress(
        '/api/solution/\\d+/carbon-simulator-link/(\\?simulation=\\d+)?',
        switchUrl,
      ),
    },
  };
}

const PDF_CONTENT = regex(/^application\/pdf/, 'application/pdf');

function attachment(pattern: string, example: string) {
  return regex(
    new RegExp(`^attachment; filename="${pattern}"(; filename\\*=UTF-8''[^;]+)?$`),
    `attachment; filename="${example}"; filename*=UTF-8''${example}`,
  );
}

// ---- Requests ------------------------------------------------------------------------------------

/** Answers as the form holds them (strings), for the checks. */
const FORM_VALUES: FloorValidationRequest = {
  zipCode: '69003',
  configurationName: 'Maison Dupont – plancher bas',
  floorPosition: 'vide-sanitaire',
  usage: 'habitation',
  loadCase: 'habitation',
  gLoad: '150',
  qLoad: '150',
  up: '0.20',
  continuity: 'false',
  floorSpan: '5,20',
  systems: ['tous'],
  entrevous: 'indifferent',
};

/** Answers as the simulator receives them: flattened, booleans as booleans. */
const SUBMITTED: FloorConfigurationValues = {
  zipCode: '69003',
  configurationName: 'Maison Garnier – plancher bas',
  projectCode: 'PRJ-2026-044',
  company: 'Maçonnerie Martin',
  floorPosition: 'vide-sanitaire',
  usage: 'habitation',
  loadCase: 'habitation',
  gLoad: 150,
  qLoad: 150,
  up: '0.20',
  continuity: false,
  floorSpan: 5.2,
  systems: ['tous'],
  entrevous: 'indifferent',
  acousticComfort: false,
  simulationId: null,
};

const CONTACT: AgencyContactRequest = {
  phone: '02 40 12 34 56',
  lastname: 'Bernard',
  firstname: 'Julien',
  company: 'BET Structure Ouest',
  message: 'Pouvez-vous vérifier la descente de charges de ce plancher ?',
  email: 'julien.bernard@bet-structure.fr',
  simulation: VISITOR_SIMULATION,
};

/** A carbonRecap as the detail gives it (solution 7, without a simulation). */
const CARBON_RECAP: CarbonRecap = {
  solution: {
    id: SOLUTION_ID,
    slug: SLUG,
    libelle: 'Plancher poutrelle entrevous PSE isolant Up 0,20',
    thicknessWithUnit: '25 cm',
  },
  simulation: null,
  unit: 'kg eq CO₂/m²',
  carbonFootprints: [
    {
      concrete: { slug: 'cem-2a', name: 'Béton C25/30 CEM II/A (standard)' },
      total: 53.1,
      unit: 'kg eq CO₂/m²',
      details: [
        { label: 'Béton coulé en place', value: '15,5 kg eq CO₂/m²' },
        { label: 'Transport, chantier et fin de vie', value: '26,6 kg eq CO₂/m²' },
      ],
    },
    {
      concrete: { slug: 'cem-3b', name: 'Béton C25/30 CEM III/B (très bas carbone)' },
      total: 42.1,
      unit: 'kg eq CO₂/m²',
      details: [{ label: 'Béton coulé en place', value: '8,3 kg eq CO₂/m²' }],
    },
  ],
  steelMasses: ['Armatures : treillis soudé ST 25 C, 1,40 kg/m²'],
};

// ---- Form ----------------------------------------------------------------------------------------

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

describe('POST /api/agency/contact/', () => {
  it("e-mails the simulation's agency", () =>
    expectInteraction(pact, {
      state: FLOOR_STATE.visitorSimulation,
      description: "a visitor's request to contact the agency of floor simulation 7002",
      method: 'POST',
      path: '/api/agency/contact/',
      body: CONTACT,
      status: 200,
      responseBody: {
        success: true,
        message: string(
          'Votre demande a bien été envoyée. Bureau d’études Grand Ouest (Nantes) vous recontactera rapidement.',
        ),
      },
      call: (client) => contactAgency(client, CONTACT),
      check: ({ body }) => expect(typeof body.message).toBe('string'),
    }));

  it('refuses missing fields and an invalid e-mail', () => {
    const body: AgencyContactRequest = { ...CONTACT, lastname: '', email: 'julien.bernard@' };
    return expectInteraction(pact, {
      state: FLOOR_STATE.visitorSimulation,
      description: 'a request to contact the agency without a last name and with an invalid e-mail',
      method: 'POST',
      path: '/api/agency/contact/',
      body,
      status: 400,
      responseBody: {
        success: false,
        error: { lastname: string('Champ obligatoire'), email: string('E-mail invalide') },
      },
      call: (client) => contactAgency(client, body),
      check: ({ status, body: answer }) => {
        expect(status).toBe(400);
        expect(answer.error).toEqual({ lastname: 'Champ obligatoire', email: 'E-mail invalide' });
      },
    });
  });

  it("answers 404 for another user's simulation", () => {
    const body: AgencyContactRequest = { ...CONTACT, simulation: 901 };
    return expectNotFound(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description: "a request of user 1 to contact the agency of another user's floor simulation",
      method: 'POST',
      path: '/api/agency/contact/',
      token: TOKEN.valid,
      body,
      responseBody: anyText(SIMULATION_NOT_FOUND),
      call: (client) => contactAgency(client, body),
    });
  });

  it('answers 404 for an unknown simulation', () => {
    const body: AgencyContactRequest = { ...CONTACT, simulation: 999999 };
    return expectNotFound(pact, {
      state: given(PARAM_STATE.noFloorSimulation, { id: 999999 }),
      description: 'a request to contact the agency of an unknown floor simulation',
      method: 'POST',
      path: '/api/agency/contact/',
      body,
      responseBody: anyText(SIMULATION_NOT_FOUND),
      call: (client) => contactAgency(client, body),
    });
  });
});

// ---- Solutions -----------------------------------------------------------------------------------

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
    expectInteraction(pact, {
      state: FLOOR_STATE.userSimulation,
      description: "a request for the detail of floor solution 7 for user 1's simulation 7001",
      method: 'GET',
      path: `/api/solution/${SOLUTION_ID}/`,
      query: { simulation: String(USER_SIMULATION) },
      token: TOKEN.valid,
      status: 200,
      responseBody: detailBody(
        RECAP_SIMULATION,
        `/api/solution/${SOLUTION_ID}/carbon-simulator-link/?simulation=${USER_SIMULATION}`,
      ),
      call: (client) => getSolution(client, SOLUTION_ID, USER_SIMULATION),
      check: ({ body }) =>
        expect(body.datas?.switchToCarbonSimulatorUrl).toMatch(/\?simulation=7001$/),
    }));

  it("answers 404 for another user's simulation", () =>
    expectNotFound(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description: "a request for the detail of floor solution 7 for another user's simulation",
      method: 'GET',
      path: `/api/solution/${SOLUTION_ID}/`,
      query: { simulation: '901' },
      token: TOKEN.valid,
      responseBody: anyText(SIMULATION_NOT_FOUND),
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
    expectInteraction(pact, {
      state: FLOOR_STATE.userSimulation,
      description: 'a request of user 1 to save a floor solution from simulation 7001',
      method: 'POST',
      path: `/api/solution/${SLUG}/`,
      query: { simulation: String(USER_SIMULATION) },
      token: TOKEN.valid,
      status: 200,
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
    expectNotFound(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description: "a request of user 1 to save a floor solution from another user's simulation",
      method: 'POST',
      path: `/api/solution/${SLUG}/`,
      query: { simulation: '901' },
      token: TOKEN.valid,
      responseBody: anyText(SIMULATION_NOT_FOUND),
      call: (client) => saveSolution(client, SLUG, 901),
    }));

  it('answers 404 for an unknown solution', () =>
    expectNotFound(pact, {
      state: STATE.validToken,
      description: 'a request to save an unknown floor solution',
      method: 'POST',
      path: '/api/solution/plancher-inconnu/',
      token: TOKEN.valid,
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
    expectInteraction(pact, {
      state: FLOOR_STATE.userSimulation,
      description: "a request for the PDF recap of floor solution 7 for user 1's simulation 7001",
      method: 'GET',
      path: `/api/solution/${SOLUTION_ID}/download-recap/`,
      query: { simulation: String(USER_SIMULATION) },
      token: TOKEN.valid,
      status: 200,
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
    expectNotFound(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description: "a request for the PDF recap of a floor solution for another user's simulation",
      method: 'GET',
      path: `/api/solution/${SOLUTION_ID}/download-recap/`,
      query: { simulation: '901' },
      token: TOKEN.valid,
      responseBody: anyText(SIMULATION_NOT_FOUND),
      call: (client) => downloadSolutionRecap(client, SOLUTION_ID, 901),
    }));
});

describe('GET /api/solution/{id}/carbon-footprint/', () => {
  it('gives the carbon data of one concrete for the simulation', () =>
    expectInteraction(pact, {
      state: FLOOR_STATE.userSimulation,
      description:
        'a request for the CEM III/B carbon footprint of floor solution 7 for simulation 7001',
      method: 'GET',
      path: `/api/solution/${SOLUTION_ID}/carbon-footprint/`,
      query: { simulation: String(USER_SIMULATION), concrete: 'cem-3b' },
      token: TOKEN.valid,
      status: 200,
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
    expectNotFound(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description:
        "a request for the carbon footprint of floor solution 7 for another user's simulation",
      method: 'GET',
      path: `/api/solution/${SOLUTION_ID}/carbon-footprint/`,
      query: { simulation: '901', concrete: 'cem-3b' },
      token: TOKEN.valid,
      responseBody: anyText(SIMULATION_NOT_FOUND),
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
    expectInteraction(pact, {
      state: FLOOR_STATE.userSimulation,
      description:
        'a request for the carbon simulator link of floor solution 7 for simulation 7001',
      method: 'GET',
      path: `/api/solution/${SOLUTION_ID}/carbon-simulator-link/`,
      query: { simulation: String(USER_SIMULATION) },
      token: TOKEN.valid,
      status: 200,
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
    expectNotFound(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description:
        "a request for the carbon simulator link of floor solution 7 for another user's simulation",
      method: 'GET',
      path: `/api/solution/${SOLUTION_ID}/carbon-simulator-link/`,
      query: { simulation: '901' },
      token: TOKEN.valid,
      responseBody: anyText(SIMULATION_NOT_FOUND),
      call: (client) =>
        getCarbonSimulatorLink(
          client,
          `/api/solution/${SOLUTION_ID}/carbon-simulator-link/?simulation=901`,
        ),
    }));
});
