/**
 * The refine screen of a thermal result (POST /api/filters/configuration, the "Configurateur"):
 * the filters still to choose, and the precise PSI value once each has a value.
 */
import type { Filter, PsiValue } from '../../../src/api/catalogueTypes';
import { isRefineFilterShown } from '../../../src/domain/refineConditions';
import {
  CATALOGUE_MESSAGES,
  CatalogueError,
  catalogueTables,
  copyPsiValue,
  isQuestionnaireFilter,
  toFilter,
} from './catalogue';
import { QUESTIONNAIRE_FILTERS, REFINE_FILTERS } from './catalogueData';
import { matchesChoices, rowsMatching, type Choices } from './catalogueMatching';
import type { PsiRecord } from './catalogueSeed';

export interface RefineOutcome {
  filters: Filter[];
  psiValue: PsiValue | null;
}

/**
 * The refine screen of a result: the filters still to choose for the rupteur and the history's
 * answers, and the precise PSI value once each of them has a value.
 *
 * - The filters are the questionnaire's unanswered ones that still tell the rupteur's PSI values
 *   apart, then the rupteur's refine filters; of those, columns 13 and 14 only when a chosen value
 *   mentions a sanitary void or a floor over a basement, column 16 only when an intermediate floor
 *   was chosen and the rupteur is the thermo-pre-slab (uuid '1').
 * - Each filter lists the values possible with the other choices; the chosen one is `selected`.
 *
 * Throws a CatalogueError (400) for an unknown choice, a choice of a filter not shown, two choices
 * for one filter, or choices that no PSI value has; 409 when the history's answers no longer lead
 * to any PSI value of the rupteur.
 */
export function refineConfiguration(
  rupteurId: number,
  filterValueIds: readonly number[],
  refineValueIds: readonly number[],
): RefineOutcome {
  const { rupteurs, psiByRupteur, values, filters: definitions } = catalogueTables();
  const rupteur = rupteurs.get(rupteurId);
  if (!rupteur) throw new CatalogueError(CATALOGUE_MESSAGES.rupteurNotFound, 404);
  const candidates = rowsMatching(filterValueIds, psiByRupteur.get(rupteurId) ?? []);
  if (candidates.length === 0)
    throw new CatalogueError(CATALOGUE_MESSAGES.historyOutOfCatalogue, 409);

  // The chosen values, by filter.
  const chosen = new Map<number, number>();
  for (const id of refineValueIds) {
    const value = values.get(id);
    if (!value) throw new CatalogueError(CATALOGUE_MESSAGES.unknownChoice(id));
    const previous = chosen.get(value.filterId);
    if (previous !== undefined && previous !== id)
      throw new CatalogueError(
        CATALOGUE_MESSAGES.twoChoices(definitions.get(value.filterId)!.name),
      );
    chosen.set(value.filterId, id);
  }

  // Which filters are shown.
  const answeredFilters = new Set(filterValueIds.map((id) => values.get(id)?.filterId));
  const chosenTexts = [...filterValueIds, ...chosen.values()].map(
    (id) => values.get(id)?.value ?? '',
  );
  const context = { chosenTexts, rupteurUuid: rupteur.uuid };
  const distinctValues = (filterId: number) =>
    new Set(candidates.flatMap((record) => [...optionsOfMeasured(record, filterId)]));
  const shown = [...QUESTIONNAIRE_FILTERS, ...REFINE_FILTERS]
    .filter((definition) => {
      if (isQuestionnaireFilter(definition.id)) {
        if (answeredFilters.has(definition.id)) return false;
        return distinctValues(definition.id).size > 1;
      }
      if (!candidates.some((record) => record.values.has(definition.id))) return false;
      return isRefineFilterShown(definition.importColumn, context);
    })
    .map((definition) => definition.id);
  for (const filterId of chosen.keys())
    if (!shown.includes(filterId))
      throw new CatalogueError(
        CATALOGUE_MESSAGES.choiceNotApplicable(definitions.get(filterId)!.name),
      );

  const choices: Choices = new Map([...chosen].map(([filterId, id]) => [filterId, new Set([id])]));
  const matching = candidates.filter((record) => matchesChoices(record, choices));
  if (matching.length === 0) throw new CatalogueError(CATALOGUE_MESSAGES.noPsiValue);

  const selected = new Set(chosen.values());
  const filters = shown.map((filterId) => {
    const possible = new Set<number>();
    for (const record of candidates)
      if (matchesChoices(record, choices, filterId))
        for (const id of optionsOfMeasured(record, filterId)) possible.add(id);
    return toFilter(filterId, possible, selected);
  });
  const complete = shown.every((filterId) => chosen.has(filterId));
  const psiValue = complete && matching.length === 1 ? copyPsiValue(matching[0]!.psi) : null;
  return { filters, psiValue };
}

/** The value a PSI value states for a filter, if any (the refine screen ignores suitability). */
function optionsOfMeasured(record: PsiRecord, filterId: number): number[] {
  const own = record.values.get(filterId);
  return own === undefined ? [] : [own];
}
