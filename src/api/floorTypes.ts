/**
 * Types of the floor (plancher) configurator operations (spec 002 §3 and §7, docs/api/floor.md),
 * shared by the app, the mock backend and the Pact tests.
 */
import type { ApiBody } from './http';
import type { FieldDefinition, FormStep } from './formDefinitionTypes';

// ---- Form definitions and answers ---------------------------------------------------------------

/** GET /api/configurator/ and the project-defined GET /api/simulation/{id}/form/: `datas`. */
export interface FloorFormDatas {
  /** '200' means the form is usable. */
  status: string;
  formArray: FormStep[];
}

/**
 * The answers of the configurator, flattened (both steps in one object). In the form, booleans are
 * the strings 'true'/'false'; POST /api/simulator/ sends them as booleans.
 */
export interface FloorConfigurationValues {
  // Step 1
  zipCode?: string;
  configurationName?: string;
  /** Project-defined: the project's own reference, shown in the history. */
  projectCode?: string;
  company?: string;
  // Step 2
  /** Project-defined: 'vide-sanitaire', 'haut-de-sous-sol', 'intermediaire', 'plancher-haut'. */
  floorPosition?: string;
  /** Project-defined: 'RDC', 'R+1', 'R+2', 'R+3' (intermediate and top floors). */
  floorLevel?: string;
  /** Project-defined: 'habitation', 'bureaux', 'commerce', 'parking', 'erp'. */
  usage?: string;
  loadCase?: string;
  /** Permanent loads besides the floor's own weight, daN/m². */
  gLoad?: number | string;
  /** Imposed (live) loads, daN/m². */
  qLoad?: number | string;
  /** The Up coefficient aimed at, W/m².K ('0.20'). */
  up?: string;
  continuity?: boolean | 'true' | 'false';
  /** Width of the intermediate support, cm. */
  continuityWidth?: number | string;
  /** Length of the floor over both bays, cm. */
  continuityLength?: number | string;
  /** Clear span, m. */
  floorSpan?: number | string;
  /** Project-defined: the floor systems considered ('tous' = all). */
  systems?: string[];
  /** Project-defined: the joist infill ('indifferent', 'beton', 'pse', 'pse-isolant', 'bois'). */
  entrevous?: string;
  /** Project-defined: the fire resistance required, minutes ('30', '60', '90', '120'). */
  fireResistance?: string;
  /** Project-defined: reinforced acoustic comfort between dwellings. */
  acousticComfort?: boolean | 'true' | 'false';
  /** Project-defined: the calculation standard the server imposes. */
  calculationStandard?: string;
  /** The simulation being modified (simulationId={id} of the configurator page). */
  simulationId?: number | string | null;
  [field: string]: unknown;
}

/** POST /api/configurator/: the answers, and (project-defined) the step to check (1, or both). */
export interface FloorValidationRequest extends FloorConfigurationValues {
  step?: 1 | 2;
}

/** A refusal of the configurator's checks: field to French message. */
export type FloorFieldErrors = Record<string, string>;

// ---- Solutions ----------------------------------------------------------------------------------

/** A document of a solution (spec 002 §3, "Link"). */
export interface SolutionLink {
  libelle: string;
  url: string;
  downloadable: boolean;
  /** '1,8 Mo' */
  prettySize: string;
  /** dd/mm/yyyy */
  prettyDocumentDate: string;
  linkType: { name: string };
}

/** A layer of the cross-section (spec 002 §2.3). */
export interface SolutionLayer {
  short: string;
  thickness: number;
  unit: string;
  /** Project-defined: the layer's full name. */
  label: string;
}

export interface TechnicalDataItem {
  label: string;
  value: string;
}

export interface Concrete {
  /** Project-defined: the key of the concrete ('cem-2a'). */
  slug: string;
  name: string;
}

/** The estimated carbon footprint of a solution made with one concrete, kg eq CO₂/m². */
export interface CarbonFootprint {
  concrete: Concrete;
  total: number;
  /** Project-defined: 'kg eq CO₂/m²'. */
  unit: string;
  /** Project-defined: the breakdown of the total. */
  details: TechnicalDataItem[];
}

/** A floor solution (spec 002 §3, "Solution"), with what the results list shows. */
export interface FloorSolution {
  id: number;
  slug: string;
  libelle: string;
  /** Project-defined: 'Poutrelles et entrevous', 'Prédalles', 'Dalle pleine', 'Dalle alvéolée'. */
  family: string;
  description: { content: string };
  packshot: { url: string; libelle: string };
  /** Total thickness, cm. */
  thickness: number;
  thicknessWithUnit: string;
  layers: SolutionLayer[];
  links: SolutionLink[];
  wordPressUrl: string;
  technicalData: TechnicalDataItem[];
  carbonFootprints: CarbonFootprint[];
  steelMasses: string[];
}

