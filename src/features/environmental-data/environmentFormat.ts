/**
 * Texts, constants and small pure helpers of the environmental-data tool (spec 001 §2.2, §9).
 */
import { paths } from '@/config/paths';
import { frenchNumberFormat } from '@/lib/frenchNumbers';
import type { EnvironmentDataType, EnvironmentResult, Fdes } from '@/api/environmentTypes';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import type { EnvironmentalResultView } from './environmentalDataSlice';

export const SYSTEM_QUESTION = 'Quel est votre système constructif ?';

/** The answers of the first question: label shown, value sent by the server, data type. */
export const SYSTEM_CHOICES: ReadonlyArray<{
  label: string;
  value: string;
  dataType: EnvironmentDataType;
}> = [
  { label: 'Poutrelles', value: 'Plancher poutrelles hourdis', dataType: 'pou' },
  { label: 'Prédalles', value: 'Prédalles et thermoprédalles', dataType: 'pre' },
  { label: 'Prémur', value: 'Prémur', dataType: 'mur' },
];

/** The help texts under a question, by the filter's name (spec §2.2). */
export const FILTER_HINTS: Readonly<Record<string, string>> = {
  'Montage prémur': 'épaisseur peau 1 + noyau + épaisseur peau 2 en cm',
  'Montage prédalles': 'épaisseur prédalle + table de compression en cm',
};

export const LOADING_QUESTIONS = 'Chargement des questions…';
export const LOADING_SEARCH = 'Recherche des données environnementales…';
export const LOADING_RESULT = 'Chargement du résultat';
export const FILTERS_FAILURE = "Les questions n'ont pas pu être chargées.";
export const SEARCH_FAILURE = "Les données environnementales n'ont pas pu être obtenues.";
export const RESULT_FAILURE = "Ce résultat n'a pas pu être chargé.";
export const NOT_ENVIRONMENTAL = 'Ce résultat ne contient pas de données environnementales.';
export const SEE_FDES_LABEL = 'Voir la fiche(s)';

/** The data type that an answer of the first question selects, from its value (or label). */
export function dataTypeOfSystemValue(
  value: { value: string; dataType?: unknown } | undefined,
): EnvironmentDataType | null {
  if (!value) return null;
  const known = SYSTEM_CHOICES.find(
    (choice) => choice.value === value.value || choice.label === value.value,
  );
  if (known) return known.dataType;
  return value.dataType === 'pou' || value.dataType === 'pre' || value.dataType === 'mur'
    ? value.dataType
    : null;
}

/** The short label of a system answer ('Poutrelles'), else the answer itself. */
export function systemLabelOf(value: string): string {
  return SYSTEM_CHOICES.find((choice) => choice.value === value)?.label ?? value;
}

/** The hint of a question: the server's, else the specification's by filter name. */
export function hintOf(filter: { name: string; hint?: string | null }): string | null {
  return filter.hint || FILTER_HINTS[filter.name] || null;
}

/** Progress of the questionnaire: (step + 1) / (number of filters + 1), between 0 and 1. */
export function progressOf(step: number, filterCount: number): number {
  if (filterCount < 0) return 0;
  return Math.min(1, Math.max(0, (step + 1) / (filterCount + 1)));
}

/** The search runs when every filter is answered or when one or fewer products remain. */
export function shouldSearch(remainingFilters: number, nbResults: number): boolean {
  return remainingFilters === 0 || nbResults <= 1;
}

const quantity = () => frenchNumberFormat({ maximumFractionDigits: 2 });

/** '74,5 L/m²': French decimal comma, at most 2 decimals, then the unit; '--' when unknown. */
export function formatQuantity(value: number | null | undefined, unit: string | null): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '--';
  return unit ? `${quantity().format(value)} ${unit}` : quantity().format(value);
}

export interface SummaryLine {
  label: string;
  value: string;
}

/**
 * The result summary: litrage béton, ratio kilotage armatures (pre-slabs only), litrage béton
 * supplémentaire and ratio kilotage, each with its unit.
 */
export function summaryLines(result: EnvironmentResult): SummaryLine[] {
  const lines: SummaryLine[] = [
    {
      label: 'Litrage béton',
      value: formatQuantity(result.litrageBeton, result.uniteLitrageBeton),
    },
  ];
  if (result.dataType === 'pre' || result.ratioKilotageArmatures !== null) {
    lines.push({
      label: 'Ratio kilotage armatures',
      value: formatQuantity(result.ratioKilotageArmatures, result.uniteRatioKilotageArmatures),
    });
  }
  lines.push(
    {
      label: 'Litrage béton supplémentaire',
      value: formatQuantity(
        result.litrageBetonSupplementaire,
        result.uniteLitrageBetonSupplementaire,
      ),
    },
    {
      label: 'Ratio kilotage',
      value: formatQuantity(result.ratioKilotage, result.uniteRatioKilotage),
    },
  );
  return lines;
}

/** '1 fiche FDES correspond à votre système', '4 fiches FDES correspondent à votre système'. */
export function fdesCountText(count: number): string {
  return count > 1
    ? `${count} fiches FDES correspondent à votre système`
    : `${count} fiche FDES correspond à votre système`;
}

/** Public base of the French environmental database (INIES). */
export const INIES_BASE_URL = 'https://www.base-inies.fr/iniesV4/dist/consultation.html';

/**
 * The INIES page of an FDES sheet, built from its number (**project-defined** format: the
 * database's consultation page searched by the sheet's registration number).
 */
export function fdesUrl(fdes: Pick<Fdes, 'number'>): string {
  return `${INIES_BASE_URL}?search=${encodeURIComponent(fdes.number.trim())}`;
}

/** The product name as the result route writes it: spaces replaced by underscores, URL-encoded. */
export { encodeResultName } from '@/config/paths';

/** '#/{historyId}/{name}' of a result. */
export function resultHashPath(historyId: number, name: string): string {
  return paths.environmental.result.hashPath(historyId, name || String(historyId));
}

/**
 * The result view of an environmental history, or null for a thermal one; the FDES sheets given
 * (those of the answer that brought the history) are preferred to the history's own.
 */
export function resultViewOfHistory(
  history: ThermalHistory,
  fdes?: Fdes[] | null,
): EnvironmentalResultView | null {
  const result = history.envPoutrelle ?? history.envPredalle ?? history.envMur;
  if (!result) return null;
  const dataType = history.dataType === 'rup' ? result.dataType : history.dataType;
  return {
    historyId: history.id,
    dataType,
    result,
    fdes: fdes && fdes.length > 0 ? fdes : (history.fdes ?? []),
    criteria: (history.filterValues ?? []).map((value) => ({
      filter: value.filter,
      value: value.value,
    })),
  };
}
