/**
 * The PSI library of the general site (spec 001 §2.3, §3 "Library response"): every PSI value of
 * the catalogue, narrowed by filters where several values of one filter may be chosen. Values of
 * one filter combine with OR, filters with AND. Each filter lists the values that still lead to a
 * result given the choices of the other filters (and always its chosen ones).
 *
 * Also the key of the library's PDF report: the base64url of the choices (the PDF itself is made in
 * libraryReport.ts).
 */
import type {
  FilterChoices,
  LibraryDatas,
  LibraryResults,
  LibraryRupteur,
  MergedFilterValue,
  PsiValue,
  SelectedFilterValue,
} from '../../../src/api/catalogueTypes';
import { publicUrl } from '../../publicUrls';
import { F, QUESTIONNAIRE_FILTERS, REFINE_FILTERS } from './catalogueData';
import type { PsiRecord } from './catalogueSeed';
import { CatalogueError, catalogueTables, copyPsiValue, toFilter, toRupteur } from './catalogue';
import { acceptsChoice, optionsOf, type Choices } from './catalogueMatching';

export const LIBRARY_MESSAGES = {
  notAnObject: 'Les choix de filtres doivent être un objet associant un filtre à ses valeurs.',
  unknownFilter: (id: string) => `Filtre inconnu : ${id}.`,
  notAList: (filter: string) =>
    `Les choix du filtre « ${filter} » doivent être une liste d'identifiants.`,
  notAValueOf: (id: unknown, filter: string) =>
    `La valeur ${String(id)} n'appartient pas au filtre « ${filter} ».`,
  nothingChosen: 'Sélectionnez au moins une valeur de filtre pour éditer le rapport.',
  noResult: 'Aucune valeur de PSI ne correspond à vos critères : le rapport serait vide.',
  reportNotFound: 'Ce rapport est introuvable.',
  tooManyForReport: (count: number) =>
    `Votre recherche compte ${count} valeurs de PSI : affinez vos critères (${MAX_REPORT_PSI_VALUES} valeurs au plus) pour éditer le rapport.`,
} as const;

/** The most PSI values a report lists (a longer one would not be read, and takes seconds to make). */
export const MAX_REPORT_PSI_VALUES = 250;

/** Why a search cannot make a report, or undefined when it can. */
export function reportRefusal(choices: Choices): string | undefined {
  if (choices.size === 0) return LIBRARY_MESSAGES.nothingChosen;
  const count = searchLibrary(choices).rows.length;
  if (count === 0) return LIBRARY_MESSAGES.noResult;
  if (count > MAX_REPORT_PSI_VALUES) return LIBRARY_MESSAGES.tooManyForReport(count);
  return undefined;
}

/** The library's filters, in the order of the import sheet. */
const LIBRARY_FILTERS = [...QUESTIONNAIRE_FILTERS, ...REFINE_FILTERS];

/** The three levels of `results`: type of floor, floor system, junction. */
const RESULT_LEVELS = [F.floor, F.system, F.junction] as const;

// ---- Choices ------------------------------------------------------------------------------------

/**
 * Reads `filterChoices` (filter id to a list of value ids; an empty list chooses nothing).
 * Throws a CatalogueError for an unknown filter, a list that is not one, or a value of another
 * filter.
 */
export function parseFilterChoices(raw: unknown): Choices {
  if (raw === undefined || raw === null) return new Map();
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw new CatalogueError(LIBRARY_MESSAGES.notAnObject);
  const { filters, values } = catalogueTables();
  const choices: Choices = new Map();
  for (const [key, list] of Object.entries(raw as Record<string, unknown>)) {
    const filterId = /^\d+$/.test(key) ? Number(key) : NaN;
    const filter = filters.get(filterId);
    if (!filter) throw new CatalogueError(LIBRARY_MESSAGES.unknownFilter(key));
    if (!Array.isArray(list)) throw new CatalogueError(LIBRARY_MESSAGES.notAList(filter.name));
    const accepted = new Set<number>();
    for (const item of list) {
      const id = typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : item;
      if (typeof id !== 'number' || values.get(id)?.filterId !== filterId)
        throw new CatalogueError(LIBRARY_MESSAGES.notAValueOf(item, filter.name));
      accepted.add(id);
    }
    if (accepted.size > 0) choices.set(filterId, accepted);
  }
  return choices;
}

/** The choices as the JSON object of the contract, filters and values in ascending order. */
export function choicesToJson(choices: Choices): FilterChoices {
  return Object.fromEntries(
    [...choices]
      .sort(([a], [b]) => a - b)
      .map(([filterId, ids]) => [String(filterId), [...ids].sort((a, b) => a - b)]),
  );
}

