/**
 * Types of the environmental-data tool of the general site (spec 001 §2.2, §3): the result of a
 * construction system (concrete volumes, steel ratios) and its FDES sheets. See
 * docs/api/thermalHistory.md.
 */

/** The environmental data types: joist-and-block floors, pre-slabs, pre-walls. */
export type EnvironmentDataType = 'pou' | 'pre' | 'mur';

/** An FDES sheet (environmental product declaration): its number and title. */
export interface Fdes {
  /** '18-512:2023': the app links it to the public French environmental database. */
  number: string;
  title: string;
}

/** The environmental result of a product (the `Rupteur` fields of spec §3 that the tool reads). */
export interface EnvironmentResult {
  /** The product's id (the history keeps it as `poutrelle`, `predalle` or `premur`). */
  id: number;
  /** **Project-defined**: the product's French name. */
  name: string;
  /** **Project-defined** */
  dataType: EnvironmentDataType;
  /** 'Plancher poutrelles hourdis', 'Prédalles et thermoprédalles' or 'Prémur'. */
  systemName: string;
  /** The joist type of a joist-and-block floor, else null. */
  typeDePoutrelle: string | null;
  /** Site-poured concrete, L/m². */
  litrageBeton: number;
  uniteLitrageBeton: string;
  /** The pre-slab's own reinforcement, kg/m² (pre-slabs only, else null). */
  ratioKilotageArmatures: number | null;
  uniteRatioKilotageArmatures: string | null;
  /** Additional concrete (tie beams, stiffeners), L/m². */
  litrageBetonSupplementaire: number;
  uniteLitrageBetonSupplementaire: string;
  /** All the steel, kg/m². */
  ratioKilotage: number;
  uniteRatioKilotage: string;
}

// ---- POST /api/env/result -----------------------------------------------------------------------

export interface EnvironmentResultRequest {
  /** The ids of the answers (the system question's answer may be among them). */
  filtersValue: number[];
  dataType: EnvironmentDataType;
}

export interface EnvironmentResultDatas {
  success: true;
  result: EnvironmentResult;
  fdes: Fdes[];
}
