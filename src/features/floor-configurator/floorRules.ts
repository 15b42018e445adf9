/**
 * Rules of the floor configurator that do not depend on the screen (spec 002 §4.1, §5.1, §9):
 * choice attributes (available load cases and Up values, loads of a load case), the continuity
 * check's trigger, and the fields of the steps.
 */
import type { FieldDefinition, FieldValue, FormStep } from '@/api/formDefinitionTypes';
import { flattenFields } from '@/domain/serverForm';

export type FloorValues = Record<string, FieldValue>;

/** The delays of spec 002 §9, shared with the carbon simulator. */
export {
  FORM_LOAD_DELAY_MS,
  HISTORY_LOAD_DELAY_MS,
  STEP2_UPDATE_DELAY_MS,
} from '@/lib/sagas/serverForm';

/** The label of the fixed third step (spec 002 §2.1). */
export const RESULTS_STEP_TITLE = 'Résultats';

export const NO_VALUE_AVAILABLE = 'Aucune valeur disponible.';
export const FILL_FIELDS_ABOVE = 'Veuillez remplir les champs ci-dessus.';

export const UP_FIELD = 'up';
export const LOAD_CASE_FIELD = 'loadCase';
export const CONTINUITY_FIELDS = ['continuityWidth', 'continuityLength'] as const;
/** The joist-infill field, narrowed by POST /api/configurator/entrevous/?as-field=1. */
export const ENTREVOUS_FIELD = 'entrevous';

/** Every field of the steps, children included, in order; the choices of a field. */
export { choicesOf, flattenFields } from '@/domain/serverForm';

export function allStepFields(steps: readonly FormStep[]): FieldDefinition[] {
  return steps.flatMap((step) => step.fields);
}

/** The step (1-based) holding a field, children included; undefined when none does. */
export function stepOfField(steps: readonly FormStep[], name: string): number | undefined {
  const index = steps.findIndex((step) =>
    flattenFields(step.fields).some((field) => field.name === name),
  );
  return index < 0 ? undefined : index + 1;
}

export interface Availability {
  /** null: no choice with that attribute is made yet (the condition is unmet). */
  loadCases: string[] | null;
  ups: string[] | null;
}

/**
 * The load cases and Up values that the chosen values allow: the `available-load-cases` and
 * `available-ups` of the choice attributes of the current values (spec 002 §4.1).
 */
export function availabilityOf(
  fields: readonly FieldDefinition[],
  values: FloorValues,
): Availability {
  let loadCases: string[] | null = null;
  let ups: string[] | null = null;
  for (const field of flattenFields(fields)) {
    const value = values[field.name];
    if (!field.choiceAttributes || typeof value !== 'string' || value === '') continue;
    const attributes = field.choiceAttributes[value];
    if (!attributes) continue;
    if (attributes['available-load-cases']) loadCases = [...attributes['available-load-cases']];
    if (attributes['available-ups']) ups = [...attributes['available-ups']];
  }
  return { loadCases, ups };
}

/** Whether any field declares the given availability attribute (else the field is not restricted). */
function declares(
  fields: readonly FieldDefinition[],
  key: 'available-load-cases' | 'available-ups',
) {
  return flattenFields(fields).some((field) =>
    Object.values(field.choiceAttributes ?? {}).some((attributes) => key in attributes),
  );
}

/**
 * After a change: a load case sets gLoad and qLoad from its choice attributes; a choice that
 * narrows the load cases or Up values clears a load case or an Up that is no longer offered.
 */
export function applyChoiceAttributes(
  fields: readonly FieldDefinition[],
  values: FloorValues,
  name: string,
): FloorValues {
  const flat = flattenFields(fields);
  const changed = flat.find((field) => field.name === name);
  if (!changed?.choiceAttributes) return values;
  const next = { ...values };
  const attributes = changed.choiceAttributes[String(values[name] ?? '')];
  if (attributes?.gLoad !== undefined && flat.some((field) => field.name === 'gLoad')) {
    next.gLoad = String(attributes.gLoad);
  }
  if (attributes?.qLoad !== undefined && flat.some((field) => field.name === 'qLoad')) {
    next.qLoad = String(attributes.qLoad);
  }
  const { loadCases, ups } = availabilityOf(fields, next);
  const loadCase = next[LOAD_CASE_FIELD];
  if (
    declares(fields, 'available-load-cases') &&
    typeof loadCase === 'string' &&
    loadCase !== '' &&
    !(loadCases ?? []).includes(loadCase)
  ) {
    next[LOAD_CASE_FIELD] = '';
  }
  const up = next[UP_FIELD];
  if (
    declares(fields, 'available-ups') &&
    typeof up === 'string' &&
    up !== '' &&
    !(ups ?? []).includes(up)
  ) {
    next[UP_FIELD] = '';
  }
  return next;
}

/** The restricted version of a field: only the allowed choices (grouped or not) remain. */
export function restrictChoices(
  field: FieldDefinition,
  allowed: readonly string[],
): FieldDefinition {
  const keep = (choices: Record<string, string>) =>
    Object.fromEntries(Object.entries(choices).filter(([, value]) => allowed.includes(value)));
  const groupedChoices = field.groupedChoices
    ? Object.fromEntries(
        Object.entries(field.groupedChoices)
          .map(([group, choices]) => [group, keep(choices)] as const)
          .filter(([, choices]) => Object.keys(choices).length > 0),
      )
    : undefined;
  return {
    ...field,
    ...(field.choices ? { choices: keep(field.choices) } : {}),
    ...(groupedChoices ? { groupedChoices } : {}),
  };
}

/** The continuity pair to check, once continuity is 'true' and both width and length are filled. */
export function continuityPair(values: FloorValues): { width: string; length: string } | null {
  if (String(values.continuity) !== 'true') return null;
  const width = String(values.continuityWidth ?? '').trim();
  const length = String(values.continuityLength ?? '').trim();
  return width !== '' && length !== '' ? { width, length } : null;
}

/** A server error object ({ field: message | [message] }) as field to message. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!error || typeof error !== 'object' || Array.isArray(error)) return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error as Record<string, unknown>)) {
    const text = Array.isArray(message) ? message[0] : message;
    if (typeof text === 'string' && text !== '') errors[field] = text;
  }
  return errors;
}
