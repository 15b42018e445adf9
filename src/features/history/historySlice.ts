/**
 * The floor and carbon histories of the personal space (spec 000 §2): filters, sort, the list and
 * its loading state. Every change of a filter or of the sort is an intent; the sagas decide when
 * the list is requested (at once for selects and dates, debounced for text).
 */
import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import type {
  CarbonHistoryDatas,
  FloorHistoryDatas,
  FloorHistoryItem,
  HistoryOrder,
} from '@/api/types';
import type { ThermalHistorySummary } from '@/api/thermalHistoryTypes';
import {
  cutZip,
  DEFAULT_THERMAL_SORT,
  EMPTY_CARBON_FILTERS,
  EMPTY_FLOOR_FILTERS,
  type CarbonFilterName,
  type CarbonFilters,
  type CarbonHistoryState,
  type FloorFilterName,
  type FloorFilters,
  type FloorHistoryState,
  type ThermalHistoryState,
  type ThermalSort,
} from './historyTypes';

export interface HistoryState {
  floor: FloorHistoryState;
  carbon: CarbonHistoryState;
  /** The general site's saved thermal-break and environmental results. */
  thermal: ThermalHistoryState;
}

export const initialHistoryState: HistoryState = {
  floor: {
    filters: EMPTY_FLOOR_FILTERS,
    order: 'DESC',
    status: 'idle',
    items: [],
    total: 0,
    error: null,
    options: null,
  },
  carbon: {
    filters: EMPTY_CARBON_FILTERS,
    order: 'DESC',
    status: 'idle',
    items: [],
    total: 0,
    error: null,
    options: { type: null, systemType: null, orders: [] },
  },
  thermal: { sort: DEFAULT_THERMAL_SORT, status: 'idle', items: [], error: null },
};

/**
 * A list as the server sent it, frozen at its top: Immer then keeps it as it is, instead of walking
 * every item of it to freeze them one by one (for 2,000 floor items, about a tenth of a second at 4×
 * CPU in each answer's dispatch). The items are never changed in place.
 */
function asReceived<T>(items: T[]): T[] {
  return Object.freeze(items) as T[];
}

/**
 * The options of an answer, or those kept when they are the same (each answer brings them): the
 * filter panel, memoised on them, then does not render again.
 */
function sameOrNew<T>(kept: T, received: T): T {
  return JSON.stringify(kept) === JSON.stringify(received) ? kept : received;
}

function cleanFloorFilter(name: FloorFilterName, value: string): string {
  return name === 'zip' ? cutZip(value) : value;
}

