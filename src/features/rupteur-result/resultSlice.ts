/**
 * The result page of the thermal-break finder (spec 001 §2.1, §4): the history shown, result or
 * refine mode, and the keep-results dialogs (save, PDF download, send by e-mail).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Fdes } from '@/api/environmentTypes';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';

export type ResultStatus = 'idle' | 'loading' | 'loaded' | 'error';
export type ResultMode = 'result' | 'refine';
/** 'user': the send form of a logged-in user; 'visitor': the share-by-mail form with the sender's identity. */
export type SendVariant = 'user' | 'visitor';

export interface SaveNameRequest {
  name: string;
}

export interface SendRequest {
  email1: string;
  email2: string;
  email3: string;
  firstname?: string;
  lastname?: string;
  senderEmail?: string;
}

export interface RupteurResultState {
  status: ResultStatus;
  historyId: number | null;
  history: ThermalHistory | null;
  /**
   * The FDES sheets that POST /api/history/load sent with the history (for the environmental-data
   * tool's result body); null when the history came with the navigation.
   */
  fdes: Fdes[] | null;
  error: string | null;
  mode: ResultMode;
  save: { open: boolean; submitting: boolean };
  send: { open: boolean; variant: SendVariant; submitting: boolean };
  /** The PDF dialog, and the report link once fetched (the page opens it in the new window). */
  pdf: { open: boolean; loading: boolean; link: string | null; failed: boolean };
}

export const initialRupteurResultState: RupteurResultState = {
  status: 'idle',
  historyId: null,
  history: null,
  fdes: null,
  error: null,
  mode: 'result',
  save: { open: false, submitting: false },
  send: { open: false, variant: 'user', submitting: false },
  pdf: { open: false, loading: false, link: null, failed: false },
};

export interface ResultOpenedPayload {
  id: number;
  /** The history passed with the navigation (window.history.state), if any. */
  history?: ThermalHistory | null;
}

export const rupteurResultSlice = createSlice({
  name: 'rupteurResult',
  initialState: initialRupteurResultState,
  reducers: {
    resultOpened(_state, action: PayloadAction<ResultOpenedPayload>): RupteurResultState {
      const { id, history } = action.payload;
      const known = history && history.id === id ? history : null;
      return {
        ...initialRupteurResultState,
        historyId: id,
        status: known ? 'loaded' : 'loading',
        history: known,
      };
    },
    /** The history loaded by id, with the FDES sheets of the answer when given. */
    resultLoaded: {
      reducer(state, action: PayloadAction<{ history: ThermalHistory; fdes: Fdes[] | null }>) {
        state.status = 'loaded';
        state.history = action.payload.history;
        state.fdes = action.payload.fdes;
        state.error = null;
      },
      prepare(history: ThermalHistory, fdes: Fdes[] | null = null) {
        return { payload: { history, fdes } };
      },
    },
    resultLoadFailed(state, action: PayloadAction<string>) {
      state.status = 'error';
      state.error = action.payload;
    },
    /** The refine screen saved new criteria: the result comes back with them. */
    resultRefined(state, action: PayloadAction<ThermalHistory>) {
      state.history = action.payload;
      state.mode = 'result';
    },
    resultModeChanged(state, action: PayloadAction<ResultMode>) {
      state.mode = action.payload;
    },

    saveClicked: () => undefined,
    saveDialogOpened(state) {
      state.save = { open: true, submitting: false };
    },
    saveDialogClosed(state) {
      state.save = { open: false, submitting: false };
    },
    saveSubmitted(state, _action: PayloadAction<SaveNameRequest>) {
      state.save.submitting = true;
    },
    saveSucceeded(state, action: PayloadAction<ThermalHistory>) {
      state.history = action.payload;
      state.save = { open: false, submitting: false };
    },
    saveFailed(state) {
      state.save.submitting = false;
    },

    pdfClicked: () => undefined,
    pdfDialogOpened(state) {
      state.pdf = { open: true, loading: false, link: null, failed: false };
    },
    pdfDialogClosed(state) {
      state.pdf = { ...initialRupteurResultState.pdf };
    },
    pdfRequested(state) {
      state.pdf = { open: true, loading: true, link: null, failed: false };
    },
    pdfLinkReceived(state, action: PayloadAction<string>) {
      state.pdf = { open: false, loading: false, link: action.payload, failed: false };
    },
    pdfFailed(state) {
      state.pdf = { open: true, loading: false, link: null, failed: true };
    },
    pdfLinkOpened(state) {
      state.pdf.link = null;
    },

    sendClicked: () => undefined,
    sendDialogOpened(state, action: PayloadAction<SendVariant>) {
      state.send = { open: true, variant: action.payload, submitting: false };
    },
    sendDialogClosed(state) {
      state.send = { ...state.send, open: false, submitting: false };
    },
    sendSubmitted(state, _action: PayloadAction<SendRequest>) {
      state.send.submitting = true;
    },
    sendSucceeded(state) {
      state.send = { ...state.send, open: false, submitting: false };
    },
    sendFailed(state) {
      state.send.submitting = false;
    },

    deleteClicked: () => undefined,
  },
  selectors: {
    selectRupteurResult: (state) => state,
  },
});

export const {
  resultOpened,
  resultLoaded,
  resultLoadFailed,
  resultRefined,
  resultModeChanged,
  saveClicked,
  saveDialogOpened,
  saveDialogClosed,
  saveSubmitted,
  saveSucceeded,
  saveFailed,
  pdfClicked,
  pdfDialogOpened,
  pdfDialogClosed,
  pdfRequested,
  pdfLinkReceived,
  pdfFailed,
  pdfLinkOpened,
  sendClicked,
  sendDialogOpened,
  sendDialogClosed,
  sendSubmitted,
  sendSucceeded,
  sendFailed,
  deleteClicked,
} = rupteurResultSlice.actions;
export const { selectRupteurResult } = rupteurResultSlice.selectors;
