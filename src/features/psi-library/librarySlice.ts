/**
 * The PSI library (spec 001 §2.3): the chosen filter values, the last response of the search, the
 * open tabs, and the report link's state. The route decides what is searched: '#/' is the filter
 * loader, '#/results/{hash}' the results of the choices in the hash.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FilterChoices, LibraryDatas } from '@/api/catalogueTypes';

export type LibraryStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface LibraryState {
  status: LibraryStatus;
  /** The choices of the current route (those of the hash, or none on '#/'). */
  choices: FilterChoices;
  /** true on '#/results/{hash}'. */
  searched: boolean;
  datas: LibraryDatas | null;
  error: string | null;
  /** Ids of the rupteurs whose tab is open. */
  openTabs: number[];
  reportStatus: 'idle' | 'loading';
}

export const initialLibraryState: LibraryState = {
  status: 'idle',
  choices: {},
  searched: false,
  datas: null,
  error: null,
  openTabs: [],
  reportStatus: 'idle',
};

export const librarySlice = createSlice({
  name: 'psiLibrary',
  initialState: initialLibraryState,
  reducers: {
    /** '#/': the filter loader (filters and count, no results). */
    libraryLoaderOpened(state) {
      state.status = 'loading';
      state.error = null;
      state.choices = {};
      state.searched = false;
    },
    /** '#/results/{hash}': the results of the choices in the hash. */
    libraryResultsOpened(state, _action: PayloadAction<string>) {
      state.status = 'loading';
      state.error = null;
    },
    librarySearchStarted(
      state,
      action: PayloadAction<{ choices: FilterChoices; searched: boolean }>,
    ) {
      state.status = 'loading';
      state.choices = action.payload.choices;
      state.searched = action.payload.searched;
    },
    librarySearchSucceeded(state, action: PayloadAction<LibraryDatas>) {
      const datas = action.payload;
      state.status = 'ready';
      state.datas = datas;
      state.error = null;
      const ids = new Set(datas.rupteurs.map((rupteur) => rupteur.id));
      state.openTabs = state.openTabs.filter((id) => ids.has(id));
      // A single rupteur opens at once: there is nothing else to choose.
      if (datas.rupteurs.length === 1) state.openTabs = [datas.rupteurs[0]!.id];
    },
    librarySearchFailed(state, action: PayloadAction<string>) {
      state.status = 'error';
      state.error = action.payload;
    },
    /** A bad or undecodable hash: back to '#/' with nothing chosen. */
    libraryReset() {
      return initialLibraryState;
    },
    /** Intent: new choices (a filter ticked, a chip removed, reset, the mobile panel validated). */
    libraryChoicesChanged(_state, _action: PayloadAction<FilterChoices>) {},
    libraryTabToggled(state, action: PayloadAction<number>) {
      const id = action.payload;
      state.openTabs = state.openTabs.includes(id)
        ? state.openTabs.filter((open) => open !== id)
        : [...state.openTabs, id];
    },
    libraryRetried() {},
    libraryReportRequested(state) {
      state.reportStatus = 'loading';
    },
    libraryReportDone(state) {
      state.reportStatus = 'idle';
    },
  },
  selectors: {
    selectLibrary: (state) => state,
  },
});

export const {
  libraryLoaderOpened,
  libraryResultsOpened,
  librarySearchStarted,
  librarySearchSucceeded,
  librarySearchFailed,
  libraryReset,
  libraryChoicesChanged,
  libraryTabToggled,
  libraryRetried,
  libraryReportRequested,
  libraryReportDone,
} = librarySlice.actions;

export const { selectLibrary } = librarySlice.selectors;
