/** What the history screens' stories share: their spied handlers and their loading states. */
import { spies } from '@/testing/storySupport';
import type { LoadStatus } from '../historyTypes';

/** The handlers of a filtered history list (HistoryListHandlers). */
const LIST_HANDLERS = [
  'onFilterChange',
  'onFiltersApply',
  'onFiltersReset',
  'onOrderChange',
  'onRetry',
] as const;

/** Story args that spy on a filtered list's handlers and on the screen's own. */
export function listHandlerSpies<const Name extends string>(...own: Name[]) {
  return spies<(typeof LIST_HANDLERS)[number] | Name>(...LIST_HANDLERS, ...own);
}

/** A history's first load under way. */
export function firstLoad<State extends { status: LoadStatus }>(initial: State): State {
  return { ...initial, status: 'loading' };
}

/** A history's first load failed with `error`. */
export function failedLoad<State extends { status: LoadStatus; error: string | null }>(
  initial: State,
  error: string,
): State {
  return { ...initial, status: 'error', error };
}
