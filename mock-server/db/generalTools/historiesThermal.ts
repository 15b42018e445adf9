/**
 * The thermal-break side of the histories: checking a questionnaire's answers against the
 * catalogue, choosing the rupteur and the PSI value they lead to, and refining them with the
 * answers of the refine screen (Configurateur). The catalogue itself is catalogue.ts.
 */
import {
  CATALOGUE_MESSAGES,
  CatalogueError,
  filterById,
  filterIdOfValue,
  filtersOfDataType,
  rupteurIdOfPsiValue,
  type Filter,
  type PsiValue,
  type Rupteur,
} from './catalogue';
import { matchingRupteurs } from './catalogueMatching';
import { checkQuestionnaireAnswers, idList } from './catalogueQuestionnaire';
import { refineConfiguration } from './refineConfiguration';

export const THERMAL_MESSAGES = {
  noAnswer: 'Répondez au questionnaire avant de lancer la recherche.',
  noRupteur: 'Aucun rupteur ne correspond à ces critères.',
  incomplete: "Le questionnaire n'est pas terminé : répondez aux questions restantes.",
  noRefine: 'Choisissez au moins une caractéristique du chantier.',
  unknownRefineValue: (id: unknown) => `Choix inconnu : ${String(id)}.`,
  noPsiValue: 'Aucune valeur de PSI ne correspond à ces caractéristiques du chantier.',
  refineIncomplete:
    'Précisez toutes les caractéristiques du chantier pour obtenir la valeur de PSI exacte.',
} as const;

export type ThermalOutcome =
  { ok: true; rupteurId: number; psiValueId: number | null } | { ok: false; message: string };

/** A numeric id from a body: numbers, and strings of digits. */
export function idOf(raw: unknown): number | undefined {
  if (typeof raw === 'number' && Number.isInteger(raw)) return raw;
  if (typeof raw === 'string' && /^\d+$/.test(raw)) return Number(raw);
  return undefined;
}

/** The filter (questionnaire or refine) of a value id of the catalogue. */
export function filterOfValue(valueId: number): Filter | undefined {
  const filterId = filterIdOfValue(valueId);
  return filterId === undefined ? undefined : filterById(filterId);
}

/** The PSI value of a list with the highest psiMoyen (the least favourable), nulls last. */
export function leastFavourable(psiValues: readonly PsiValue[]): PsiValue | undefined {
  return [...psiValues].sort(
    (a, b) => (b.psiMoyen ?? -Infinity) - (a.psiMoyen ?? -Infinity) || a.id - b.id,
  )[0];
}

/** The mean psiMoyen of a product's PSI values (Infinity when none is known). */
function meanPsi(psiValues: readonly PsiValue[]): number {
  const known = psiValues.flatMap((psi) => (psi.psiMoyen === null ? [] : [psi.psiMoyen]));
  return known.length ? known.reduce((sum, psi) => sum + psi) / known.length : Infinity;
}

/** The questionnaire's answers as value ids, or the French message of what is wrong. */
export function checkThermalAnswers(raw: readonly unknown[]): number[] | string {
  if (raw.length === 0) return THERMAL_MESSAGES.noAnswer;
  const ids = idList(raw);
  if (!ids) return CATALOGUE_MESSAGES.notAList;
  try {
    return checkQuestionnaireAnswers(ids);
  } catch (error) {
    if (error instanceof CatalogueError) return error.message;
    throw error;
  }
}

/**
 * Whether an unanswered questionnaire filter would still tell the matching rupteurs apart: then
 * the questionnaire is not over.
 */
function questionnaireGoesOn(answerIds: readonly number[], matches: number): boolean {
  const answered = new Set(answerIds);
  return filtersOfDataType('rup').some((filter) => {
    if (filter.filterValues.some((value) => answered.has(value.id))) return false;
    return filter.filterValues.some((value) => {
      const count = matchingRupteurs([...answerIds, value.id]).length;
      return count > 0 && count < matches;
    });
  });
}

