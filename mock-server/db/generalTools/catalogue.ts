/**
 * The thermal-break catalogue of the general site (spec 001 §2.1, §3): the questionnaire engine of
 * the finder, the rupteurs and their PSI values, and the refine configuration ("Configurateur").
 *
 * Each PSI value is one line of the manufacturer's import sheet: a rupteur, the questionnaire
 * answers it is measured for (type of floor, floor system, junction, wall, insulation position) and
 * its refine values. The other questionnaire filters (building, floor thickness, fire resistance)
 * only say which rupteurs suit which sites. Answers of different filters combine with AND.
 *
 * The catalogue is read-only: the functions below return fresh copies. Definitions are in
 * catalogueData.ts, the generated tables in catalogueSeed.ts; the PSI library is library.ts.
 */
import type {
  Filter,
  FilterValue,
  PsiValue,
  Rupteur,
  RupteurWithPsiValues,
} from '../../../src/api/catalogueTypes';
import { isRefineFilterShown } from '../../../src/domain/refineConditions';
import { publicUrl } from '../../publicUrls';
import { registerDomainReset } from '../store';
import { MANUFACTURER_SITE, QUESTIONNAIRE_FILTERS, REFINE_FILTERS } from './catalogueData';
import {
  buildCatalogue,
  mediaUrl,
  scaleCatalogue,
  type CatalogueTables,
  type PsiRecord,
  type RupteurRecord,
} from './catalogueSeed';

export type { Filter, FilterValue, PsiValue, Rupteur, RupteurWithPsiValues };

/** A refusal of the catalogue, with its French message and the status to answer. */
export class CatalogueError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'CatalogueError';
  }
}

export const CATALOGUE_MESSAGES = {
  notAList: "Les réponses doivent être une liste d'identifiants.",
  unknownAnswer: (id: unknown) => `Réponse inconnue : ${String(id)}.`,
  notInQuestionnaire: (value: string) =>
    `La réponse « ${value} » ne fait pas partie du questionnaire.`,
  twoAnswers: (question: string) => `Une seule réponse est possible à la question « ${question} ».`,
  unknownDataType: 'Type de données inconnu : choisissez rup, pou, pre ou mur.',
  rupteurNotFound: 'Rupteur introuvable.',
  historyNotFound: 'Cette simulation est introuvable.',
  historyIdMissing: "L'identifiant de la simulation est manquant.",
  refineNotAList: "Les choix doivent être une liste d'identifiants.",
  unknownChoice: (id: unknown) => `Choix inconnu : ${String(id)}.`,
  choiceNotApplicable: (filter: string) =>
    `Le critère « ${filter} » ne s'applique pas à ce résultat.`,
  twoChoices: (filter: string) => `Un seul choix est possible pour le critère « ${filter} ».`,
  noPsiValue: 'Aucune valeur de PSI ne correspond à cette combinaison de critères.',
  historyOutOfCatalogue: 'Les critères de cet historique ne correspondent plus au catalogue.',
} as const;

// ---- The tables ---------------------------------------------------------------------------------

let seed: CatalogueTables | undefined;
let tables: CatalogueTables | undefined;

/** The tables, built on first use (about 30 ms). */
export function catalogueTables(): CatalogueTables {
  seed ??= buildCatalogue();
  tables ??= seed;
  return tables;
}

/**
 * Serves the catalogue with `factor` times its PSI values (the provider state of the library at
 * scale, docs/api/scale.md) until the next reset; 1 puts back the seed.
 */
export function setCatalogueScale(factor: number): void {
  seed ??= buildCatalogue();
  tables = factor === 1 ? seed : scaleCatalogue(seed, factor);
}

// Nothing writes to the catalogue; resetting puts back the seed tables all the same.
registerDomainReset(() => {
  tables = seed;
});

const QUESTIONNAIRE_IDS = new Set(QUESTIONNAIRE_FILTERS.map((filter) => filter.id));

export function isQuestionnaireFilter(filterId: number): boolean {
  return QUESTIONNAIRE_IDS.has(filterId);
}

// ---- Shapes of the answers ----------------------------------------------------------------------

function toFilterValue(valueId: number, selected = false): FilterValue {
  const { values, filters } = catalogueTables();
  const value = values.get(valueId)!;
  return {
    id: value.id,
    value: value.value,
    filter_name: filters.get(value.filterId)!.name,
    filter_section: 'psi',
    selected,
  };
}

/** A filter with the given values (in the definition's order), the chosen ones `selected`. */
export function toFilter(
  filterId: number,
  valueIds?: Iterable<number>,
  selected: ReadonlySet<number> = new Set(),
): Filter {
  const definition = catalogueTables().filters.get(filterId)!;
  const all = definition.values.map((_, index) => filterId * 10 + index + 1);
  const kept = valueIds === undefined ? new Set(all) : new Set(valueIds);
  return {
    id: definition.id,
    name: definition.name,
    question: definition.question,
    filter_section: 'psi',
    filter_column: definition.column,
    importColumn: definition.importColumn,
    bg_image: definition.background ? { url: publicUrl(mediaUrl(definition.background)) } : null,
    filterValues: all.filter((id) => kept.has(id)).map((id) => toFilterValue(id, selected.has(id))),
  };
}

/** A PSI value as the answers give it: its picture's address is built here, not stored. */
export function copyPsiValue(psi: PsiValue): PsiValue {
  return { ...psi, image: psi.image ? { ...psi.image, url: publicUrl(psi.image.url) } : null };
}

