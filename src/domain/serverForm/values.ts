/**
 * The values of server-defined forms (spec 002 §3, §4.1, §4.2, §5.1, §5.2): how a value is held,
 * the starting values, the checkbox's disabled value ('Aucun'), the reset of the fields a change
 * hides, and the values sent. Shared by the app and the mock backend. Pure TypeScript.
 */
import type { Comparator, FieldDefinition, FieldValue } from '@/api/formDefinitionTypes';
import { asList, isFieldShown, type FormValues } from './conditions';
import { isSentAsTyped, kindOf } from './fieldKinds';

/** Every field, each followed by its children, in the order of the form. */
export function flattenFields(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields.flatMap((field) => [field, ...flattenFields(field.children ?? [])]);
}

export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** How the form holds a value: booleans as 'true'/'false', checkboxes as lists of strings. */
export function held(field: FieldDefinition, value: FieldValue | undefined): FieldValue {
  if (kindOf(field) === 'choices') {
    if (isBlank(value)) return [];
    return Array.isArray(value) ? value.map(String) : [String(value)];
  }
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return value;
}

/** The value a hidden field takes: its disabled value ([disabledValue] for a checkbox). */
export function hiddenValueOf(field: FieldDefinition): FieldValue {
  return held(field, field.disabledValue);
}

/** The starting value of a field: forced > prefilled (value) > default > disabled > '' ([]). */
export function initialValueOf(field: FieldDefinition): FieldValue {
  const first = [field.forcedValue, field.value, field.defaultValue, field.disabledValue].find(
    (value) => !isBlank(value),
  );
  return held(field, first);
}

/** The starting values of the fields, children included. */
export function initialValuesOf(fields: FieldDefinition[]): FormValues {
  return Object.fromEntries(
    flattenFields(fields).map((field) => [field.name, initialValueOf(field)]),
  );
}

function sameValue(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((value, index) => value === b[index]);
  return a === b;
}

/**
 * A checkbox list after a change: ticking the disabled value ('Aucun'…) clears the others; ticking
 * any other choice removes the disabled value.
 */
export function checkboxValueAfter(
  field: FieldDefinition,
  previous: FieldValue | undefined,
  next: string[],
): string[] {
  if (isBlank(field.disabledValue)) return next;
  const disabled = String(field.disabledValue);
  const before = asList(previous);
  const added = next.filter((value) => !before.includes(value));
  if (added.includes(disabled)) return [disabled];
  return next.length > 1 ? next.filter((value) => value !== disabled) : next;
}

/** The names of the fields hidden for these values (children of a hidden field included). */
function hiddenNames(
  fields: FieldDefinition[],
  values: FormValues,
  comparators: readonly Comparator[],
): Set<string> {
  const hidden = new Set<string>();
  const visit = (field: FieldDefinition, parentHidden: boolean) => {
    const isHidden = parentHidden || !isFieldShown(field, values, comparators);
    if (isHidden) hidden.add(field.name);
    for (const child of field.children ?? []) visit(child, isHidden);
  };
  for (const field of fields) visit(field, false);
  return hidden;
}

/**
 * The values after the user set `name` to `value`: the checkbox rule applies, then every field
 * that became hidden is reset to its disabled value ([disabledValue] for a checkbox), in cascade;
 * a shown field with a forced value keeps it.
 */
export function applyFieldChange(
  fields: FieldDefinition[],
  values: FormValues,
  name: string,
  value: FieldValue,
  comparators: readonly Comparator[],
): FormValues {
  const all = flattenFields(fields);
  const field = all.find((candidate) => candidate.name === name);
  let nextValue = value;
  if (field && kindOf(field) === 'choices') {
    nextValue = checkboxValueAfter(field, values[name], asList(value));
  } else if (typeof value === 'boolean') {
    nextValue = value ? 'true' : 'false';
  }
  const next: FormValues = { ...values, [name]: nextValue };

  const hiddenBefore = hiddenNames(fields, values, comparators);
  // Resetting a field may hide others: repeat until nothing changes (bounded by the field count).
  for (let round = 0; round <= all.length; round += 1) {
    const hiddenNow = hiddenNames(fields, next, comparators);
    let changed = false;
    for (const candidate of all) {
      if (!hiddenNow.has(candidate.name) || hiddenBefore.has(candidate.name)) continue;
      const reset = hiddenValueOf(candidate);
      if (!sameValue(next[candidate.name], reset)) {
        next[candidate.name] = reset;
        changed = true;
      }
    }
    if (!changed) break;
  }

  const hidden = hiddenNames(fields, next, comparators);
  for (const candidate of all) {
    if (!hidden.has(candidate.name) && !isBlank(candidate.forcedValue))
      next[candidate.name] = held(candidate, candidate.forcedValue);
  }
  return next;
}

function toBooleanIfFlag(value: unknown): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/**
 * The values to send: choices held as 'true'/'false' become booleans; hidden fields are sent at
 * their disabled value, as held. What the user typed in a text field is sent as typed.
 */
export function toSubmitValues(
  fields: FieldDefinition[],
  values: FormValues,
): Record<string, unknown> {
  const types = new Map(flattenFields(fields).map((field) => [field.name, field.type]));
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const type = types.get(name);
      return [name, type && isSentAsTyped(type) ? value : toBooleanIfFlag(value)];
    }),
  );
}
