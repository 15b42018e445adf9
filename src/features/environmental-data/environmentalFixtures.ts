/** Fixtures of the environmental-data tool's stories (shapes of the mock backend's answers). */
import type { Filter } from '@/api/catalogueTypes';
import type { EnvironmentResult } from '@/api/environmentTypes';
import type {
  EnvironmentalResultView,
  QuestionnaireState,
  ResultState,
} from './environmentalDataSlice';

function filter(
  id: number,
  name: string,
  question: string,
  values: string[],
  hint?: string,
): Filter {
  return {
    id,
    name,
    question,
    hint: hint ?? null,
    filter_section: 'env',
    filter_column: name,
    importColumn: 1,
    bg_image: null,
    filterValues: values.map((value, index) => ({
      id: id * 10 + index + 1,
      value,
      filter_name: name,
      filter_section: 'env',
      selected: false,
    })),
  };
}

export const systemFilter = filter(
  7000,
  'Système constructif',
  'Quel est votre système constructif ?',
  ['Plancher poutrelles hourdis', 'Prédalles et thermoprédalles', 'Prémur'],
);

export const premurFilters: Filter[] = [
  filter(7301, 'Type de prémur', 'Quel type de prémur est posé ?', [
    'Prémur standard',
    'Prémur isolé (isolant intégré au noyau)',
  ]),
  filter(
    7302,
    'Montage prémur',
    'Quel est le montage du prémur ?',
    ['5 + 10 + 5', '5 + 12 + 5', '6 + 13 + 6'],
    'épaisseur peau 1 + noyau + épaisseur peau 2 en cm',
  ),
  filter(7303, 'Hauteur du mur', 'Quelle est la hauteur du mur ?', ["Jusqu'à 3 m", 'De 3 à 6 m']),
  filter(7304, 'Classe de béton', 'Quelle classe de béton est coulée sur le chantier ?', [
    'C25/30',
    'C30/37',
  ]),
];

export function questionnaireFixture(
  overrides: Partial<QuestionnaireState> = {},
): QuestionnaireState {
  return {
    status: 'ready',
    steps: [systemFilter, ...premurFilters],
    answers: [],
    current: 0,
    nbResults: 20,
    failure: null,
    leaveDialogOpen: false,
    ...overrides,
  };
}

/** At the build-up question of a pre-wall, after two answers. */
export const atMontageStep = questionnaireFixture({
  answers: [70003, 73011],
  current: 2,
  steps: [
    {
      ...systemFilter,
      filterValues: systemFilter.filterValues.map((v, i) => ({ ...v, id: 70001 + i })),
    },
    {
      ...premurFilters[0]!,
      filterValues: premurFilters[0]!.filterValues.map((v, i) => ({ ...v, id: 73011 + i })),
    },
    ...premurFilters.slice(1),
  ],
});

const base = {
  typeDePoutrelle: null,
  uniteLitrageBeton: 'L/m²',
  uniteLitrageBetonSupplementaire: 'L/m²',
  uniteRatioKilotage: 'kg/m²',
  ratioKilotageArmatures: null,
  uniteRatioKilotageArmatures: null,
};

export const RESULTS: Record<'pou' | 'pre' | 'mur', EnvironmentResult> = {
  pou: {
    ...base,
    id: 1,
    name: 'Plancher poutrelles précontraintes 16 + 4 – entrevous béton, entraxe 60 cm',
    dataType: 'pou',
    systemName: 'Plancher poutrelles hourdis',
    typeDePoutrelle: 'Poutrelle précontrainte',
    litrageBeton: 66.7,
    litrageBetonSupplementaire: 4.9,
    ratioKilotage: 3.1,
  },
  pre: {
    ...base,
    id: 2,
    name: 'Prédalle en béton armé 4 + 16 – portée jusqu’à 5 m',
    dataType: 'pre',
    systemName: 'Prédalles et thermoprédalles',
    litrageBeton: 163.2,
    ratioKilotageArmatures: 3.4,
    uniteRatioKilotageArmatures: 'kg/m²',
    litrageBetonSupplementaire: 6.5,
    ratioKilotage: 7.8,
  },
  mur: {
    ...base,
    id: 3,
    name: 'Prémur standard 5 + 10 + 5 – hauteur jusqu’à 3 m',
    dataType: 'mur',
    systemName: 'Prémur',
    litrageBeton: 104,
    litrageBetonSupplementaire: 3.2,
    ratioKilotage: 8.45,
  },
};

export function resultViewFixture(type: 'pou' | 'pre' | 'mur' = 'pre'): EnvironmentalResultView {
  return {
    historyId: 1002,
    dataType: type,
    result: RESULTS[type],
    fdes: [
      { number: '17-433:2023', title: 'Prédalle en béton armé pour plancher' },
      {
        number: '16-745:2023',
        title: 'Armatures en acier pour béton armé (barres et chapeaux façonnés)',
      },
      {
        number: '20-144:2023',
        title: 'Béton prêt à l’emploi C25/30 XC1 – dalles et voiles courants',
      },
    ],
    criteria: [
      { filter: 'Système constructif', value: RESULTS[type].systemName },
      { filter: 'Classe de béton', value: 'C25/30' },
    ],
  };
}

export function resultStateFixture(type: 'pou' | 'pre' | 'mur' = 'pre'): ResultState {
  return { status: 'ready', historyId: 1002, view: resultViewFixture(type), error: null };
}
