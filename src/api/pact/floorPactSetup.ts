/**
 * What the floor configurator's contract tests share (docs/api/floor.md): provider states, seeded
 * ids, the shapes of the answers and the requests' bodies.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import type {
  AgencyContactRequest,
  CarbonRecap,
  FloorConfigurationValues,
  FloorValidationRequest,
} from '../floorTypes';
import {
  CRAWL_SPACE_FORM_VALUES,
  crawlSpaceSubmission,
} from '../../../mock-server/db/floor/answerFixtures';
import { apiAddress } from './pactHarness';

const { boolean, eachLike, integer, like, number, regex, string } = MatchersV3;

/** The provider states of docs/api/floor.md (named in pactStates.ts, with every state). */
export { FLOOR_STATE } from './pactStates';

export const USER_SIMULATION = 7001;
export const VISITOR_SIMULATION = 7002;
export const EMPTY_SIMULATION = 7003;
/** Solution 7, the first of simulation 7001's result. */
export const SOLUTION_ID = 7;
export const SLUG = 'plancher-poutrelle-entrevous-pse-isolant-up-0-20';

export const SIMULATION_NOT_FOUND = { success: false, message: 'Simulation introuvable.' };
export const SOLUTION_NOT_FOUND = { success: false, message: 'Solution introuvable.' };

// ---- Shapes --------------------------------------------------------------------------------------

export const FIELD = {
  name: string('zipCode'),
  type: string('text'),
  label: string('Code postal'),
};

export function formBody() {
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

export const ITEM = { label: string('Épaisseur totale'), value: string('25 cm') };

export const LINK = {
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

export const FOOTPRINT = {
  concrete: {
    slug: regex(/^cem-[0-9a-z]+$/, 'cem-2a'),
    name: string('Béton C25/30 CEM II/A (standard)'),
  },
  total: number(52.4),
  unit: 'kg eq CO₂/m²',
  details: eachLike({ label: string('Aciers'), value: string('6,9 kg eq CO₂/m²') }),
};

export const PACKSHOT = {
  url: apiAddress(
    '/media/plancher/visuels/[a-z0-9-]+\\.svg',
    `/media/plancher/visuels/${SLUG}.svg`,
  ),
  libelle: string('Vue en coupe – Plancher poutrelle entrevous PSE isolant Up 0,20'),
};

export const SOLUTION = {
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

export const AGENCY = {
  libelle: string('Bureau d’études Auvergne-Rhône-Alpes (Lyon)'),
  emails: eachLike(string('be.lyon@rupteo.fr')),
  phone: regex(/^0\d( \d{2}){4}$/, '04 72 83 40 10'),
};

export function resultBody(
  id: number,
  message = '2 solutions correspondent à votre configuration.',
) {
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

export const EMPTY_RESULT = {
  solutions: [],
  agency: AGENCY,
  hasOnlyOneSolution: false,
  message: 'Aucun résultat trouvé',
  advice: string('Avec vos charges, la portée maximale atteignable est de 9,09 m.'),
};

export function carbonRecapShape(simulation: unknown) {
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

export const RECAP_SIMULATION = like({
  id: USER_SIMULATION,
  configurationName: 'Maison Dupont – plancher bas',
  zipCode: '69003',
  span: '5,20 m',
});

export function detailBody(simulation: unknown, switchUrl: string) {
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

export const PDF_CONTENT = regex(/^application\/pdf/, 'application/pdf');

export function attachment(pattern: string, example: string) {
  return regex(
    new RegExp(`^attachment; filename="${pattern}"(; filename\\*=UTF-8''[^;]+)?$`),
    `attachment; filename="${example}"; filename*=UTF-8''${example}`,
  );
}

// ---- Requests ------------------------------------------------------------------------------------

/** Answers as the form holds them (strings), for the checks. */
export const FORM_VALUES: FloorValidationRequest = { ...CRAWL_SPACE_FORM_VALUES };

/** Answers as the simulator receives them: flattened, booleans as booleans. */
export const SUBMITTED: FloorConfigurationValues = crawlSpaceSubmission();

export const CONTACT: AgencyContactRequest = {
  phone: '02 40 12 34 56',
  lastname: 'Bernard',
  firstname: 'Julien',
  company: 'BET Structure Ouest',
  message: 'Pouvez-vous vérifier la descente de charges de ce plancher ?',
  email: 'julien.bernard@bet-structure.fr',
  simulation: VISITOR_SIMULATION,
};

/** A carbonRecap as the detail gives it (solution 7, without a simulation). */
export const CARBON_RECAP: CarbonRecap = {
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
