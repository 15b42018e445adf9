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
 * catalogueData.ts, the generated tables in catalogueSeed.ts. Which PSI values match answers is
 * catalogueMatching.ts, the finder's questionnaire catalogueQuestionnaire.ts, the refine screen
 * refineConfiguration.ts; the PSI library is library.ts.
 */
import type {
  Filter,
  FilterValue,
  PsiValue,
  Rupteur,
  RupteurWithPsiValues,
} from '../../../src/api/catalogueTypes';
import { publicUrl } from '../../publicUrls';
import { registerDomainReset } from '../store';
import { MANUFACTURER_SITE, QUESTIONNAIRE_FILTERS, REFINE_FILTERS } from './catalogueData';
import {
  buildCatalogue,
  mediaUrl,
  scaleCatalogue,
  type CatalogueTables,
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
