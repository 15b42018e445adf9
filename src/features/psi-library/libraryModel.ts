/**
 * Pure rules of the PSI library (spec 001 §2.3, §9, issue item 8): the states of the results,
 * the reminder of at most 3 characteristics, the RE2020 marker of a PSI value, the choices.
 */
import type {
  FilterChoices,
  LibraryDatas,
  PsiValue,
  SelectedFilterValue,
} from '@/api/catalogueTypes';
import { paths } from '@/config/paths';
import { junctionFromTexts, meetsRe2020 } from '@/lib/psiFormat';

/** Above this many PSI values the library suggests finding a precise rupteur (spec §9). */
export const LARGE_RESULT_THRESHOLD = 100;
/** The summary reminder shows at most this many characteristics (spec §9). */
export const REMINDER_MAX = 3;

export const NO_RESULT_TITLE = 'Aucun résultat';
export const NO_RESULT_MESSAGE = 'Aucun résultat ne correspond à vos critères';
export const NO_RESULT_HINT = 'Avez-vous essayé de modifier les filtres ?';
export const LARGE_RESULT_MESSAGE =
  'Votre recherche compte plus de 100 valeurs de PSI : pour une valeur précise, trouvez le rupteur adapté à votre chantier.';
export const FINDER_LINK_LABEL = 'Trouver un rupteur';
export const FINDER_PATH = paths.finder.getHref();
export const SEARCH_FAILURE_MESSAGE = 'Une erreur est survenue';

export type ResultsState = 'start' | 'empty' | 'large' | 'results';

/** Which state the results area shows. */
export function resultsStateOf(nbResults: LibraryDatas['nbResults']): ResultsState {
  if (nbResults === 'all') return 'start';
  if (nbResults === 0) return 'empty';
  if (nbResults > LARGE_RESULT_THRESHOLD) return 'large';
  return 'results';
}

/** '1 valeur de PSI', '412 valeurs de PSI'. */
export function countLabel(count: number): string {
  return `${count} valeur${count > 1 ? 's' : ''} de PSI`;
}

/** The filters with exactly one chosen value: the rows' reminders leave them out. */
export function fixedFiltersOf(choices: FilterChoices): Set<number> {
  return new Set(
    Object.entries(choices)
      .filter(([, ids]) => ids.length === 1)
      .map(([filterId]) => Number(filterId)),
  );
}

/**
 * The reminder of a PSI value: its characteristics that the chosen filters do not already fix,
 * at most 3 (spec §9).
 */
export function reminderOf(
  characteristics: readonly SelectedFilterValue[],
  choices: FilterChoices,
): SelectedFilterValue[] {
  const fixed = fixedFiltersOf(choices);
  return characteristics.filter((item) => !fixed.has(item.filter_id)).slice(0, REMINDER_MAX);
}

/**
 * The RE2020 check of a library PSI value (issue item 8): intermediate floors only (ψ9 ≤ 0.60
 * W/m.K), on the floor's average value (psiMoyen), or on the treated junction (psiAbout) when no
 * average is given. null when no limit applies.
 */
export function re2020Of(
  psi: PsiValue,
  characteristics: readonly SelectedFilterValue[],
): boolean | null {
  const junction = junctionFromTexts(characteristics.map((item) => item.value));
  return meetsRe2020(psi.psiMoyen ?? psi.psiAbout, junction);
}

/** Adds or removes one value of a filter. */
export function toggleChoice(
  choices: FilterChoices,
  filterId: number,
  valueId: number,
  on: boolean,
): FilterChoices {
  const key = String(filterId);
  const current = choices[key] ?? [];
  const next = on ? [...new Set([...current, valueId])] : current.filter((id) => id !== valueId);
  const result = { ...choices };
  if (next.length > 0) result[key] = next;
  else delete result[key];
  return result;
}

/** The choices the response says are selected (its chips). */
export function choicesOfDatas(datas: Pick<LibraryDatas, 'mergedFilters'>): FilterChoices {
  const choices: FilterChoices = {};
  for (const value of datas.mergedFilters) (choices[String(value.filter_id)] ??= []).push(value.id);
  return choices;
}

export function countChoices(choices: FilterChoices): number {
  return Object.values(choices).reduce((sum, ids) => sum + ids.length, 0);
}
