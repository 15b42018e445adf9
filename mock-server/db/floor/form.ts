/**
 * The floor configurator's form definitions (spec 002 §3, §4.1, §5.1): step 1 (the project) and
 * step 2 (the floor), with the choices, choice attributes and conditions the handlers also use to
 * check the answers. Loads are in daN/m² (Eurocode 1 categories), spans in m, continuity in cm.
 */
import type {
  ChoiceAttributes,
  FieldDefinition,
  FormStep,
} from '../../../src/api/formDefinitionTypes';
import { flattenFields } from '../../../src/domain/serverForm';
import { publicUrl } from '../../publicUrls';

export const MEDIA_ROOT = '/media/plancher';

// ---- Floor positions ----------------------------------------------------------------------------

export interface FloorPosition {
  value: string;
  label: string;
  /** The history's `floor` value. */
  floor: string;
  /** The history's `floorLevel` for positions that do not ask for a level. */
  floorLevel?: string;
  /** Floors over an unheated space: an Up coefficient is asked. */
  insulated: boolean;
}

export const FLOOR_POSITIONS: readonly FloorPosition[] = [
  {
    value: 'vide-sanitaire',
    label: 'Plancher bas sur vide sanitaire',
    floor: 'Plancher bas',
    floorLevel: 'Vide sanitaire',
    insulated: true,
  },
  {
    value: 'haut-de-sous-sol',
    label: 'Plancher haut de sous-sol (sur local non chauffé)',
    floor: 'Plancher bas',
    floorLevel: 'Sous-sol',
    insulated: true,
  },
  {
    value: 'intermediaire',
    label: 'Plancher intermédiaire (entre deux niveaux chauffés)',
    floor: 'Plancher intermédiaire',
    insulated: false,
  },
  {
    value: 'plancher-haut',
    label: 'Plancher haut (sous combles ou toiture-terrasse)',
    floor: 'Plancher haut',
    insulated: false,
  },
];

export const INSULATED_POSITIONS = FLOOR_POSITIONS.filter((p) => p.insulated).map((p) => p.value);
export const LEVELLED_POSITIONS = FLOOR_POSITIONS.filter((p) => !p.floorLevel).map((p) => p.value);

export const FLOOR_LEVELS: Readonly<Record<string, string>> = {
  'Rez-de-chaussée (RDC)': 'RDC',
  'R+1': 'R+1',
  'R+2': 'R+2',
  'R+3': 'R+3',
};

// ---- Usages and load cases ----------------------------------------------------------------------

export interface LoadCase {
  value: string;
  label: string;
  /** The group of the load-case list. */
  group: string;
  /** Permanent loads besides the floor's weight (finishes, partitions), daN/m². */
  gLoad?: number;
  /** Imposed loads, daN/m². */
  qLoad?: number;
}

export const CUSTOM_LOAD_CASE = 'personnalise';

export const LOAD_CASES: readonly LoadCase[] = [
  {
    value: 'habitation',
    label: 'Logement – cloisons légères',
    group: 'Habitation',
    gLoad: 150,
    qLoad: 150,
  },
  {
    value: 'habitation-cloisons-lourdes',
    label: 'Logement – cloisons maçonnées',
    group: 'Habitation',
    gLoad: 250,
    qLoad: 150,
  },
  {
    value: 'bureaux',
    label: 'Bureaux – cloisons légères',
    group: 'Bureaux',
    gLoad: 200,
    qLoad: 250,
  },
  {
    value: 'bureaux-archives',
    label: 'Bureaux avec locaux d’archives',
    group: 'Bureaux',
    gLoad: 200,
    qLoad: 500,
  },
  { value: 'commerce', label: 'Commerce de détail', group: 'Commerces', gLoad: 200, qLoad: 500 },
  {
    value: 'commerce-stockage',
    label: 'Commerce avec stockage léger',
    group: 'Commerces',
    gLoad: 200,
    qLoad: 750,
  },
  {
    value: 'parking',
    label: 'Parking – véhicules légers (≤ 30 kN)',
    group: 'Parkings',
    gLoad: 150,
    qLoad: 250,
  },
  {
    value: 'erp-enseignement',
    label: 'Salles de classe',
    group: 'Établissements recevant du public',
    gLoad: 200,
    qLoad: 250,
  },
  {
    value: 'erp-reunion',
    label: 'Salles de réunion et circulations',
    group: 'Établissements recevant du public',
    gLoad: 200,
    qLoad: 400,
  },
  {
    value: 'toiture-inaccessible',
    label: 'Toiture-terrasse inaccessible',
    group: 'Toitures et combles',
    gLoad: 250,
    qLoad: 100,
  },
  {
    value: 'combles-perdus',
    label: 'Combles perdus (non aménageables)',
    group: 'Toitures et combles',
    gLoad: 100,
    qLoad: 100,
  },
  { value: CUSTOM_LOAD_CASE, label: 'Charges personnalisées', group: 'Autre cas' },
];

