/**
 * The thermal-break finder's state (spec 001 §2.1, §4): the questionnaire, one question per step,
 * and the refine ('Configurateur') screen of a result.
 */
import type { RefineContext } from '@/domain/refineConditions';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Filter, PsiValue } from '@/api/catalogueTypes';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import type { EntryAnswers } from '@/lib/routing/answersInHistoryEntry';

export type QuestionnaireStatus = 'idle' | 'loading' | 'ready' | 'searching' | 'done' | 'error';

export interface QuestionnaireState {
  status: QuestionnaireStatus;
  /** The questions in order: the answered ones, then those still open after the last answer. */
  filters: Filter[];
  /** answers[i] is the id of the value chosen for filters[i]. */
  answers: number[];
  /** The question shown. */
  step: number;
  nbResults: number | null;
  /** The number of filters of the questionnaire at the last load (the progress's denominator). */
  total: number;
  /** What failed ('filters' or 'search'), with the message shown and the retry it offers. */
  error: { message: string; retry: 'filters' | 'search' } | null;
  leaveDialogOpen: boolean;
  /** The history made at the end of the questionnaire. */
  result: ThermalHistory | null;
}

export type RefineStatus = 'idle' | 'loading' | 'ready' | 'saving' | 'done' | 'error';

export interface RefineState {
  historyId: number | null;
  /** What the conditional filters read: the result's answers and rupteur (spec 001 §2.1). */
  context: RefineContext;
  status: RefineStatus;
  /** A new configuration is being fetched after a choice. */
  updating: boolean;
  /** The visible refine filters, as served for the current choices. */
  filters: Filter[];
  /** Filter id to the chosen value id. */
  choices: Record<string, number>;
  psiValue: PsiValue | null;
  error: string | null;
  /** The history once the refine values are saved. */
  saved: ThermalHistory | null;
  /** The user changed a choice since the screen opened: leaving asks first. */
  touched: boolean;
}

export interface FinderState {
  questionnaire: QuestionnaireState;
  refine: RefineState;
}

export const initialQuestionnaireState: QuestionnaireState = {
  status: 'idle',
  filters: [],
  answers: [],
  step: 0,
  nbResults: null,
  total: 0,
  error: null,
  leaveDialogOpen: false,
  result: null,
};

export const initialRefineState: RefineState = {
  historyId: null,
  context: { chosenTexts: [], rupteurUuid: null },
  status: 'idle',
  updating: false,
  filters: [],
  choices: {},
  psiValue: null,
  error: null,
  saved: null,
  touched: false,
};

export const initialFinderState: FinderState = {
  questionnaire: initialQuestionnaireState,
  refine: initialRefineState,
};

/** The chosen value of each filter, as the server marks them `selected`. */
export function choicesOf(filters: readonly Filter[]): Record<string, number> {
  const choices: Record<string, number> = {};
  for (const filter of filters) {
    const chosen = filter.filterValues.find((value) => value.selected);
    if (chosen) choices[String(filter.id)] = chosen.id;
  }
  return choices;
}

