/** Pure rules of the thermal-break finder (spec 001 §2.1, §9). */
import type { Filter } from '@/api/catalogueTypes';

/** The tool's home page shows the loading state at least this long (spec §2.1: 200 ms). */
export const HOME_LOADING_MS = 200;

/** The search runs once this many products or fewer are left (spec §9). */
export const SEARCH_THRESHOLD = 1;

/** Progress of the questionnaire: (step + 1) / (number of filters + 1), between 0 and 1. */
export function progressOf(step: number, filterCount: number): number {
  return Math.min(1, Math.max(0, (step + 1) / (filterCount + 1)));
}

/** The search runs when every filter is answered or when one or fewer results remain. */
export function shouldSearch(remainingFilters: number, nbResults: number): boolean {
  return remainingFilters === 0 || nbResults <= SEARCH_THRESHOLD;
}

/** The question a filter asks in the questionnaire (its label when it has no question). */
export function questionOf(filter: Pick<Filter, 'name' | 'question'>): string {
  return filter.question?.trim() || filter.name;
}

/** Refine screen: 'Suivant' is enabled when a PSI value is known or every filter has a value. */
export function canSubmitRefine(
  psiValueKnown: boolean,
  chosenCount: number,
  filterCount: number,
): boolean {
  return psiValueKnown || (filterCount > 0 && chosenCount === filterCount);
}