export interface Usage {
  value: string;
  label: string;
  loadCases: string[];
  /** The Up coefficients (W/m².K) offered for insulated floors; none for a parking. */
  ups: string[];
}

export const USAGES: readonly Usage[] = [
  {
    value: 'habitation',
    label: 'Habitation (maison, logement collectif)',
    loadCases: [
      'habitation',
      'habitation-cloisons-lourdes',
      'toiture-inaccessible',
      'combles-perdus',
      CUSTOM_LOAD_CASE,
    ],
    ups: ['0.15', '0.20', '0.23', '0.27'],
  },
  {
    value: 'bureaux',
    label: 'Bureaux',
    loadCases: ['bureaux', 'bureaux-archives', 'toiture-inaccessible', CUSTOM_LOAD_CASE],
    ups: ['0.20', '0.23', '0.27', '0.36'],
  },
  {
    value: 'commerce',
    label: 'Commerce',
    loadCases: ['commerce', 'commerce-stockage', 'toiture-inaccessible', CUSTOM_LOAD_CASE],
    ups: ['0.23', '0.27', '0.36'],
  },
  {
    value: 'parking',
    label: 'Parking couvert',
    loadCases: ['parking', CUSTOM_LOAD_CASE],
    ups: [],
  },
  {
    value: 'erp',
    label: 'Établissement recevant du public (école, salle)',
    loadCases: ['erp-enseignement', 'erp-reunion', 'toiture-inaccessible', CUSTOM_LOAD_CASE],
    ups: ['0.20', '0.23', '0.27'],
  },
];

export const UP_VALUES: Readonly<Record<string, string>> = {
  'Up 0,15 W/m².K (très performant)': '0.15',
  'Up 0,20 W/m².K': '0.20',
  'Up 0,23 W/m².K': '0.23',
  'Up 0,27 W/m².K': '0.27',
  'Up 0,36 W/m².K (minimum réglementaire en rénovation)': '0.36',
};

// ---- Systems, joist infill, fire ----------------------------------------------------------------

export const ALL_SYSTEMS = 'tous';

export const SYSTEMS: Readonly<Record<string, string>> = {
  'Tous les systèmes': ALL_SYSTEMS,
  'Poutrelles et entrevous': 'poutrelles-entrevous',
  Prédalles: 'predalles',
  'Dalle pleine': 'dalle-pleine',
  'Dalle alvéolée': 'dalle-alveolee',
};

export const ANY_ENTREVOUS = 'indifferent';

export interface EntrevousMaterial {
  value: string;
  label: string;
  group: string;
  description: string;
}

export const ENTREVOUS_MATERIALS: readonly EntrevousMaterial[] = [
  {
    value: 'beton',
    label: 'Entrevous béton',
    group: 'Entrevous porteurs',
    description:
      'Entrevous en béton vibré : masse élevée, bon comportement acoustique et au feu, pose manuelle.',
  },
  {
    value: 'bois',
    label: 'Entrevous bois',
    group: 'Entrevous porteurs',
    description:
      'Entrevous en fibre de bois moulée : biosourcés, légers, pour les planchers d’étage au sec.',
  },
  {
    value: 'pse',
    label: 'Entrevous PSE',
    group: 'Entrevous isolants',
    description: 'Entrevous en polystyrène expansé : très légers, rapides à poser, coffrage perdu.',
  },
  {
    value: 'pse-isolant',
    label: 'Entrevous PSE isolant à languette',
    group: 'Entrevous isolants',
    description:
      'Entrevous PSE dont la languette passe sous les poutrelles et supprime les ponts thermiques : pour atteindre un Up sur vide sanitaire ou sous-sol.',
  },
];

