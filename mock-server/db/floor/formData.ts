/**
 * The floor configurator's tables (spec 002 §3, §4.1, §5.1): floor positions and levels, usages
 * and their load cases, Up values, systems, joist-infill materials, fire resistances and the
 * limits of the typed values; and how the form lists them as choices. The form (./form.ts) and
 * the handlers' checks read them. Loads in daN/m² (Eurocode 1), spans in m, continuity in cm.
 */
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

// ---- As the form lists them ---------------------------------------------------------------------

/** The address of a help picture of the form. */
export const image = (name: string) => publicUrl(`${MEDIA_ROOT}/aide/${name}.svg`);

/** Choices as the form's `choices` give them: label → value. */
export function byLabel<T extends { value: string; label: string }>(items: readonly T[]) {
  return Object.fromEntries(items.map((item) => [item.label, item.value]));
}

/** Choices in groups: group → label → value. */
export function grouped<T extends { value: string; label: string; group: string }>(
  items: readonly T[],
) {
  const groups: Record<string, Record<string, string>> = {};
  for (const item of items) (groups[item.group] ??= {})[item.label] = item.value;
  return groups;
}