export function toRupteur(record: RupteurRecord): Rupteur {
  return {
    id: record.id,
    uuid: record.uuid,
    name: record.name,
    visual: record.visual,
    image: {
      url: publicUrl(mediaUrl(record.visual)),
      urlThumb: publicUrl(`${mediaUrl(record.visual)}?format=thumb`),
    },
    urlProduct: `${MANUFACTURER_SITE}/produits/${record.slug}`,
    certification1: record.certification1,
    certification2: record.certification2,
  };
}

// ---- Lookups ------------------------------------------------------------------------------------

/** A filter of the catalogue (questionnaire or refine) with all its values. */
export function filterById(id: number): Filter | undefined {
  return catalogueTables().filters.has(id) ? toFilter(id) : undefined;
}

export function filterValueById(id: number): FilterValue | undefined {
  return catalogueTables().values.has(id) ? toFilterValue(id) : undefined;
}

/** The filter id of a value id of the catalogue. */
export function filterIdOfValue(valueId: number): number | undefined {
  return catalogueTables().values.get(valueId)?.filterId;
}

/** The questionnaire filters of a data type ('rup'), in the order they are asked, all values. */
export function filtersOfDataType(dataType: string): Filter[] {
  return dataType === 'rup' ? QUESTIONNAIRE_FILTERS.map((filter) => toFilter(filter.id)) : [];
}

/** The refine filters of the "Configurateur", all values. */
export function refineFilters(): Filter[] {
  return REFINE_FILTERS.map((filter) => toFilter(filter.id));
}

export function rupteurById(id: number): Rupteur | undefined {
  const record = catalogueTables().rupteurs.get(id);
  return record ? toRupteur(record) : undefined;
}

export function allRupteurs(): Rupteur[] {
  return [...catalogueTables().rupteurs.values()].map(toRupteur);
}

export function psiValueById(id: number): PsiValue | undefined {
  const record = catalogueTables().psiById.get(id);
  return record ? copyPsiValue(record.psi) : undefined;
}

/** The rupteur a PSI value belongs to. */
export function rupteurIdOfPsiValue(psiValueId: number): number | undefined {
  return catalogueTables().psiById.get(psiValueId)?.rupteurId;
}

/** Every PSI value of a rupteur, in id order. */
export function psiValuesOfRupteur(rupteurId: number): PsiValue[] {
  return (catalogueTables().psiByRupteur.get(rupteurId) ?? []).map((record) =>
    copyPsiValue(record.psi),
  );
}

/** A rupteur with all its PSI values (`POST /api/rupteur/{id}`). */
export function rupteurWithPsiValues(id: number): RupteurWithPsiValues | undefined {
  const rupteur = rupteurById(id);
  return rupteur ? { ...rupteur, psiValues: psiValuesOfRupteur(id) } : undefined;
}

/** The characteristics of a PSI value (filter id to value id): measured answers and refine values. */
export function psiValueCharacteristics(psiValueId: number): Map<number, number> | undefined {
  const record = catalogueTables().psiById.get(psiValueId);
  return record ? new Map(record.values) : undefined;
}

/** The French question (the filter's name) and answer of each known value id, in the given order. */
export function describeAnswers(answerValueIds: number[]): { question: string; answer: string }[] {
  const { values, filters } = catalogueTables();
  return answerValueIds.flatMap((id) => {
    const value = values.get(id);
    return value ? [{ question: filters.get(value.filterId)!.name, answer: value.value }] : [];
  });
}

// ---- Matching -----------------------------------------------------------------------------------

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

function rowsMatching(valueIds: readonly number[], rows?: readonly PsiRecord[]): PsiRecord[] {
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

// ---- The questionnaire (POST /api/filters, dataType 'rup') ---------------------------------------

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
 * Checks questionnaire answers: known values of the questionnaire, one per question (a repeated
 * id counts once). Returns them without repeats; throws a CatalogueError otherwise.
 */
export function checkQuestionnaireAnswers(answerValueIds: readonly number[]): number[] {
  const { values, filters } = catalogueTables();
  const byFilter = new Map<number, number>();
  for (const id of answerValueIds) {
    const value = values.get(id);
    if (!value) throw new CatalogueError(CATALOGUE_MESSAGES.unknownAnswer(id));
    if (!isQuestionnaireFilter(value.filterId))
      throw new CatalogueError(CATALOGUE_MESSAGES.notInQuestionnaire(value.value));
    const previous = byFilter.get(value.filterId);
    if (previous !== undefined && previous !== id)
      throw new CatalogueError(CATALOGUE_MESSAGES.twoAnswers(filters.get(value.filterId)!.name));
    byFilter.set(value.filterId, id);
  }
  return [...new Set(answerValueIds)];
}

/**
 * Checks answers that may mix questionnaire and refine values (`POST /api/rupteur`): known values
 * of the catalogue, one per filter. Returns them without repeats; throws a CatalogueError otherwise.
 */
export function checkCatalogueValues(valueIds: readonly number[]): number[] {
  const { values, filters } = catalogueTables();
  const byFilter = new Map<number, number>();
  for (const id of valueIds) {
    const value = values.get(id);
    if (!value) throw new CatalogueError(CATALOGUE_MESSAGES.unknownAnswer(id));
    const previous = byFilter.get(value.filterId);
    if (previous !== undefined && previous !== id)
      throw new CatalogueError(CATALOGUE_MESSAGES.twoAnswers(filters.get(value.filterId)!.name));
    byFilter.set(value.filterId, id);
  }
  return [...new Set(valueIds)];
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

// ---- The refine configuration (POST /api/filters/configuration) ----------------------------------

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
