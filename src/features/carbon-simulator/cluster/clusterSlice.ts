/**
 * The cluster results of the carbon simulator (spec 002 §2.6, §4.3, §6, §8): the cluster shown,
 * its PDF export, saving a visitor's cluster, deleting simulations, and the RE2020 gauge's choices.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CarbonClusterDatas } from '@/api/carbonTypes';
import { periodOf, type BuildingType, type Re2020Period } from './re2020';

export type ClusterStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface ClusterRequest {
  id: number;
  /** Opened from the personal-space history (page parameter history): 100 ms before the load. */
  fromHistory: boolean;
}

export interface CarbonClusterState {
  id: number | null;
  fromHistory: boolean;
  status: ClusterStatus;
  /** Kept while the cluster reloads after a delete. */
  datas: CarbonClusterDatas | null;
  error: string | null;
  downloading: boolean;
  saving: boolean;
  /** The simulation being deleted. */
  deletingId: number | null;
  gauge: { buildingType: BuildingType; period: Re2020Period };
}

/** The state of a new store: the gauge opens on the RE2020 period of that day. */
export const initialClusterState = (): CarbonClusterState => ({
  id: null,
  fromHistory: false,
  status: 'idle',
  datas: null,
  error: null,
  downloading: false,
  saving: false,
  deletingId: null,
  gauge: { buildingType: 'maison', period: periodOf() },
});

export const clusterSlice = createSlice({
  name: 'carbonCluster',
  initialState: initialClusterState,
  reducers: {
    clusterRequested(state, action: PayloadAction<ClusterRequest>) {
      const { id, fromHistory } = action.payload;
      if (state.id !== id) state.datas = null;
      state.id = id;
      state.fromHistory = fromHistory;
      state.status = 'loading';
      state.error = null;
    },
    /** Reloads the cluster shown, keeping its cards on screen. */
    clusterReloaded(state) {
      if (state.id !== null) state.status = 'loading';
    },
    clusterLoaded(state, action: PayloadAction<CarbonClusterDatas>) {
      state.status = 'loaded';
      state.datas = action.payload;
      state.error = null;
    },
    clusterLoadFailed(state, action: PayloadAction<string>) {
      state.status = 'error';
      state.error = action.payload;
    },
    cleared: (state) => ({ ...initialClusterState(), gauge: state.gauge }),

    pdfClicked() {},
    pdfStarted(state) {
      state.downloading = true;
    },
    pdfFinished(state) {
      state.downloading = false;
    },

    saveClicked() {},
    saveStarted(state) {
      state.saving = true;
    },
    saveFinished(state, action: PayloadAction<{ saved: boolean }>) {
      state.saving = false;
      if (action.payload.saved && state.datas) state.datas.saved = true;
    },

    deleteClicked(_state, _action: PayloadAction<{ simulationId: number }>) {},
    deleteStarted(state, action: PayloadAction<number>) {
      state.deletingId = action.payload;
    },
    deleteFinished(state) {
      state.deletingId = null;
    },

    gaugeBuildingTypeChosen(state, action: PayloadAction<BuildingType>) {
      state.gauge.buildingType = action.payload;
    },
    gaugePeriodChosen(state, action: PayloadAction<Re2020Period>) {
      state.gauge.period = action.payload;
    },
  },
  selectors: {
    selectCarbonCluster: (state) => state,
  },
});

export const clusterActions = clusterSlice.actions;
export const clusterReducer = clusterSlice.reducer;
export const { selectCarbonCluster } = clusterSlice.selectors;
