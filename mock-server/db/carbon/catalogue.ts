/**
 * The carbon simulator's catalogue: the construction systems, their thicknesses (with the largest
 * span each allows), the usual configurations offered as "favorites", the cement types, the
 * network passages and the joist-infill blocks ("entrevous") of the beam-and-block systems.
 *
 * Spans are those of a dwelling floor (G + Q about 4.5 kN/m²); thicknesses are totals in cm.
 */

/** The construction systems of the simulator, value to French label. */
export const SYSTEM_TYPES = {
  'poutrelles-entrevous-beton': 'Poutrelles et entrevous béton',
  'poutrelles-entrevous-pse': 'Poutrelles et entrevous PSE',
  predalles: 'Prédalles',
  'dalle-pleine': 'Dalle pleine',
  'plancher-bois': 'Plancher bois',
} as const;

export type SystemType = keyof typeof SYSTEM_TYPES;

export const SYSTEM_VALUES = Object.keys(SYSTEM_TYPES) as SystemType[];

export function isSystemType(value: unknown): value is SystemType {
  return typeof value === 'string' && value in SYSTEM_TYPES;
}

/** The beam-and-block systems, the only ones with joist-infill blocks. */
export const BEAM_AND_BLOCK: readonly SystemType[] = [
  'poutrelles-entrevous-beton',
  'poutrelles-entrevous-pse',
];

export interface Thickness {
  /** Total thickness in cm, the field's value. */
  value: string;
  label: string;
  /** Largest span it allows, in m. */
  maxSpan: number;
  /** Beam-and-block: height of the blocks and of the compression slab (cm). */
  block?: number;
  topping?: number;
  /** Precast slabs: thickness of the precast part (cm). */
  precast?: number;
  /** Timber floors: height of the joists (mm). */
  joist?: number;
}

export const THICKNESSES: Record<SystemType, readonly Thickness[]> = {
  'poutrelles-entrevous-beton': [
    { value: '16', label: '12+4 (16 cm)', maxSpan: 4.6, block: 12, topping: 4 },
    { value: '20', label: '16+4 (20 cm)', maxSpan: 5.6, block: 16, topping: 4 },
    { value: '24', label: '20+4 (24 cm)', maxSpan: 6.5, block: 20, topping: 4 },
    { value: '30', label: '25+5 (30 cm)', maxSpan: 7.5, block: 25, topping: 5 },
  ],
  'poutrelles-entrevous-pse': [
    { value: '16', label: '12+4 (16 cm)', maxSpan: 4.3, block: 12, topping: 4 },
    { value: '20', label: '16+4 (20 cm)', maxSpan: 5.2, block: 16, topping: 4 },
    { value: '25', label: '20+5 (25 cm)', maxSpan: 6.3, block: 20, topping: 5 },
    { value: '30', label: '25+5 (30 cm)', maxSpan: 7.2, block: 25, topping: 5 },
  ],
  predalles: [
    { value: '16', label: 'Prédalle 5 + dalle 11 (16 cm)', maxSpan: 5.5, precast: 5 },
    { value: '18', label: 'Prédalle 5 + dalle 13 (18 cm)', maxSpan: 6.2, precast: 5 },
    { value: '20', label: 'Prédalle 6 + dalle 14 (20 cm)', maxSpan: 7.0, precast: 6 },
    { value: '22', label: 'Prédalle 6 + dalle 16 (22 cm)', maxSpan: 7.6, precast: 6 },
    { value: '25', label: 'Prédalle 7 + dalle 18 (25 cm)', maxSpan: 8.4, precast: 7 },
  ],
  'dalle-pleine': [
    { value: '16', label: 'Dalle de 16 cm', maxSpan: 4.8 },
    { value: '18', label: 'Dalle de 18 cm', maxSpan: 5.4 },
    { value: '20', label: 'Dalle de 20 cm', maxSpan: 6.0 },
    { value: '22', label: 'Dalle de 22 cm', maxSpan: 6.6 },
    { value: '25', label: 'Dalle de 25 cm', maxSpan: 7.5 },
  ],
  'plancher-bois': [
    { value: '22', label: 'Solives 75 × 200 mm + OSB 22 mm (22 cm)', maxSpan: 4.2, joist: 200 },
    { value: '24', label: 'Solives 75 × 220 mm + OSB 22 mm (24 cm)', maxSpan: 4.8, joist: 220 },
    { value: '27', label: 'Solives 75 × 250 mm + OSB 22 mm (27 cm)', maxSpan: 5.5, joist: 250 },
  ],
};

export const MIN_SPAN = 2;

export function maxSpanOf(system: SystemType): number {
  return Math.max(...THICKNESSES[system].map((thickness) => thickness.maxSpan));
}

export function thicknessOf(system: SystemType, value: unknown): Thickness | undefined {
  return THICKNESSES[system].find((thickness) => thickness.value === String(value));
}

export const FLOOR_LEVELS = {
  'Plancher bas sur vide sanitaire': 'vide-sanitaire',
  'Plancher intermédiaire (entre deux niveaux)': 'intermediaire',
  'Plancher haut (sous combles ou toiture-terrasse)': 'haut',
} as const;

export type FloorLevel = (typeof FLOOR_LEVELS)[keyof typeof FLOOR_LEVELS];

/** A usual configuration: choosing it gives the other fields these default values. */
export interface Favorite {
  value: string;
  label: string;
  floorLevel: FloorLevel;
  span: number;
  thickness: string;
  cementType?: string;
  entrevous?: string;
  complementaryInsulation?: number;
}

export const CUSTOM_FAVORITE = { value: 'personnalisee', label: 'Configuration personnalisée' };