export const historySlice = createSlice({
  name: 'history',
  initialState: initialHistoryState,
  reducers: {
    /** The floor history screen opens: the list loads after the initial delay. */
    floorHistoryOpened(state) {
      state.floor.status = 'loading';
      state.floor.error = null;
    },
    floorFilterChanged(state, action: PayloadAction<{ name: FloorFilterName; value: string }>) {
      const { name, value } = action.payload;
      state.floor.filters[name] = cleanFloorFilter(name, value);
    },
    /** The mobile filter dialog's Validate: every filter at once. */
    floorFiltersApplied(state, action: PayloadAction<FloorFilters>) {
      const filters = { ...action.payload };
      filters.zip = cutZip(filters.zip);
      state.floor.filters = filters;
    },
    floorFiltersReset(state) {
      state.floor.filters = EMPTY_FLOOR_FILTERS;
    },
    floorOrderChanged(state, action: PayloadAction<HistoryOrder>) {
      state.floor.order = action.payload;
    },
    floorLoadRequested(state) {
      state.floor.status = 'loading';
      state.floor.error = null;
    },
    floorLoaded(state, action: PayloadAction<FloorHistoryDatas>) {
      state.floor.status = 'ready';
      state.floor.items = asReceived(action.payload.data);
      state.floor.total = action.payload.total ?? action.payload.data.length;
      if (action.payload.filters)
        state.floor.options = sameOrNew(original(state.floor)!.options, action.payload.filters);
    },
    floorLoadFailed(state, action: PayloadAction<string>) {
      state.floor.status = 'error';
      state.floor.error = action.payload;
    },
    floorItemDeleteRequested(_state, _action: PayloadAction<FloorHistoryItem>) {},

    carbonHistoryOpened(state) {
      state.carbon.status = 'loading';
      state.carbon.error = null;
    },
    carbonFilterChanged(state, action: PayloadAction<{ name: CarbonFilterName; value: string }>) {
      state.carbon.filters[action.payload.name] = action.payload.value;
    },
    carbonFiltersApplied(state, action: PayloadAction<CarbonFilters>) {
      state.carbon.filters = { ...action.payload };
    },
    carbonFiltersReset(state) {
      state.carbon.filters = EMPTY_CARBON_FILTERS;
    },
    carbonOrderChanged(state, action: PayloadAction<HistoryOrder>) {
      state.carbon.order = action.payload;
    },
    carbonLoadRequested(state) {
      state.carbon.status = 'loading';
      state.carbon.error = null;
    },
    carbonLoaded(state, action: PayloadAction<CarbonHistoryDatas>) {
      state.carbon.status = 'ready';
      state.carbon.items = asReceived(action.payload.clusters);
      state.carbon.total = action.payload.total ?? action.payload.clusters.length;
      const kept = original(state.carbon)!.options;
      state.carbon.options = sameOrNew(kept, {
        type: action.payload.filters?.type ?? kept.type,
        systemType: action.payload.filters?.systemType ?? kept.systemType,
        orders: action.payload.orders ?? kept.orders,
      });
    },
    carbonLoadFailed(state, action: PayloadAction<string>) {
      state.carbon.status = 'error';
      state.carbon.error = action.payload;
    },
    carbonClusterDeleteRequested(_state, _action: PayloadAction<{ id: number }>) {},
    carbonSimulationDeleteRequested(_state, _action: PayloadAction<{ id: number }>) {},

    thermalHistoryOpened(state) {
      state.thermal.status = 'loading';
      state.thermal.error = null;
    },
    thermalSortChanged(state, action: PayloadAction<ThermalSort>) {
      state.thermal.sort = action.payload;
    },
    thermalLoadRequested(state) {
      state.thermal.status = 'loading';
      state.thermal.error = null;
    },
    thermalLoaded(state, action: PayloadAction<ThermalHistorySummary[]>) {
      state.thermal.status = 'ready';
      state.thermal.items = asReceived(action.payload);
    },
    thermalLoadFailed(state, action: PayloadAction<string>) {
      state.thermal.status = 'error';
      state.thermal.error = action.payload;
    },
    thermalItemDeleteRequested(_state, _action: PayloadAction<{ id: number }>) {},
  },
  selectors: {
    selectFloorHistory: (state) => state.floor,
    selectCarbonHistory: (state) => state.carbon,
    selectThermalHistory: (state) => state.thermal,
  },
});

export const {
  floorHistoryOpened,
  floorFilterChanged,
  floorFiltersApplied,
  floorFiltersReset,
  floorOrderChanged,
  floorLoadRequested,
  floorLoaded,
  floorLoadFailed,
  floorItemDeleteRequested,
  carbonHistoryOpened,
  carbonFilterChanged,
  carbonFiltersApplied,
  carbonFiltersReset,
  carbonOrderChanged,
  carbonLoadRequested,
  carbonLoaded,
  carbonLoadFailed,
  carbonClusterDeleteRequested,
  carbonSimulationDeleteRequested,
  thermalHistoryOpened,
  thermalSortChanged,
  thermalLoadRequested,
  thermalLoaded,
  thermalLoadFailed,
  thermalItemDeleteRequested,
} = historySlice.actions;

export const { selectFloorHistory, selectCarbonHistory, selectThermalHistory } =
  historySlice.selectors;