function base64Of(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function textOfBase64(base64: string): string {
  const binary = atob(base64);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The hash of the results route: base64 of the JSON of the choices (spec §2.3). */
export function choicesHash(choices: Choices): string {
  return base64Of(JSON.stringify(choicesToJson(choices)));
}

/** The key of a report's download: base64url of the JSON of the choices, without padding. */
export function reportKeyOf(choices: Choices): string {
  return choicesHash(choices).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The choices of a report key, or undefined when it does not decode to valid choices. */
export function choicesOfReportKey(key: string): Choices | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(key)) return undefined;
  try {
    const base64 = key.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    return parseFilterChoices(JSON.parse(textOfBase64(padded)));
  } catch {
    return undefined;
  }
}

/** The report link, relative to the API (absolute on the standalone server: publicUrls.ts). */
export function reportLinkOf(choices: Choices): string {
  return publicUrl(`/api/filters/bibliotheque/rapport/${reportKeyOf(choices)}.pdf`);
}

// ---- Search -------------------------------------------------------------------------------------

export interface LibraryMatch {
  rows: PsiRecord[];
  /** Filter id to the values still possible with the other filters' choices. */
  possible: Map<number, Set<number>>;
}

/**
 * The PSI values matching the choices and, per filter, its possible values: those of the PSI
 * values that match every other filter's choices (one pass: a PSI value failing exactly one filter
 * still counts for that filter).
 */
export function searchLibrary(choices: Choices): LibraryMatch {
  const { psiValues } = catalogueTables();
  const possible = new Map<number, Set<number>>(
    LIBRARY_FILTERS.map((filter) => [filter.id, new Set<number>()]),
  );
  const rows: PsiRecord[] = [];
  const chosenFilters = [...choices.keys()];
  for (const record of psiValues) {
    const failing: number[] = [];
    for (const filterId of chosenFilters) {
      if (!acceptsChoice(record, filterId, choices.get(filterId)!)) {
        failing.push(filterId);
        if (failing.length > 1) break;
      }
    }
    if (failing.length > 1) continue;
    if (failing.length === 0) rows.push(record);
    const targets = failing.length === 1 ? failing : LIBRARY_FILTERS.map((filter) => filter.id);
    for (const filterId of targets)
      for (const valueId of optionsOf(record, filterId)) possible.get(filterId)!.add(valueId);
  }
  return { rows, possible };
}

/** The characteristics of a PSI value as the library lists them (spec §3 "Selected filter value"). */
export function characteristicsOf(record: PsiRecord): SelectedFilterValue[] {
  const { filters, values } = catalogueTables();
  return LIBRARY_FILTERS.flatMap((definition) => {
    const valueId = record.values.get(definition.id);
    if (valueId === undefined) return [];
    const filter = filters.get(definition.id)!;
    return [
      {
        filter: filter.column,
        value: values.get(valueId)!.value,
        filter_name: filter.name,
        filter_section: 'psi',
        filter_id: filter.id,
        psi_value_id: record.psi.id,
        value_id: valueId,
      },
    ];
  });
}

export interface LibraryOptions {
  lunchResearch: boolean;
  save: boolean;
}

/** The library response of `POST /api/filters/bibliotheque`. */
export function libraryResponse(choices: Choices, options: LibraryOptions): LibraryDatas {
  const { rupteurs, values } = catalogueTables();
  const { rows, possible } = searchLibrary(choices);
  const selected = new Set([...choices.values()].flatMap((ids) => [...ids]));
  const filters = LIBRARY_FILTERS.map((definition) => {
    const ids = new Set([...possible.get(definition.id)!, ...(choices.get(definition.id) ?? [])]);
    return toFilter(definition.id, ids, selected);
  });
  const mergedFilters: MergedFilterValue[] = filters.flatMap((filter) =>
    filter.filterValues
      .filter((value) => value.selected)
      .map((value) => ({ ...value, filter_id: filter.id })),
  );
  const nothingChosen = choices.size === 0;
  const datas: LibraryDatas = {
    filters,
    results: {},
    rupteurs: [],
    nbResults: nothingChosen ? 'all' : rows.length,
    mergedFilters,
    psiValuesFiltersValues: {},
  };
  if (options.save) datas.hash = choicesHash(choices);
  if (!options.lunchResearch || nothingChosen) return datas;

  const results: LibraryResults = {};
  const byRupteur = new Map<number, PsiValue[]>();
  for (const record of rows) {
    const [floor, system, junction] = RESULT_LEVELS.map(
      (filterId) => values.get(record.values.get(filterId)!)!.value,
    ) as [string, string, string];
    const psi = copyPsiValue(record.psi);
    const level1 = (results[floor] ??= {});
    const level2 = (level1[system] ??= {});
    const level3 = (level2[junction] ??= {});
    (level3[String(record.rupteurId)] ??= []).push(psi);
    const own = byRupteur.get(record.rupteurId) ?? [];
    own.push(psi);
    byRupteur.set(record.rupteurId, own);
    datas.psiValuesFiltersValues[String(record.psi.id)] = characteristicsOf(record);
  }
  datas.results = results;
  datas.rupteurs = [...byRupteur].map(([rupteurId, psiValuesAsArray]): LibraryRupteur => {
    const rupteur = toRupteur(rupteurs.get(rupteurId)!);
    return { id: rupteur.id, name: rupteur.name, image: rupteur.image, psiValuesAsArray };
  });
  return datas;
}
