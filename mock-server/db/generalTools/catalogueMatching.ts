/**
 * Which PSI values of the thermal-break catalogue match answers: a PSI value offers, for each
 * filter, its own value or, for a questionnaire filter, the values its rupteur suits. Values of one
 * filter combine with OR, filters with AND.
 */
import type { PsiValue, Rupteur } from '../../../src/api/catalogueTypes';
import { catalogueTables, copyPsiValue, isQuestionnaireFilter, toRupteur } from './catalogue';
import type { PsiRecord } from './catalogueSeed';

/** Filter id to the accepted value ids (one for the questionnaire, several in the library). */
export type Choices = Map<number, ReadonlySet<number>>;

/** The values a PSI value offers for a filter: its own, or what its rupteur suits. */
export function optionsOf(record: PsiRecord, filterId: number): Iterable<number> {
  const own = record.values.get(filterId);
  if (own !== undefined) return [own];
  if (!isQuestionnaireFilter(filterId)) return [];
  return catalogueTables().rupteurs.get(record.rupteurId)?.suitable.get(filterId) ?? [];
}

export function acceptsChoice(
  record: PsiRecord,
  filterId: number,
  accepted: ReadonlySet<number>,
): boolean {
  const own = record.values.get(filterId);
  if (own !== undefined) return accepted.has(own);
  if (!isQuestionnaireFilter(filterId)) return false;
  const suitable = catalogueTables().rupteurs.get(record.rupteurId)?.suitable.get(filterId);
  if (!suitable) return false;
  for (const valueId of accepted) if (suitable.has(valueId)) return true;
  return false;
}

export function matchesChoices(record: PsiRecord, choices: Choices, except?: number): boolean {
  for (const [filterId, accepted] of choices) {
    if (filterId === except || accepted.size === 0) continue;
    if (!acceptsChoice(record, filterId, accepted)) return false;
  }
  return true;
}

/** Groups value ids by filter; unknown ids are kept under filter 0, which nothing matches. */
function choicesOf(valueIds: readonly number[]): Choices {
  const { values } = catalogueTables();
  const choices = new Map<number, Set<number>>();
  for (const id of valueIds) {
    const filterId = values.get(id)?.filterId ?? 0;
    const set = choices.get(filterId) ?? new Set<number>();
    set.add(id);
    choices.set(filterId, set);
  }
  return choices;
}

export function rowsMatching(
  valueIds: readonly number[],
  rows?: readonly PsiRecord[],
): PsiRecord[] {
  const choices = choicesOf(valueIds);
  if (choices.has(0)) return [];
  // Two different values of one filter cannot both hold for a single PSI value.
  for (const accepted of choices.values()) if (accepted.size > 1) return [];
  return (rows ?? catalogueTables().psiValues).filter((record) => matchesChoices(record, choices));
}

function groupByRupteur(rows: readonly PsiRecord[]): Map<number, PsiRecord[]> {
  const groups = new Map<number, PsiRecord[]>();
  for (const record of rows) {
    const group = groups.get(record.rupteurId) ?? [];
    group.push(record);
    groups.set(record.rupteurId, group);
  }
  return groups;
}

/**
 * The rupteurs compatible with every given answer, each with its PSI values that match them.
 * Answers may be questionnaire or refine value ids; an unknown id, or two values of one filter,
 * match nothing.
 */
export function matchingRupteurs(
  answerValueIds: number[],
): { rupteur: Rupteur; psiValues: PsiValue[] }[] {
  const { rupteurs } = catalogueTables();
  return [...groupByRupteur(rowsMatching(answerValueIds))].map(([rupteurId, rows]) => ({
    rupteur: toRupteur(rupteurs.get(rupteurId)!),
    psiValues: rows.map((record) => copyPsiValue(record.psi)),
  }));
}