export const FAVORITES: Record<SystemType, readonly Favorite[]> = {
  'poutrelles-entrevous-beton': [
    {
      value: 'maison-vide-sanitaire',
      label: 'Maison individuelle – plancher bas sur vide sanitaire',
      floorLevel: 'vide-sanitaire',
      span: 4.2,
      thickness: '16',
      cementType: 'cem2',
      entrevous: 'beton',
      complementaryInsulation: 10,
    },
    {
      value: 'maison-etage',
      label: 'Maison individuelle – plancher d’étage',
      floorLevel: 'intermediaire',
      span: 4.8,
      thickness: '20',
      cementType: 'cem2',
      entrevous: 'beton',
    },
    {
      value: 'logement-collectif',
      label: 'Logement collectif – plancher courant',
      floorLevel: 'intermediaire',
      span: 5.6,
      thickness: '24',
      cementType: 'cem1',
      entrevous: 'beton',
    },
  ],
  'poutrelles-entrevous-pse': [
    {
      value: 'vide-sanitaire-isole',
      label: 'Plancher bas isolé sur vide sanitaire',
      floorLevel: 'vide-sanitaire',
      span: 4.5,
      thickness: '20',
      cementType: 'cem2',
      entrevous: 'pse-isolant',
    },
    {
      value: 'maison-etage',
      label: 'Maison individuelle – plancher d’étage',
      floorLevel: 'intermediaire',
      span: 5.0,
      thickness: '20',
      cementType: 'cem2',
      entrevous: 'pse-coffrant',
    },
  ],
  predalles: [
    {
      value: 'logement-collectif',
      label: 'Logement collectif – plancher courant',
      floorLevel: 'intermediaire',
      span: 6.2,
      thickness: '20',
      cementType: 'cem2',
    },
    {
      value: 'bureaux-grande-portee',
      label: 'Immeuble de bureaux – grande portée',
      floorLevel: 'intermediaire',
      span: 7.4,
      thickness: '25',
      cementType: 'cem3',
    },
  ],
  'dalle-pleine': [
    {
      value: 'logement-collectif',
      label: 'Logement collectif – plancher courant',
      floorLevel: 'intermediaire',
      span: 5.2,
      thickness: '20',
      cementType: 'cem2',
    },
    {
      value: 'toiture-terrasse',
      label: 'Toiture-terrasse accessible',
      floorLevel: 'haut',
      span: 4.5,
      thickness: '18',
      cementType: 'cem1',
    },
  ],
  'plancher-bois': [
    {
      value: 'maison-etage',
      label: 'Maison individuelle – plancher d’étage',
      floorLevel: 'intermediaire',
      span: 4.0,
      thickness: '22',
    },
    {
      value: 'extension-surelevation',
      label: 'Extension ou surélévation',
      floorLevel: 'haut',
      span: 3.6,
      thickness: '22',
    },
  ],
};

export function favoriteOf(system: SystemType, value: unknown): Favorite | undefined {
  return FAVORITES[system].find((favorite) => favorite.value === value);
}

export interface CementType {
  value: string;
  label: string;
  /** kg eq CO₂ per m³ of C25/30 concrete; computed from the custom values for 'personnalise'. */
  factor?: number;
}

export const CEMENT_TYPES: readonly CementType[] = [
  { value: 'cem1', label: 'CEM I – ciment Portland', factor: 276 },
  { value: 'cem2', label: 'CEM II/A – ciment Portland composé', factor: 245 },
  { value: 'cem3', label: 'CEM III/A – ciment de haut fourneau', factor: 172 },
  { value: 'personnalise', label: 'Béton personnalisé (valeurs saisies)' },
];

export const CUSTOM_CEMENT = 'personnalise';

/** Limits of the custom concrete values. */
export const CEMENT_DOSAGE = { min: 260, max: 400 };
export const SLAG_SHARE = { min: 0, max: 80 };

/** kg eq CO₂/m³ of a concrete with `dosage` kg of binder per m³, `slag` % of it being slag. */
export function customConcreteFactor(dosage: number, slag: number): number {
  const clinker = 1 - slag / 100;
  return dosage * (0.86 * clinker + 0.07 * (slag / 100)) + 32;
}

export const NO_NETWORK = 'aucun';

export interface NetworkPassage {
  value: string;
  label: string;
  /** kg eq CO₂/m² added to the floor. */
  footprint: number;
}

export const NETWORK_PASSAGES: readonly NetworkPassage[] = [
  { value: NO_NETWORK, label: 'Aucun', footprint: 0 },
  { value: 'gaines-electriques', label: 'Gaines électriques', footprint: 0.4 },
  { value: 'plomberie', label: 'Évacuations et plomberie', footprint: 0.7 },
  { value: 'ventilation', label: 'Conduits de ventilation (VMC)', footprint: 1.1 },
  { value: 'plancher-chauffant', label: 'Plancher chauffant (chape et tubes)', footprint: 9.5 },
];

export const SEISMIC_ZONE_LABELS: Record<string, string> = {
  '1': 'Zone 1 – très faible',
  '2': 'Zone 2 – faible',
  '3': 'Zone 3 – modérée',
  '4': 'Zone 4 – moyenne',
  '5': 'Zone 5 – forte',
};

export const SEISMIC_CHAININGS = {
  'Chaînages renforcés': 'renforces',
  'Chaînages renforcés et diaphragme': 'diaphragme',
} as const;

/** Extra reinforcing steel (kg/m²) of each seismic chaining. */
export const SEISMIC_STEEL: Record<string, number> = { renforces: 2, diaphragme: 3.5 };
