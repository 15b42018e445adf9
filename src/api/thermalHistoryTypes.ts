/**
 * Types of the saved simulations ("histories") of the general site (spec 001 §3, §7): thermal-break
 * results and environmental results, their list, their report link and sending it by e-mail.
 * See docs/api/thermalHistory.md.
 */
import type { Filter, PsiValue, RupteurWithPsiValues } from './catalogueTypes';
import type { EnvironmentDataType, EnvironmentResult, Fdes } from './environmentTypes';

/** 'rup' for a thermal-break result, 'pou', 'pre' or 'mur' for an environmental one. */
export type HistoryDataType = 'rup' | EnvironmentDataType;

/** A chosen answer of the history (spec §3 "Selected filter value"). */
export interface HistoryFilterValue {
  /** **Project-defined**: the id of the filter value. */
  id: number;
  /** The filter's label. */
  filter: string;
  /** The answer. */
  value: string;
  filter_name: string;
  filter_section: string;
  filter_id: number;
  /** The PSI value that the refine answers lead to; null for the questionnaire's answers. */
  psi_value_id: number | null;
}

/** A PSI value with its snake-case forms too (W/m.K; null when not measured). */
export interface HistoryPsiValue extends PsiValue {
  psi_moyen: number | null;
  psi_about: number | null;
  psi_rive: number | null;
  psi_rt: number | null;
  psi_rnt: number | null;
}

/** A saved simulation. It is environmental when `poutrelle`, `predalle` or `premur` has an id. */
export interface ThermalHistory {
  id: number;
  /** The name given when saving (null until saved). Shown as HTML by the app, kept as typed. */
  name: string | null;
  createdAt: string;
  created_at: string;
  /** The owner; null for a visitor's history not saved yet. */
  customer: { id: number } | null;
  dataType: HistoryDataType;
  /** The questionnaire's answers. */
  filterValues: HistoryFilterValue[];
  /** **Project-defined**: the answers of the refine screen (Configurateur), empty until refined. */
  refineValues: HistoryFilterValue[];
  /** The answered questions, with every answer; the chosen ones are `selected`. */
  filters: Filter[];
  /** The thermal-break product with the PSI values of the answers; null for environmental ones. */
  rupteur: RupteurWithPsiValues | null;
  /**
   * The PSI value shown: the precise one once refined, before that the product's least
   * favourable value for the answers (highest `psiMoyen`). Null for environmental histories.
   */
  psiValue: HistoryPsiValue | null;
  /** The PSI values of the product for the answers (just the precise one once refined). */
  psi_value: HistoryPsiValue[];
  fdes: Fdes[];
  poutrelle: { id: number } | null;
  predalle: { id: number } | null;
  premur: { id: number } | null;
  envPoutrelle: EnvironmentResult | null;
  envPredalle: EnvironmentResult | null;
  envMur: EnvironmentResult | null;
}

// ---- Requests -----------------------------------------------------------------------------------

export interface CreateHistoryRequest {
  /** The ids of the questionnaire's answers. */
  filtersValue: number[];
  dataType: HistoryDataType;
}

export interface SaveHistoryRequest {
  /** The history to name; **project-defined**: without id, a new saved history is made from `filtersValue` and `dataType`. */
  id?: number;
  /** 3 to 50 characters. */
  name: string;
  filtersValue?: number[];
  dataType?: HistoryDataType;
}

export interface SaveRefineRequest {
  id: number;
  /** **Project-defined**: the ids of the refine screen's values (one per refine filter). */
  filtersValue: number[];
}

/** **Project-defined** sort of the list: createdAt DESC (default), createdAt ASC or name ASC. */
export interface ListHistoriesRequest {
  sort?: 'createdAt' | 'name';
  order?: 'ASC' | 'DESC';
  /**
   * **Project-defined**: 'summary' answers each history as a `ThermalHistorySummary` (what a list
   * shows) instead of the whole entity; a server that ignores it answers whole entities, which
   * hold the same fields.
   */
  fields?: 'summary';
}

export interface SendRapportRequest {
  id: number;
  /** 1 to 3 addresses. */
  emails: string[];
  /** Required from a visitor (not logged in); a logged-in user's come from the profile. */
  firstname?: string;
  lastname?: string;
  senderEmail?: string;
}

// ---- Answers ------------------------------------------------------------------------------------

export interface HistoryDatas {
  history: ThermalHistory;
}

export interface LoadHistoryDatas {
  history: ThermalHistory;
  /** The answered questions (as `history.filters`). */
  filters: Filter[];
  /** The FDES sheets of an environmental history, else empty. */
  fdes: Fdes[];
}

/**
 * **Project-defined**: a history as POST /api/history/list answers it with `fields: 'summary'`:
 * its name, date, owner and kind, the product's name and the mean PSI shown (some 0.2 kB, where a
 * whole thermal entity is some 12 kB of filters and PSI table).
 */
export interface ThermalHistorySummary extends Pick<
  ThermalHistory,
  | 'id'
  | 'name'
  | 'createdAt'
  | 'created_at'
  | 'customer'
  | 'dataType'
  | 'poutrelle'
  | 'predalle'
  | 'premur'
> {
  rupteur: { id: number; name: string } | null;
  /** Of the PSI value, its id and the mean PSI the list shows. */
  psiValue: Pick<HistoryPsiValue, 'id' | 'psiMoyen'> | null;
  envPoutrelle: { name: string } | null;
  envPredalle: { name: string } | null;
  envMur: { name: string } | null;
}

/** **Project-defined**: POST /api/history/list with `fields: 'summary'`. */
export interface HistorySummaryListDatas {
  list: ThermalHistorySummary[];
  total: number;
}

export interface HistoryListDatas {
  list: ThermalHistory[];
  /** **Project-defined** */
  total: number;
}

export interface SendRapportDatas {
  message: string;
}

export interface HistoryRapportLinkDatas {
  /** Relative to the API (`/api/history/rapport/{id}/{key}.pdf`) or absolute: see apiUrl.ts. */
  link: string;
}

/** The downloaded report: the PDF and its file name (from Content-Disposition). */
export interface HistoryReportFile {
  file: Blob | ArrayBuffer;
  fileName?: string;
}
