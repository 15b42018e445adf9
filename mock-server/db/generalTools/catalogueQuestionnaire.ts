/**
 * The finder's questionnaire (POST /api/filters, dataType 'rup'): the answers checked, and each
 * step's questions with only the answers that still lead to a rupteur.
 */
import type { Filter } from '../../../src/api/catalogueTypes';
import {
  CATALOGUE_MESSAGES,
  CatalogueError,
  catalogueTables,
  filterIdOfValue,
  isQuestionnaireFilter,
  toFilter,
} from './catalogue';
import { QUESTIONNAIRE_FILTERS } from './catalogueData';
import { optionsOf, rowsMatching } from './catalogueMatching';

/** Whether a body field is a list of integer ids (numbers or strings of digits). */
export function idList(raw: unknown): number[] | undefined {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) return undefined;
  const ids: number[] = [];
  for (const item of raw) {
    if (typeof item === 'number' && Number.isInteger(item)) ids.push(item);
    else if (typeof item === 'string' && /^\d+$/.test(item)) ids.push(Number(item));
    else return undefined;
  }
  return ids;
}

/**
 * Checks answers: known values of the catalogue (of the questionnaire alone when
 * `questionnaireOnly`), one per filter (a repeated id counts once). Returns them without repeats;
 * throws a CatalogueError otherwise.
 */
function checkedValues(valueIds: readonly number[], questionnaireOnly: boolean): number[] {
  const { values, filters } = catalogueTables();
  const byFilter = new Map<number, number>();
  for (const id of valueIds) {
    const value = values.get(id);
    if (!value) throw new CatalogueError(CATALOGUE_MESSAGES.unknownAnswer(id));
    if (questionnaireOnly && !isQuestionnaireFilter(value.filterId))
      throw new CatalogueError(CATALOGUE_MESSAGES.notInQuestionnaire(value.value));
    const previous = byFilter.get(value.filterId);
    if (previous !== undefined && previous !== id)
      throw new CatalogueError(CATALOGUE_MESSAGES.twoAnswers(filters.get(value.filterId)!.name));
    byFilter.set(value.filterId, id);
  }
  return [...new Set(valueIds)];
}

/**
 * Checks questionnaire answers: known values of the questionnaire, one per question (a repeated
 * id counts once). Returns them without repeats; throws a CatalogueError otherwise.
 */
export function checkQuestionnaireAnswers(answerValueIds: readonly number[]): number[] {
  return checkedValues(answerValueIds, true);
}

/**
 * Checks answers that may mix questionnaire and refine values (`POST /api/rupteur`): known values
 * of the catalogue, one per filter. Returns them without repeats; throws a CatalogueError otherwise.
 */
export function checkCatalogueValues(valueIds: readonly number[]): number[] {
  return checkedValues(valueIds, false);
}

/**
 * One step of the finder: the number of rupteurs left and the questions not answered yet, in
 * order, each with only the answers that still lead to a rupteur. Throws a CatalogueError for
 * answers that `checkQuestionnaireAnswers` refuses.
 */
export function questionnaireStep(answerValueIds: readonly number[]): {
  nbResults: number;
  filters: Filter[];
} {
  const answers = checkQuestionnaireAnswers(answerValueIds);
  const rows = rowsMatching(answers);
  const nbResults = new Set(rows.map((record) => record.rupteurId)).size;
  if (nbResults === 0) return { nbResults, filters: [] };
  const answered = new Set(answers.map((id) => filterIdOfValue(id)));
  const filters = QUESTIONNAIRE_FILTERS.filter((filter) => !answered.has(filter.id)).map(
    (filter) => {
      const possible = new Set<number>();
      for (const record of rows) for (const id of optionsOf(record, filter.id)) possible.add(id);
      return toFilter(filter.id, possible);
    },
  );
  return { nbResults, filters };
}