export const FIRE_RESISTANCES: Readonly<Record<string, string>> = {
  'REI 30': '30',
  'REI 60': '60',
  'REI 90': '90',
  'REI 120': '120',
};

export const FIRE_USAGES = ['bureaux', 'commerce', 'parking', 'erp'];
export const ACOUSTIC_USAGES = ['habitation', 'erp'];

export const CALCULATION_STANDARD = 'Eurocode 2 (NF EN 1992-1-1 et son annexe nationale)';

// ---- Limits -------------------------------------------------------------------------------------

export const LIMITS = {
  zipCodeLength: 5,
  configurationNameMax: 80,
  span: { min: 1.5, max: 12 },
  gLoad: { min: 0, max: 1000 },
  qLoad: { min: 100, max: 1000 },
  continuityWidth: { min: 20, max: 120 },
  continuityLength: { min: 400, max: 1600 },
} as const;

// ---- The form ---------------------------------------------------------------------------------

const image = (name: string) => publicUrl(`${MEDIA_ROOT}/aide/${name}.svg`);

function byLabel<T extends { value: string; label: string }>(items: readonly T[]) {
  return Object.fromEntries(items.map((item) => [item.label, item.value]));
}

function grouped<T extends { value: string; label: string; group: string }>(items: readonly T[]) {
  const groups: Record<string, Record<string, string>> = {};
  for (const item of items) (groups[item.group] ??= {})[item.label] = item.value;
  return groups;
}

function stepOne(): FormStep {
  return {
    step: 1,
    title: 'Votre projet',
    description:
      'Quelques informations sur le chantier : son code postal nous permet de vous mettre en relation avec l’agence la plus proche.',
    fields: [
      {
        name: 'zipCode',
        type: 'text',
        label: 'Code postal du chantier',
        required: true,
        help: 'Exactement 5 chiffres.',
        attr: { pattern: '[0-9]', placeholder: 'Ex. : 69003' },
      },
      {
        name: 'configurationName',
        type: 'text',
        label: 'Nom de la configuration',
        required: true,
        help: 'Retrouvez-la sous ce nom dans votre espace personnel.',
        attr: { placeholder: 'Ex. : Maison Dupont – plancher du RDC' },
      },
      {
        name: 'projectCode',
        type: 'text',
        label: 'Référence du projet',
        required: false,
        attr: { placeholder: 'Ex. : PRJ-2026-014' },
      },
      {
        name: 'company',
        type: 'text',
        label: 'Entreprise',
        required: false,
        help: 'Reprise de votre profil lorsque vous êtes connecté.',
        attr: { placeholder: 'Ex. : Maçonnerie Martin' },
      },
    ],
  };
}

function loadCaseAttributes(): Record<string, ChoiceAttributes> {
  return Object.fromEntries(
    LOAD_CASES.filter((loadCase) => loadCase.gLoad !== undefined).map((loadCase) => [
      loadCase.value,
      { gLoad: loadCase.gLoad, qLoad: loadCase.qLoad },
    ]),
  );
}

function usageAttributes(): Record<string, ChoiceAttributes> {
  return Object.fromEntries(
    USAGES.map((usage) => [
      usage.value,
      { 'available-load-cases': [...usage.loadCases], 'available-ups': [...usage.ups] },
    ]),
  );
}

const continuityShown = { field: 'continuity', comparator: '==', value: 'true' } as const;

