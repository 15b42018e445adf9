/** The shape of a floor solution of the catalogue, and of its entry as `catalogueData.ts` writes it. */
import type { SolutionLayer } from '../../../src/api/floorTypes';

export type FamilyKey = 'poutrelles-entrevous' | 'predalles' | 'dalle-pleine' | 'dalle-alveolee';

/** Per square metre: what the carbon footprint is computed from. */
export interface CarbonQuantities {
  /** Concrete cast on site, L/m² (the concrete chosen applies to it). */
  castConcrete: number;
  /** Concrete of the precast elements (beams, pre-slabs, hollow cores), L/m². */
  precastConcrete: number;
  /** Reinforcing steel (mesh, bars), kg/m², at the reference span. */
  rebar: number;
  /** Prestressing steel, kg/m², at the reference span. */
  prestress: number;
  /** The infill blocks or the insulation, kg eq CO₂/m². */
  infill: number;
}

export interface DocumentSpec {
  libelle: string;
  type: string;
  /** The file's name; none for a link that is not a download. */
  file?: string;
  url?: string;
  prettySize: string;
  /** Days before the seed's today. */
  age: number;
}

export interface CatalogueEntry {
  id: number;
  slug: string;
  libelle: string;
  family: FamilyKey;
  /** Beam-and-block floors: the infill material. */
  entrevous?: 'beton' | 'pse' | 'pse-isolant' | 'bois';
  /** Total thickness, cm. */
  thickness: number;
  layers: SolutionLayer[];
  /** Own weight, daN/m². */
  selfWeight: number;
  /** Longest simple span for G + Q = 300 daN/m² (housing), m. */
  referenceSpan: number;
  /** Shortest span the system is offered for, m. */
  minSpan: number;
  /** Continuity over an intermediate support lengthens the span (bars over the support). */
  continuity: boolean;
  /** Fire resistance, minutes (REI). */
  fire: number;
  /** The Up the system reaches on an insulated floor, W/m².K. */
  up?: number;
  positions: string[];
  usages: string[];
  carbon: CarbonQuantities;
  /** The reinforcement named in the steel-mass assumptions. */
  rebarLabel: string;
  composition: string;
  technicalReference: string;
  description: string;
  documents: DocumentSpec[];
}

/**
 * An entry as the table writes it: its documents, when not given, are made from its family and
 * the references named here (see `catalogue.ts`).
 */
export type EntryInput = Omit<CatalogueEntry, 'documents'> & {
  documents?: DocumentSpec[];
  avisTechnique?: string;
  fdes?: string;
  guide?: string;
};
