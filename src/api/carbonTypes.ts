/**
 * Requests and answers of the carbon-footprint simulator (spec 002 §2.5-§3, §7; docs/api/carbon.md).
 * Carbon figures are in kg eq CO₂ per m² of floor.
 */
import type { FieldValue, FormStep } from './formDefinitionTypes';
import type { ApiBody } from './http';

/** Step 1 of the simulator: the project. `path` is always 'guided'. */
export interface SimulatorStep1 {
  zipCode?: string;
  projectName?: string;
  path?: string;
}

/** One answer of step 2. */
export interface SimulatorStep2Entry {
  /** Position of the answer in the form (its order of display). */
  index: number;
  field: string;
  value: FieldValue;
}

/** What `GET /api/simulator/` recomputes the fields from (all optional). */
export interface SimulatorQuery {
  step1?: SimulatorStep1;
  step2?: SimulatorStep2Entry[];
  /** A cluster to add a simulation to: its project gives the step-1 values. */
  cluster?: number | string;
  /** Prefill with the answers of a saved carbon simulation (page parameter simulation-carbone). */
  simulationCarbone?: number | string;
  /** Prefill from a saved floor simulation (page parameter simulation-plancher). */
  simulationPlancher?: number | string;
}

/** The answer of `GET /api/simulator/`: the steps, whether the form is complete, the field errors. */
export interface SimulatorFormBody extends ApiBody {
  status?: number;
  formArray?: FormStep[];
  isCompleted?: boolean;
  /** Field name to French message. */
  errors?: Record<string, string>;
}

/** The submitted simulator data (spec 002 §3, "Submitted simulator data"). */
export interface CarbonSubmission {
  step1: SimulatorStep1 & { cluster?: number | string | null };
  step2: SimulatorStep2Entry[];
  /** The networkPassages answer, also accepted as a step-2 entry. */
  networkPassages?: string[];
}

export interface CarbonSubmissionDatas {
  /** The cluster the simulation went to (new, or the one of step1.cluster). */
  cluster: number;
  simulation: number;
}

export interface CarbonBar {
  label: string;
  /** Share of the carbon footprint, 0 to 100: the width of the bar in the PDF. */
  pdfPercentage: number;
  /** '#rrggbb' */
  color: string;
  /** kg eq CO₂/m². */
  value: number;
}

/** A line of a simulation's data: a text, or a value with details. */
export type CarbonDataValue = string | { value: string; details: string[] };

/** A simulation as the cluster results show it (spec 002 §3, "Carbon simulation card"). */
export interface CarbonSimulationCard {
  id: number;
  cluster: number;
  title: string;
  systemType: string;
  createdAt: string;
  /** Label to value, in the order of the form. */
  data: Record<string, CarbonDataValue>;
  /** Letter grade A (lowest) to E on the dynamic life-cycle footprint. */
  note: string;
  /** Static life-cycle footprint (modules A to C), kg eq CO₂/m². */
  carbonFootprint: number;
  /** Biogenic carbon stored, kg eq CO₂/m². */
  bio: number;
  /** Dynamic life-cycle footprint (RE2020 weighting), kg eq CO₂/m². */
  acvCarbonFootprint: number;
  bars: CarbonBar[];
}

export interface Agency {
  libelle: string;
  emails: string[];
  phone: string;
}

export interface CarbonClusterDatas {
  cluster: number;
  name: string;
  zipCode: string;
  createdAt: string;
  /** False for a cluster of an anonymous visitor, not saved to an account yet. */
  saved: boolean;
  simulations: CarbonSimulationCard[];
  agency: Agency;
}

/** `POST /api/simulator/entrevous/` body: the answers the joist-infill blocks depend on. */
export interface JoistInfillRequest {
  datas: {
    systemType: string;
    thickness: string | number;
    floorLevel?: string;
  };
}

export interface JoistInfillOption {
  value: string;
  label: string;
  description: string;
  /** cm */
  height: number;
  /** kg per m² of floor. */
  weight: number;
  /** kg eq CO₂ per m² of floor. */
  carbonFootprint: number;
  insulating: boolean;
  /** W/(m²·K), insulating blocks only. */
  up?: number;
}

export interface JoistInfillDatas {
  options: JoistInfillOption[];
  defaultValue: string | null;
}

/** A file answer: the bytes in `file`, the name from Content-Disposition in `fileName`. */
export interface CarbonRecapBody extends ApiBody {
  file?: Blob;
  fileName?: string;
}
