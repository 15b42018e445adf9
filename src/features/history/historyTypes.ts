/** What the history screens keep: filters, sort, items and the state of their loading. */
import type { ThermalHistorySummary } from '@/api/thermalHistoryTypes';
import type {
  CarbonHistoryItem,
  FloorHistoryDatas,
  FloorHistoryItem,
  HistoryFilterOptions,
  HistoryOrder,
} from '@/api/types';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The floor history's filters; '' means not set. */
export interface FloorFilters {
  type: string;
  zip: string;
  floorLevel: string;
  floor: string;
  floorType: string;
  title: string;
  projectCode: string;
}

export type FloorFilterName = keyof FloorFilters;

/** Filters typed as text: they go through the 400 ms + 500 ms debounce (spec 000 §7). */
export const FLOOR_TEXT_FILTERS: readonly FloorFilterName[] = ['zip', 'title', 'projectCode'];

export const EMPTY_FLOOR_FILTERS: FloorFilters = {
  type: '',
  zip: '',
  floorLevel: '',
  floor: '',
  floorType: '',
  title: '',
  projectCode: '',
};

/** The carbon history's filters; '' means not set. Dates are 'YYYY-MM-DD'. */
export interface CarbonFilters {
  /** **Project-defined** values ('comparison', 'single'), served with their labels. */
  type: string;
  dateFrom: string;
  dateTo: string;
  systemType: string;
}

export type CarbonFilterName = keyof CarbonFilters;

export const EMPTY_CARBON_FILTERS: CarbonFilters = {
  type: '',
  dateFrom: '',
  dateTo: '',
  systemType: '',
};

export interface HistoryListState<Item, Filters, Options> {
  filters: Filters;
  order: HistoryOrder;
  status: LoadStatus;
  items: Item[];
  total: number;
  /** The French message of the last failed load, shown with a retry button. */
  error: string | null;
  /** The select options served with the list. */
  options: Options;
}

export type FloorFilterOptions = FloorHistoryDatas['filters'] & {
  /** Not served by the server: the floor types of the documentation (see FLOOR_TYPE_OPTIONS). */
  floorType?: HistoryFilterOptions;
};

export type FloorHistoryState = HistoryListState<
  FloorHistoryItem,
  FloorFilters,
  FloorFilterOptions | null
>;

export interface CarbonFilterOptions {
  type: HistoryFilterOptions | null;
  systemType: HistoryFilterOptions | null;
  orders: Array<{ label: string; value: HistoryOrder }>;
}

export type CarbonHistoryState = HistoryListState<
  CarbonHistoryItem,
  CarbonFilters,
  CarbonFilterOptions
>;

/** True when at least one filter has a value (the reset controls are enabled from then on). */
export function hasFilterValue(filters: object): boolean {
  return Object.values(filters).some((value) => typeof value === 'string' && value.trim() !== '');
}

/** A postal code as the zip filter keeps it: digits only, at most 5 (spec 000 §5, §9). */
export const ZIP_MAX_LENGTH = 5;
export function cutZip(value: string): string {
  return value.replace(/\D/g, '').slice(0, ZIP_MAX_LENGTH);
}

/** The three sorts of the general site's history (spec 001 §2.5): createdAt DESC by default. */
export type ThermalSort = 'createdAt-DESC' | 'createdAt-ASC' | 'name-ASC';

export const THERMAL_SORTS: ReadonlyArray<{ value: ThermalSort; label: string }> = [
  { value: 'createdAt-DESC', label: 'Plus récentes' },
  { value: 'createdAt-ASC', label: 'Plus anciennes' },
  { value: 'name-ASC', label: 'Nom (A à Z)' },
];

export const DEFAULT_THERMAL_SORT: ThermalSort = 'createdAt-DESC';

export interface ThermalHistoryState {
  sort: ThermalSort;
  status: LoadStatus;
  /** What the list shows of each (a whole entity, from a server that sends them, fits too). */
  items: ThermalHistorySummary[];
  error: string | null;
}

/** Lists longer than this are virtualised (HistoryItems): only the items in view are in the page. */
export const VIRTUALIZE_AFTER = 50;
