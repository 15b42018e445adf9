/**
 * The answers of a questionnaire in progress, kept in the tab's history entry (`window.history.state`,
 * beside what the router keeps there), so that a reload of the tab, or the browser's restore of it,
 * brings them back instead of starting again at the first question (docs/deviations.md). A new tab
 * starts afresh; the entry's other keys and its address are left as they are.
 *
 * Kept: the ids of the chosen values and the questions they answer (the server returns only the
 * questions left after the answers, so the answered ones are kept to show them again).
 */
import type { Filter } from '@/api/catalogueTypes';

/** The key of each questionnaire's answers in the entry's state (project-defined). */
export const ENTRY_ANSWERS_KEYS = {
  finder: 'finderAnswers',
  environmental: 'environmentalAnswers',
} as const;

export interface EntryAnswers {
  answers: number[];
  /** questions[i] is the question that answers[i] answers. */
  questions: Filter[];
}

type EntryState = Record<string, unknown>;

function entryState(): EntryState {
  const state: unknown = window.history.state;
  return state !== null && typeof state === 'object' ? (state as EntryState) : {};
}

function replaceEntryState(state: EntryState): void {
  window.history.replaceState(state, '', window.location.href);
}

function isQuestion(value: unknown): value is Filter {
  if (value === null || typeof value !== 'object') return false;
  const question = value as Partial<Filter>;
  return typeof question.id === 'number' && Array.isArray(question.filterValues);
}

/** Keeps the answers under `key`; no answer forgets them. */
export function writeEntryAnswers(key: string, kept: EntryAnswers): void {
  if (kept.answers.length === 0) {
    forgetEntryAnswers(key);
    return;
  }
  const answers = [...kept.answers];
  const questions = kept.questions.slice(0, answers.length);
  replaceEntryState({ ...entryState(), [key]: { answers, questions } });
}

/**
 * The answers kept under `key` in this entry, or null: none, or not such answers (each answer a
 * number, with the question it answers, one of whose values it is).
 */
export function readEntryAnswers(key: string): EntryAnswers | null {
  return entryAnswersIn(entryState(), key);
}

/**
 * Whether an entry's state keeps a questionnaire's answers (the page's inline script then opens
 * with a loading state rather than the first question).
 */
export function hasEntryAnswers(state: unknown): boolean {
  if (state === null || typeof state !== 'object') return false;
  return Object.values(ENTRY_ANSWERS_KEYS).some(
    (key) => entryAnswersIn(state as EntryState, key) !== null,
  );
}

function entryAnswersIn(state: EntryState, key: string): EntryAnswers | null {
  const value = state[key];
  if (value === null || typeof value !== 'object') return null;
  const { answers, questions } = value as Partial<Record<keyof EntryAnswers, unknown>>;
  if (!Array.isArray(answers) || !Array.isArray(questions)) return null;
  if (answers.length === 0 || answers.length !== questions.length) return null;
  const valid = answers.every((answer, index) => {
    const question: unknown = questions[index];
    return (
      typeof answer === 'number' &&
      isQuestion(question) &&
      question.filterValues.some((choice) => choice.id === answer)
    );
  });
  return valid ? { answers: answers as number[], questions: questions as Filter[] } : null;
}

/** Forgets the answers kept under `key` in this entry (the questionnaire ended or was left). */
export function forgetEntryAnswers(key: string): void {
  const state = entryState();
  if (!(key in state)) return;
  const { [key]: _forgotten, ...rest } = state;
  replaceEntryState(rest);
}