function stepTwo(): FormStep {
  return {
    step: 2,
    title: 'Votre plancher',
    description:
      'Décrivez le plancher : sa position, l’usage des locaux, les charges et la portée. Les solutions proposées sont vérifiées pour ces données.',
    fields: [
      {
        name: 'floorPosition',
        type: 'radio',
        label: 'Position du plancher',
        required: true,
        choices: byLabel(FLOOR_POSITIONS),
        tooltip: [
          {
            title: 'Plancher bas sur vide sanitaire',
            content:
              'Le plancher repose sur les murs de soubassement au-dessus d’un vide ventilé d’au moins 20 cm : il doit être isolé.',
            image: image('vide-sanitaire'),
          },
          {
            title: 'Plancher haut de sous-sol',
            content:
              'Le plancher sépare un sous-sol ou un parking non chauffé d’un niveau chauffé : il doit être isolé.',
            image: image('haut-de-sous-sol'),
          },
          {
            title: 'Plancher intermédiaire',
            content: 'Le plancher sépare deux niveaux chauffés du bâtiment.',
            image: image('intermediaire'),
          },
        ],
      },
      {
        name: 'floorLevel',
        type: 'select',
        label: 'Niveau du plancher',
        required: true,
        choices: { ...FLOOR_LEVELS },
        attr: { placeholder: 'Choisissez un niveau' },
        conditions: [{ field: 'floorPosition', comparator: 'IN', value: [...LEVELLED_POSITIONS] }],
        disabledValue: '',
      },
      {
        name: 'usage',
        type: 'radio',
        label: 'Destination des locaux',
        required: true,
        choices: byLabel(USAGES),
        choiceAttributes: usageAttributes(),
        defaultValue: 'habitation',
        help: 'La destination fixe les cas de charge et les valeurs de Up proposés.',
      },
      {
        name: 'loadCase',
        type: 'radio',
        label: 'Cas de charge',
        required: true,
        groupedChoices: grouped(LOAD_CASES),
        choiceAttributes: loadCaseAttributes(),
        conditions: [
          { field: 'usage', comparator: 'IN', value: USAGES.map((usage) => usage.value) },
        ],
        disabledValue: '',
        tooltip: [
          {
            title: 'Charges d’exploitation',
            content:
              'Valeurs de l’Eurocode 1 (NF EN 1991-1-1) : 150 daN/m² en habitation, 250 en bureaux, 500 en commerce, 250 en parking de véhicules légers.',
          },
        ],
      },
      {
        name: 'gLoad',
        type: 'number',
        label: 'Charges permanentes (hors poids propre)',
        required: true,
        unit: 'daN/m²',
        help: 'Revêtement, chape, cloisons, faux plafond. Renseignées par le cas de charge, modifiables.',
        attr: {
          min: LIMITS.gLoad.min,
          max: LIMITS.gLoad.max,
          pattern: '[0-9]',
          placeholder: '150',
        },
      },
      {
        name: 'qLoad',
        type: 'number',
        label: 'Charges d’exploitation',
        required: true,
        unit: 'daN/m²',
        help: 'Renseignées par le cas de charge, modifiables.',
        attr: {
          min: LIMITS.qLoad.min,
          max: LIMITS.qLoad.max,
          pattern: '[0-9]',
          placeholder: '150',
        },
      },
      {
        name: 'up',
        type: 'radio',
        label: 'Coefficient Up visé',
        required: true,
        unit: 'W/m².K',
        choices: { ...UP_VALUES },
        conditions: [{ field: 'floorPosition', comparator: 'IN', value: [...INSULATED_POSITIONS] }],
        disabledValue: '',
        tooltip: [
          {
            title: 'Coefficient Up',
            content:
              'Le coefficient de transmission thermique du plancher, ponts thermiques intégrés : plus il est faible, plus le plancher isole.',
            image: image('coefficient-up'),
          },
        ],
      },
      {
        name: 'continuity',
        type: 'radio',
        label: 'Le plancher est-il continu sur un appui intermédiaire ?',
        required: true,
        choices: { Oui: 'true', Non: 'false' },
        defaultValue: 'false',
        tooltip: [
          {
            title: 'Continuité',
            content:
              'Un plancher continu franchit deux travées en reposant sur un mur ou une poutre intermédiaire : les aciers sur appui (chapeaux) permettent des portées plus longues.',
            image: image('continuite'),
          },
        ],
        children: [
          {
            name: 'continuityWidth',
            type: 'number',
            label: 'Largeur de l’appui intermédiaire',
            required: true,
            unit: 'cm',
            attr: {
              min: LIMITS.continuityWidth.min,
              max: LIMITS.continuityWidth.max,
              pattern: '[0-9]',
              placeholder: '20',
            },
            conditions: [continuityShown],
            disabledValue: '',
          },
          {
            name: 'continuityLength',
            type: 'number',
            label: 'Longueur totale des deux travées',
            required: true,
            unit: 'cm',
            help: 'D’un appui d’extrémité à l’autre, appui intermédiaire compris.',
            attr: {
              min: LIMITS.continuityLength.min,
              max: LIMITS.continuityLength.max,
              pattern: '[0-9]',
              placeholder: '900',
            },
            conditions: [continuityShown],
            disabledValue: '',
          },
        ],
      },
      {
        name: 'floorSpan',
        type: 'number',
        label: 'Portée du plancher',
        required: true,
        unit: 'm',
        help: 'Distance entre nus d’appuis, de 1,50 à 12,00 m.',
        attr: {
          min: LIMITS.span.min,
          max: LIMITS.span.max,
          pattern: '[0-9.,]',
          placeholder: '5,20',
        },
        conditions: [{ field: 'continuity', comparator: '!=', value: 'true' }],
        disabledValue: '',
      },
      {
        name: 'systems',
        type: 'checkbox',
        label: 'Systèmes de plancher envisagés',
        required: true,
        choices: { ...SYSTEMS },
        defaultValue: [ALL_SYSTEMS],
        disabledValue: ALL_SYSTEMS,
      },
      {
        name: 'entrevous',
        type: 'select',
        label: 'Matériau des entrevous',
        required: false,
        groupedChoices: {
          'Sans préférence': { Indifférent: ANY_ENTREVOUS },
          ...grouped(ENTREVOUS_MATERIALS),
        },
        defaultValue: ANY_ENTREVOUS,
        disabledValue: ANY_ENTREVOUS,
        conditions: [
          { field: 'systems', comparator: 'IN', value: [ALL_SYSTEMS, 'poutrelles-entrevous'] },
        ],
        help: 'Les entrevous proposés dépendent de vos réponses.',
      },
      {
        name: 'fireResistance',
        type: 'select',
        label: 'Résistance au feu exigée',
        required: true,
        choices: { ...FIRE_RESISTANCES },
        defaultValue: '30',
        conditions: [
          { field: 'usage', comparator: 'IN', value: [...FIRE_USAGES] },
          { field: 'floorPosition', comparator: '!=', value: 'vide-sanitaire' },
        ],
        disabledValue: '',
      },
      {
        name: 'acousticComfort',
        type: 'fakeCheckbox',
        label: 'Confort acoustique renforcé entre logements',
        required: false,
        help: 'Retient les planchers d’au moins 300 kg/m² (loi de masse).',
        defaultValue: 'false',
        disabledValue: 'false',
        conditionsRelation: 'AND',
        conditions: [
          { field: 'floorPosition', comparator: 'NOT IN', value: [...INSULATED_POSITIONS] },
          { field: 'usage', comparator: 'IN', value: [...ACOUSTIC_USAGES] },
        ],
      },
      {
        name: 'calculationStandard',
        type: 'hidden',
        label: 'Norme de calcul',
        forcedValue: CALCULATION_STANDARD,
        disabled: true,
      },
      {
        name: 'simulationId',
        type: 'hidden',
        label: 'Simulation modifiée',
        value: null,
      },
    ],
  };
}

/** A fresh copy of the two steps (callers may fill `value`). */
export function floorFormSteps(): FormStep[] {
  return [stepOne(), stepTwo()];
}

/** Every field of the steps, children included, in order. */
export function allFields(steps: FormStep[] = floorFormSteps()): FieldDefinition[] {
  return flattenFields(steps.flatMap((step) => step.fields));
}

/** The choices of a field and the label of a value: the app's (src/domain/serverForm). */
export { choiceLabel, choicesOf } from '../../../src/domain/serverForm';

export const findUsage = (value: unknown) => USAGES.find((usage) => usage.value === value);
export const findLoadCase = (value: unknown) => LOAD_CASES.find((item) => item.value === value);
export const findPosition = (value: unknown) =>
  FLOOR_POSITIONS.find((item) => item.value === value);