/** The design office that follows the project (chosen from the zip code's department). */
export interface FloorAgency {
  libelle: string;
  emails: string[];
  phone: string;
}

/** POST /api/simulator/ and the project-defined GET /api/simulation/{id}/result/: `datas`. */
export interface FloorSimulationResult {
  solutions: FloorSolution[];
  simulation: { id: number };
  agency: FloorAgency;
  hasOnlyOneSolution: boolean;
  message: string;
  /** Project-defined: when nothing fits, what could (the longest span reachable). */
  advice?: string;
}

/** An error answer of POST /api/simulator/: the refused fields and the values received. */
export interface FloorSimulatorErrorBody extends ApiBody<FloorSimulationResult> {
  error?: FloorFieldErrors;
  data?: FloorConfigurationValues;
}

/** A short card of another solution (the `similar` list of the detail). */
export interface SimilarSolution {
  id: number;
  slug: string;
  libelle: string;
  packshot: { url: string; libelle: string };
  thickness: number;
  thicknessWithUnit: string;
}

/** The payload that produces the carbon PDF (spec 002 §3, "carbonRecap"). */
export interface CarbonRecap {
  solution: { id: number; slug: string; libelle: string; thicknessWithUnit: string };
  simulation: { id: number; configurationName: string; zipCode: string; span: string } | null;
  unit: string;
  carbonFootprints: CarbonFootprint[];
  steelMasses: string[];
}

/** GET /api/solution/{id}/: `datas`. */
export interface SolutionDetailDatas {
  solution: FloorSolution;
  links: SolutionLink[];
  technicalData: TechnicalDataItem[];
  similar: SimilarSolution[];
  carbonFootprints: CarbonFootprint[];
  steelMasses: string[];
  /** Project-defined: where and what to post for the carbon PDF; null without carbon data. */
  downloadCarbonRecap: { url: string; carbonRecap: CarbonRecap } | null;
  /** Whether to draw the tongue-thickness cross-section. */
  displayScheme: boolean;
  /** The zip of the downloadable documents; null when there is none. */
  downloadAllFilesURL: string | null;
  /** A GET to this API path answers `datas.url`, the carbon simulator's address. */
  switchToCarbonSimulatorUrl: string;
}

/** GET /api/solution/{id}/carbon-footprint/: `datas`. */
export interface CarbonFootprintDatas {
  /** The concrete asked for; null when all are listed. */
  concrete: Concrete | null;
  carbonFootprints: CarbonFootprint[];
  steelMasses: string[];
  carbonRecap: CarbonRecap;
}

/** POST /api/solution/{slug}/: `datas`. */
export interface SavedSolutionDatas {
  /** The saved solution's own id (the one DELETE /api/solution/{id}/ and the share take). */
  id: number;
  slug: string;
  simulation: number | null;
  alreadySaved: boolean;
}

// ---- Agency contact -----------------------------------------------------------------------------

/** POST /api/agency/contact/ body (spec 002 §3, "Agency contact payload"). */
export interface AgencyContactRequest {
  phone: string;
  lastname: string;
  firstname: string;
  company: string;
  message: string;
  email: string;
  /** The simulation the request is about (its configuration is attached). */
  simulation?: number | null;
}

// ---- Continuity and joist infill ----------------------------------------------------------------

/** GET /api/validation/continuity/{a},{b}/: `datas` of an accepted pair. */
export interface ContinuityDatas {
  /** Each bay's span, m. */
  span: number;
}

export interface ContinuityBody extends ApiBody<ContinuityDatas> {
  error?: FloorFieldErrors;
}

/** One joist-infill option of POST /api/configurator/entrevous/ (without as-field). */
export interface EntrevousOption {
  value: string;
  label: string;
  group: string;
  description: string;
  available: boolean;
  /** Why it is not available. */
  reason?: string;
}

/** POST /api/configurator/entrevous/: `datas`, a field with as-field=1, the options otherwise. */
export interface EntrevousDatas {
  field?: FieldDefinition;
  options?: EntrevousOption[];
}

/** The project-defined GET /api/solution/{id}/carbon-simulator-link/: `datas`. */
export interface CarbonSimulatorLinkDatas {
  url: string;
}