/**
 * The rupteur and the PSI value of a finished questionnaire. When several rupteurs are left once
 * every question is answered, the one with the lowest mean PSI wins. The PSI value is the least
 * favourable of the product for these answers until the history is refined.
 */
export function resolveThermal(rawAnswers: readonly unknown[]): ThermalOutcome {
  const answers = checkThermalAnswers(rawAnswers);
  if (typeof answers === 'string') return { ok: false, message: answers };
  const matches = matchingRupteurs(answers);
  if (matches.length === 0) return { ok: false, message: THERMAL_MESSAGES.noRupteur };
  if (matches.length > 1 && questionnaireGoesOn(answers, matches.length))
    return { ok: false, message: THERMAL_MESSAGES.incomplete };
  const best = [...matches].sort(
    (a, b) => meanPsi(a.psiValues) - meanPsi(b.psiValues) || a.rupteur.id - b.rupteur.id,
  )[0]!;
  return {
    ok: true,
    rupteurId: best.rupteur.id,
    psiValueId: leastFavourable(best.psiValues)?.id ?? null,
  };
}

/** The rupteur and its PSI values for a history's answers (questionnaire and refine). */
export function thermalMatch(
  rupteurId: number,
  valueIds: readonly number[],
): { rupteur: Rupteur; psiValues: PsiValue[] } | undefined {
  return matchingRupteurs([...valueIds]).find((match) => match.rupteur.id === rupteurId);
}

/**
 * Walks the questionnaire with a seeded generator, as a visitor would: each step picks one of
 * the values that still lead to a product, until one rupteur is left or every question is
 * answered. Used by the seed.
 */
export function walkQuestionnaire(pick: <T>(items: readonly T[]) => T): number[] {
  const answers: number[] = [];
  for (const filter of filtersOfDataType('rup')) {
    if (matchingRupteurs(answers).length <= 1) break;
    const possible = filter.filterValues.filter(
      (value) => matchingRupteurs([...answers, value.id]).length > 0,
    );
    if (possible.length > 0) answers.push(pick(possible).id);
  }
  return answers;
}

export type RefineOutcome =
  | { ok: true; refineValueIds: number[]; rupteurId: number; psiValueId: number }
  | { ok: false; message: string; status: number };

/**
 * Applies the refine screen's answers to a thermal history, with the catalogue's refine
 * configuration (the same rules as `POST /api/filters/configuration`): the precise PSI value of
 * the history's rupteur for its answers and these characteristics. Refused when a value is
 * unknown, not shown for this result or a second value of one filter, when no PSI value matches,
 * or when a shown filter has no value yet (several PSI values left).
 */
export function refineThermal(
  history: { rupteurId: number | null; filterValueIds: readonly number[] },
  raw: readonly unknown[],
): RefineOutcome {
  if (raw.length === 0) return { ok: false, status: 400, message: THERMAL_MESSAGES.noRefine };
  const ids: number[] = [];
  for (const item of raw) {
    const id = idOf(item);
    if (id === undefined)
      return { ok: false, status: 400, message: THERMAL_MESSAGES.unknownRefineValue(item) };
    if (!ids.includes(id)) ids.push(id);
  }
  if (history.rupteurId === null)
    return { ok: false, status: 400, message: THERMAL_MESSAGES.noPsiValue };
  let psiValue: PsiValue | null;
  try {
    psiValue = refineConfiguration(history.rupteurId, history.filterValueIds, ids).psiValue;
  } catch (error) {
    if (error instanceof CatalogueError)
      return { ok: false, status: error.status, message: error.message };
    throw error;
  }
  if (!psiValue) return { ok: false, status: 400, message: THERMAL_MESSAGES.refineIncomplete };
  return {
    ok: true,
    refineValueIds: ids,
    rupteurId: rupteurIdOfPsiValue(psiValue.id) ?? history.rupteurId,
    psiValueId: psiValue.id,
  };
}