export const finderSlice = createSlice({
  name: 'rupteurFinder',
  initialState: initialFinderState,
  reducers: {
    /** The questionnaire opens: everything starts again from the first question. */
    questionnaireStarted(state) {
      state.questionnaire = { ...initialQuestionnaireState, status: 'loading' };
    },
    /**
     * The answers kept in the tab's history entry before a reload (src/lib/routing/answersInHistoryEntry.ts):
     * the next question loads after them.
     */
    questionnaireRestored(state, action: PayloadAction<EntryAnswers>) {
      const q = state.questionnaire;
      q.answers = [...action.payload.answers];
      q.filters = action.payload.questions.slice(0, q.answers.length);
      q.step = q.answers.length;
      q.status = 'loading';
      q.error = null;
    },
    /** The questions left after `forAnswers`; the answered ones before them are kept. */
    questionsLoaded(
      state,
      action: PayloadAction<{ forAnswers: number[]; filters: Filter[]; nbResults: number }>,
    ) {
      const q = state.questionnaire;
      const { forAnswers, filters, nbResults } = action.payload;
      q.filters = [...q.filters.slice(0, forAnswers.length), ...filters];
      q.nbResults = nbResults;
      q.total = q.filters.length;
      q.status = 'ready';
      q.error = null;
    },
    /**
     * An answer to the question of `step`: the later answers are dropped, the next question shows
     * at once (loading) and the following questions are reloaded.
     */
    answerPicked(state, action: PayloadAction<{ step: number; valueId: number }>) {
      const q = state.questionnaire;
      const { step, valueId } = action.payload;
      q.answers = [...q.answers.slice(0, step), valueId];
      q.filters = q.filters.slice(0, step + 1);
      q.step = step + 1;
      q.status = 'loading';
      q.error = null;
    },
    /** Shows an answered question again (its answer stays until another is picked). */
    stepShown(state, action: PayloadAction<number>) {
      const q = state.questionnaire;
      if (action.payload >= 0 && action.payload < q.filters.length) q.step = action.payload;
    },
    /** 'Retour': the previous question, or the leave dialog from the first one. */
    stepBack(state) {
      const q = state.questionnaire;
      if (q.step === 0) q.leaveDialogOpen = true;
      else {
        q.step = Math.min(q.step - 1, q.filters.length - 1);
        if (q.status === 'loading' || q.status === 'error') q.status = 'ready';
        q.error = null;
      }
    },
    leaveDialogClosed(state) {
      state.questionnaire.leaveDialogOpen = false;
    },
    searchStarted(state) {
      state.questionnaire.status = 'searching';
      state.questionnaire.error = null;
    },
    searchSucceeded(state, action: PayloadAction<ThermalHistory>) {
      state.questionnaire.status = 'done';
      state.questionnaire.result = action.payload;
    },
    questionnaireFailed(
      state,
      action: PayloadAction<{ message: string; retry: 'filters' | 'search' }>,
    ) {
      state.questionnaire.status = 'error';
      state.questionnaire.error = action.payload;
    },
    /** 'Réessayer' after a failure: the same request again, nothing answered is lost. */
    questionnaireRetried(state) {
      const q = state.questionnaire;
      q.status = q.error?.retry === 'search' ? 'searching' : 'loading';
    },

    // ---- Refine ('Configurateur') ----------------------------------------------------------------
    refineOpened(state, action: PayloadAction<{ historyId: number; context?: RefineContext }>) {
      state.refine = {
        ...initialRefineState,
        historyId: action.payload.historyId,
        context: action.payload.context ?? initialRefineState.context,
        status: 'loading',
      };
    },
    refineChoiceChanged(
      state,
      action: PayloadAction<{ filterId: number; valueId: number | null }>,
    ) {
      const r = state.refine;
      r.touched = true;
      const key = String(action.payload.filterId);
      if (action.payload.valueId === null) delete r.choices[key];
      else r.choices[key] = action.payload.valueId;
      r.psiValue = null;
      r.updating = true;
      r.error = null;
    },
    refineConfigured(
      state,
      action: PayloadAction<{ filters: Filter[]; psiValue: PsiValue | null }>,
    ) {
      const r = state.refine;
      r.filters = action.payload.filters;
      r.choices = choicesOf(action.payload.filters);
      r.psiValue = action.payload.psiValue;
      r.status = 'ready';
      r.updating = false;
      r.error = null;
    },
    /** The configuration could not be read: on the first load an error state, else a message. */
    refineConfigurationFailed(state, action: PayloadAction<string>) {
      const r = state.refine;
      r.updating = false;
      r.error = action.payload;
      if (r.status === 'loading') r.status = 'error';
    },
    refineSubmitted(state) {
      state.refine.status = 'saving';
      state.refine.error = null;
    },
    refineSaved(state, action: PayloadAction<ThermalHistory>) {
      state.refine.status = 'done';
      state.refine.saved = action.payload;
    },
    /** Saving failed: back to the form with its choices and the message. */
    refineSaveFailed(state, action: PayloadAction<string>) {
      state.refine.status = 'ready';
      state.refine.error = action.payload;
    },
    refineClosed(state) {
      state.refine = initialRefineState;
    },
  },
  selectors: {
    selectQuestionnaire: (state) => state.questionnaire,
    selectRefine: (state) => state.refine,
  },
});

export const {
  questionnaireStarted,
  questionnaireRestored,
  questionsLoaded,
  answerPicked,
  stepShown,
  stepBack,
  leaveDialogClosed,
  searchStarted,
  searchSucceeded,
  questionnaireFailed,
  questionnaireRetried,
  refineOpened,
  refineChoiceChanged,
  refineConfigured,
  refineConfigurationFailed,
  refineSubmitted,
  refineSaved,
  refineSaveFailed,
  refineClosed,
} = finderSlice.actions;

export const { selectQuestionnaire, selectRefine } = finderSlice.selectors;
