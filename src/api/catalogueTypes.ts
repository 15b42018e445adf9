/**
 * Types of the thermal-break catalogue of the general site (spec 001 §3): the questionnaire
 * filters, the rupteurs and their PSI values, the refine configuration and the PSI library.
 * See docs/api/catalogue.md.
 */

/** 'rup' for the thermal-break finder; 'pou', 'pre', 'mur' for the environmental-data tool. */
export type CatalogueDataType = 'rup' | 'pou' | 'pre' | 'mur';

export interface FilterValue {
  id: number;
  value: string;
  filter_name: string;
  filter_section: string;
  selected: boolean;
}

export interface Filter {
  id: number;
  /** The short label of the criterion ('Type de plancher'). */
  name: string;
  filter_section: string;
  filter_column: string;
  /** The column of the manufacturer's import sheet; the refine screen's conditions use it. */
  importColumn: number;
  bg_image: { url: string } | null;
  filterValues: FilterValue[];
  /** **Project-defined**: the question asked in the questionnaire. */
  question?: string;
  /** **Project-defined**: a help text under the question. */
  hint?: string | null;
}

export interface MediaImage {
  url: string;
  urlThumb: string;
}

export interface PsiValue {
  id: number;
  /** W/m.K; null when not measured for this junction. */
  psiMoyen: number | null;
  psiAbout: number | null;
  psiRive: number | null;
  psiRt: number | null;
  psiRnt: number | null;
  image: { url: string } | null;
  urlRefSite: string;
}

export interface Rupteur {
  id: number;
  uuid: string;
  name: string;
  /** The media id of its picture: `/media/download/{visual}`. */
  visual: string;
  image: MediaImage;
  urlProduct: string;
  /** A certificate's file name or link; at most 2 per product. */
  certification1: string | null;
  certification2: string | null;
}

export interface RupteurWithPsiValues extends Rupteur {
  psiValues: PsiValue[];
}

// ---- POST /api/filters --------------------------------------------------------------------------

export interface FiltersRequest {
  /** The ids of the filter values chosen so far. */
  answers: number[];
  dataType: CatalogueDataType;
}

export interface FiltersDatas {
  /** The number of products still matching the answers. */
  nbResults: number;
  /** The unanswered filters, in order, each with the values that still lead to a product. */
  filters: Filter[];
}

// ---- POST /api/rupteur, POST /api/rupteur/{id} --------------------------------------------------

export interface RupteursRequest {
  filters: number[];
  dataType: CatalogueDataType;
}

export interface RupteursDatas {
  rupteurs: RupteurWithPsiValues[];
}

export interface RupteurDatas {
  rupteur: RupteurWithPsiValues;
}

// ---- POST /api/filters/configuration ------------------------------------------------------------

export interface ConfigurationRequest {
  /** The ids of the refine values chosen so far; absent: the values saved with the history. */
  answers?: number[];
  historyId: number;
}

export interface ConfigurationDatas {
  /** The visible refine filters, each with the values still possible; chosen ones are `selected`. */
  filters: Filter[];
  /** The precise PSI value once every visible filter has a value, else null. */
  psiValue: PsiValue | null;
}

// ---- POST /api/filters/bibliotheque -------------------------------------------------------------

/** Filter id (as a string key) to the ids of its chosen values. */
export type FilterChoices = Record<string, number[]>;

export interface LibraryRequest {
  filterChoices: FilterChoices;
  /** false: only the filters and the count (the filter loader); true: the results too. */
  lunchResearch: boolean;
  /** **Project-defined**: true adds `hash`, the shareable key of the results route. */
  save: boolean;
}

/** A characteristic of a PSI value (spec §3 "Selected filter value"). */
export interface SelectedFilterValue {
  filter: string;
  value: string;
  filter_name: string;
  filter_section: string;
  filter_id: number;
  psi_value_id: number;
  /** **Project-defined**: the id of the filter value. */
  value_id: number;
}

export interface LibraryRupteur {
  id: number;
  name: string;
  image: MediaImage;
  psiValuesAsArray: PsiValue[];
}

/** Type de plancher → système de plancher → type de liaison → rupteur id → PSI values. */
export type LibraryResults = Record<
  string,
  Record<string, Record<string, Record<string, PsiValue[]>>>
>;

/** A chosen value, with its filter, for the removable chips. */
export interface MergedFilterValue extends FilterValue {
  filter_id: number;
}

export interface LibraryDatas {
  filters: Filter[];
  results: LibraryResults;
  rupteurs: LibraryRupteur[];
  /** The number of matching PSI values, or 'all' when nothing is chosen. */
  nbResults: number | 'all';
  mergedFilters: MergedFilterValue[];
  /** PSI value id to its characteristics. */
  psiValuesFiltersValues: Record<string, SelectedFilterValue[]>;
  /** **Project-defined**, with `save: true`: base64 of the JSON of the choices. */
  hash?: string;
}

export interface RapportLinkDatas {
  /** Relative to the API (`/api/filters/bibliotheque/rapport/{key}.pdf`) or absolute: see apiUrl.ts. */
  link: string;
}
