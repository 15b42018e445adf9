/**
 * The table of the seed's histories of the general site: who made each, its name, its age, its
 * kind, and for some thermal ones fixed questionnaire and refine answers (histories.ts makes the
 * records from it).
 */
import type { EnvDataType } from './environment';

export interface SeedEntry {
  id: number;
  customerId: number | null;
  name: string | null;
  /** Days before the seed's today. */
  days: number;
  dataType: 'rup' | EnvDataType;
  deviceUuid?: string;
  /** Thermal: fixed questionnaire answers (else a seeded walk through the questionnaire). */
  answers?: number[];
  /** Thermal: the refine screen's answers of a refined history. */
  refine?: number[];
}

/**
 * Fixed questionnaire answers (catalogue value ids: filter id × 10 + rank of the answer).
 * A house, floor over a sanitary void, joists and blocks, façade, concrete blocks, inside
 * insulation, 16 to 20 cm, REI 30: the joist break with inside insulation.
 */
const HOUSE_ON_SANITARY_VOID = [211, 221, 231, 241, 252, 261, 271, 281];
/** Flats, intermediate floor, pre-slabs, façade, concrete wall, inside insulation, REI 60. */
const FLATS_INTERMEDIATE_PRE_SLABS = [212, 223, 232, 241, 251, 261, 272, 282];
/** Offices, roof terrace, solid slab, façade, concrete wall, inside insulation, REI 120. */
const OFFICES_ROOF_SOLID_SLAB = [213, 224, 233, 241, 251, 261, 273, 283];
/** Flats, intermediate floor, solid slab, balcony, concrete wall, outside insulation, REI 60. */
const FLATS_BALCONY = [212, 223, 233, 243, 251, 262, 272, 282];

/** User 1 (Claire Martin, mason in Lyon): 14 saved histories over two years and 2 unsaved. */
export const SEED: readonly SeedEntry[] = [
  {
    id: 1001,
    customerId: 1,
    name: '<b>Maison</b> Dupont',
    days: 12,
    dataType: 'rup',
    answers: HOUSE_ON_SANITARY_VOID,
  },
  { id: 1002, customerId: 1, name: 'Résidence Les Tilleuls – bât. B', days: 34, dataType: 'pre' },
  {
    id: 1003,
    customerId: 1,
    name: 'Extension Girard, Caluire',
    days: 58,
    dataType: 'rup',
    answers: HOUSE_ON_SANITARY_VOID,
    // 100 mm of wall insulation, PSE blocks, R = 4.5 m².K/W.
    refine: [292, 331, 342],
  },
  { id: 1004, customerId: 1, name: 'Groupe scolaire Jean Moulin', days: 96, dataType: 'rup' },
  { id: 1005, customerId: 1, name: 'Villa Roche – plancher bas', days: 131, dataType: 'pou' },
  {
    id: 1006,
    customerId: 1,
    name: 'Immeuble rue Garibaldi',
    days: 177,
    dataType: 'rup',
    answers: FLATS_INTERMEDIATE_PRE_SLABS,
  },
  { id: 1007, customerId: 1, name: 'Crèche municipale de Bron', days: 219, dataType: 'mur' },
  { id: 1008, customerId: 1, name: 'Logements Confluence lot 3', days: 264, dataType: 'rup' },
  { id: 1009, customerId: 1, name: 'EHPAD Les Glycines', days: 318, dataType: 'rup' },
  { id: 1010, customerId: 1, name: 'Maison Benoît – vide sanitaire', days: 377, dataType: 'pou' },
  { id: 1011, customerId: 1, name: 'Gymnase de Villeurbanne', days: 445, dataType: 'rup' },
  { id: 1012, customerId: 1, name: 'Pavillon Morel, Écully', days: 512, dataType: 'pre' },
  { id: 1013, customerId: 1, name: 'Atelier Favre & fils', days: 598, dataType: 'rup' },
  { id: 1014, customerId: 1, name: 'Bureaux Part-Dieu R+4', days: 689, dataType: 'mur' },
  {
    id: 1015,
    customerId: 1,
    name: null,
    days: 2,
    dataType: 'rup',
    answers: OFFICES_ROOF_SOLID_SLAB,
  },
  { id: 1016, customerId: 1, name: null, days: 5, dataType: 'pou' },
  // Visitors' histories (no owner).
  {
    id: 1501,
    customerId: null,
    name: null,
    days: 1,
    dataType: 'rup',
    deviceUuid: '3b9e4c1a-8f2d-4e7b-a6c5-1d0f9e8b7a62',
    answers: FLATS_INTERMEDIATE_PRE_SLABS,
  },
  { id: 1502, customerId: null, name: null, days: 3, dataType: 'pre' },
  // User 2 (Julien Bernard, design office in Nantes).
  {
    id: 1901,
    customerId: 2,
    name: 'Collège Jules Verne – Nantes',
    days: 21,
    dataType: 'rup',
    answers: FLATS_BALCONY,
  },
  { id: 1902, customerId: 2, name: 'Résidence Île de Nantes', days: 143, dataType: 'pre' },
  { id: 1903, customerId: 2, name: 'Halle de Rezé', days: 402, dataType: 'rup' },
];
