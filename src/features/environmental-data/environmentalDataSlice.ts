/**
 * State of the environmental-data tool (spec 001 §2.2, §4): the questionnaire (one question per
 * step, re-picking an earlier answer truncates the later ones) and the result being shown.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Filter } from '@/api/catalogueTypes';
import type { EnvironmentDataType, EnvironmentResult, Fdes } from '@/api/environmentTypes';
import type { EntryAnswers } from '@/lib/routing/answersInHistoryEntry';

export type QuestionnaireStatus = 'idle' | 'loading' | 'ready' | 'searching' | 'error';

export interface QuestionnaireState {
  status: QuestionnaireStatus;
  /** The question of each step: the answered ones, then those the server still asks. */
  steps: Filter[];
  /** The chosen value id of each answered step (never longer than `steps`). */
  answers: number[];
  /** The step shown. */
  current: number;
  nbResults: number | null;
  /** What failed: the filters ('filters') or the search ('search'), with its message. */
  failure: { kind: 'filters' | 'search'; message: string } | null;
  /** 'Retour' on the first question asks whether to leave (spec 001 §2.1). */
  leaveDialogOpen: boolean;
}

export interface ResultCriterion {
  filter: string;
  value: string;
}

/** An environmental result as the result page shows it. */
export interface EnvironmentalResultView {
  historyId: number;
  dataType: EnvironmentDataType;
  result: EnvironmentResult;
  fdes: Fdes[];
  criteria: ResultCriterion[];
}

export interface ResultState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The history id being loaded or shown. */
  historyId: number | null;
  view: EnvironmentalResultView | null;
  error: string | null;
}

export interface EnvironmentalDataState {
  questionnaire: QuestionnaireState;
  result: ResultState;
}

export const initialQuestionnaireState: QuestionnaireState = {
  status: 'idle',
  steps: [],
  answers: [],
  current: 0,
  nbResults: null,
  failure: null,
  leaveDialogOpen: false,
};

export const initialEnvironmentalDataState: EnvironmentalDataState = {
  questionnaire: initialQuestionnaireState,
  result: { status: 'idle', historyId: null, view: null, error: null },
};

export const environmentalDataSlice = createSlice({
  name: 'environmentalData',
  initialState: initialEnvironmentalDataState,
  reducers: {
    /** The questionnaire starts over at its first question. */
    questionnaireStarted(state) {
      state.questionnaire = { ...initialQuestionnaireState, status: 'loading' };
    },
    /**
     * The answers kept in the tab's history entry before a reload
     * (src/lib/routing/answersInHistoryEntry.ts): the next filters load after them.
     */
    questionnaireRestored(state, { payload }: PayloadAction<EntryAnswers>) {
      const q = state.questionnaire;
      q.answers = [...payload.answers];
      q.steps = payload.questions.slice(0, q.answers.length);
      q.current = q.answers.length;
      q.status = 'loading';
      q.failure = null;
    },
    /** An answer of step `step`: the later answers are dropped, the next filters load. */
    answerPicked(state, { payload }: PayloadAction<{ step: number; valueId: number }>) {
      const q = state.questionnaire;
      if (payload.step < 0 || payload.step >= q.steps.length) return;
      q.answers = [...q.answers.slice(0, payload.step), payload.valueId];
      q.steps = q.steps.slice(0, payload.step + 1);
      q.current = payload.step + 1;
      q.status = 'loading';
      q.failure = null;
    },
    /** Goes back to an earlier step to look at (or re-pick) its answer. */
    stepShown(state, { payload }: PayloadAction<number>) {
      const q = state.questionnaire;
      if (payload >= 0 && payload <= q.answers.length && payload < q.steps.length) {
        q.current = payload;
      }
    },
    /** 'Retour': the previous question, or the leave dialog from the first one. */
    stepBack(state) {
      const q = state.questionnaire;
      if (q.current === 0) q.leaveDialogOpen = true;
      else q.current -= 1;
    },
    leaveDialogClosed(state) {
      state.questionnaire.leaveDialogOpen = false;
    },
    filtersLoaded(state, { payload }: PayloadAction<{ filters: Filter[]; nbResults: number }>) {
      const q = state.questionnaire;
      q.steps = [...q.steps.slice(0, q.answers.length), ...payload.filters];
      q.nbResults = payload.nbResults;
      q.current = Math.min(q.answers.length, Math.max(0, q.steps.length - 1));
      q.status = 'ready';
    },
    filtersFailed(state, { payload }: PayloadAction<string>) {
      const q = state.questionnaire;
      q.status = 'error';
      q.nbResults = 0;
      q.failure = { kind: 'filters', message: payload };
    },
    searchStarted(state) {
      state.questionnaire.status = 'searching';
      state.questionnaire.failure = null;
    },
    searchFailed(state, { payload }: PayloadAction<string>) {
      state.questionnaire.status = 'error';
      state.questionnaire.failure = { kind: 'search', message: payload };
    },
    /** The questionnaire's result, shown without loading it again (the navigation state). */
    resultReady(state, { payload }: PayloadAction<EnvironmentalResultView>) {
      state.result = { status: 'ready', historyId: payload.historyId, view: payload, error: null };
      state.questionnaire.status = 'ready';
    },
    /** Retries what failed last (the filters or the search). */
    retryRequested(state, { payload }: PayloadAction<'filters' | 'search'>) {
      state.questionnaire.failure = null;
      state.questionnaire.status = payload === 'search' ? 'searching' : 'loading';
    },
    resultLoadRequested(state, { payload }: PayloadAction<number>) {
      state.result = { status: 'loading', historyId: payload, view: null, error: null };
    },
    resultLoaded(state, { payload }: PayloadAction<EnvironmentalResultView>) {
      if (state.result.historyId !== payload.historyId) return;
      state.result = { status: 'ready', historyId: payload.historyId, view: payload, error: null };
    },
    resultLoadFailed(state, { payload }: PayloadAction<{ id: number; message: string }>) {
      if (state.result.historyId !== payload.id) return;
      state.result = { status: 'error', historyId: payload.id, view: null, error: payload.message };
    },
  },
  selectors: {
    selectQuestionnaire: (state) => state.questionnaire,
    selectEnvironmentalResult: (state) => state.result,
  },
});

export const {
  questionnaireStarted,
  questionnaireRestored,
  answerPicked,
  stepShown,
  stepBack,
  leaveDialogClosed,
  filtersLoaded,
  filtersFailed,
  searchStarted,
  searchFailed,
  resultReady,
  retryRequested,
  resultLoadRequested,
  resultLoaded,
  resultLoadFailed,
} = environmentalDataSlice.actions;

export const { selectQuestionnaire, selectEnvironmentalResult } = environmentalDataSlice.selectors;
