/**
 * The conditional filters of the refine ('Configurateur') screen (spec 001 §2.1), by the column of
 * the manufacturer's import sheet: columns 13 and 14 appear only when a chosen value mentions a
 * sanitary-void floor ('vide sanitaire') or a high floor over a basement ('haut de sous-sol');
 * column 16 only when an intermediate floor was chosen and the rupteur is the thermo-pre-slab
 * (uuid '1'). The screen applies them as the answers change; the server leaves such filters out
 * too. Pure rules, no React.
 */
export const LOW_FLOOR_COLUMNS: readonly number[] = [13, 14];
export const THERMO_PRE_SLAB_COLUMN = 16;
export const THERMO_PRE_SLAB_UUID = '1';
/** Every column that a condition hides. */
export const CONDITIONAL_COLUMNS: readonly number[] = [
  ...LOW_FLOOR_COLUMNS,
  THERMO_PRE_SLAB_COLUMN,
];

/** Lower case, without accents: 'Plancher intermédiaire' → 'plancher intermediaire'. */
function normalized(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function mentionsLowFloor(text: string): boolean {
  const plain = normalized(text);
  return plain.includes('vide sanitaire') || plain.includes('haut de sous-sol');
}

export function mentionsIntermediateFloor(text: string): boolean {
  return normalized(text).includes('intermediaire');
}

/** What the conditions read: the texts of every chosen value, and the result's rupteur. */
export interface RefineContext {
  /** The questionnaire's answers and the refine screen's choices, as their values read. */
  chosenTexts: string[];
  /** The uuid of the result's rupteur; null when there is none. */
  rupteurUuid: string | null;
}

/** Whether a refine filter of this import column is shown for the chosen values and rupteur. */
export function isRefineFilterShown(
  importColumn: number,
  context: { chosenTexts: readonly string[]; rupteurUuid: string | null },
): boolean {
  if (LOW_FLOOR_COLUMNS.includes(importColumn)) return context.chosenTexts.some(mentionsLowFloor);
  if (importColumn === THERMO_PRE_SLAB_COLUMN)
    return (
      context.rupteurUuid === THERMO_PRE_SLAB_UUID &&
      context.chosenTexts.some(mentionsIntermediateFloor)
    );
  return true;
}

/** The conditions' context of a result: its questionnaire answers and its rupteur. */
export function refineContextOf(history: {
  filterValues: readonly { value: string }[];
  rupteur: { uuid: string } | null;
}): RefineContext {
  return {
    chosenTexts: history.filterValues.map((value) => value.value),
    rupteurUuid: history.rupteur?.uuid ?? null,
  };
}

/** A filter as the conditions read it: its column and its values. */
interface ConditionalFilter {
  id: number;
  importColumn: number;
  filterValues: readonly { id: number; value: string }[];
}

/**
 * The refine filters shown for the result's answers and the screen's choices (filter id to value
 * id). The choices of conditional filters do not count towards the conditions.
 */
export function visibleRefineFilters<F extends ConditionalFilter>(
  filters: readonly F[],
  choices: Readonly<Record<string, number>>,
  context: RefineContext,
): F[] {
  const chosenTexts = [
    ...context.chosenTexts,
    ...filters
      .filter((filter) => !CONDITIONAL_COLUMNS.includes(filter.importColumn))
      .flatMap((filter) =>
        filter.filterValues
          .filter((value) => value.id === choices[String(filter.id)])
          .map((value) => value.value),
      ),
  ];
  const shown = { chosenTexts, rupteurUuid: context.rupteurUuid };
  return filters.filter((filter) => isRefineFilterShown(filter.importColumn, shown));
}
