/**
 * The rules of server-defined forms (spec 002 §3, §4.1, §4.2, §5.1, §5.2, §9), shared by the floor
 * configurator, the carbon simulator and the mock backend (one condition evaluator, so client and
 * server never disagree). Pure TypeScript: no React, no browser API.
 */
import type {
  Comparator,
  FieldCondition,
  FieldDefinition,
  FieldValue,
} from '@/api/formDefinitionTypes';

/** The values of a form, by field name. */
export type FormValues = Record<string, FieldValue>;

/** Answers as the server sees them: a field may have no answer at all. */
export type Answers = Record<string, FieldValue | undefined>;

/** Comparators of the floor configurator's conditions (spec 002 §4.1, §9). */
export const FLOOR_COMPARATORS: readonly Comparator[] = ['==', '!=', 'IN', 'NOT IN'];
/** Comparators of the carbon simulator's conditions (spec 002 §4.2, §9). */
export const CARBON_COMPARATORS: readonly Comparator[] = [
  '==',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'NOT IN',
];

/** A definition the tool cannot evaluate (a comparator outside the tool's set). */
export class FormDefinitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormDefinitionError';
  }
}

/** True in production builds (Vite replaces process.env.NODE_ENV); false in development and tests. */
function isProduction(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

/**
 * A definition error throws in development and tests, so that it is fixed; in production the
 * condition is treated as not holding (the field stays hidden) and the error is logged.
 */
function definitionError(message: string): false {
  if (!isProduction()) throw new FormDefinitionError(message);
  console.error(message);
  return false;
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value === undefined || value === null || value === '') return [];
  return [String(value)];
}

/** A number from an answer ('5,2' and '5.2' alike), or undefined. */
function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) ? number : undefined;
}

/**
 * Whether one condition holds for the answers. A list on either side means "any of":
 * == holds when an answer is among the expected values, != when none is; IN and NOT IN likewise.
 * An empty answer never equals anything (so != and NOT IN hold for it). >, >=, <, <= compare
 * numbers and never hold for an empty or non-numeric answer.
 */
export function conditionHolds(
  condition: FieldCondition,
  answers: Answers,
  allowed: readonly Comparator[],
): boolean {
  if (!allowed.includes(condition.comparator)) {
    return definitionError(
      `Comparator ${condition.comparator} is not allowed here (field ${condition.field}).`,
    );
  }
  const actual = asList(answers[condition.field]);
  const expected = asList(condition.value);
  switch (condition.comparator) {
    case '==':
    case 'IN':
      return actual.some((value) => expected.includes(value));
    case '!=':
    case 'NOT IN':
      return !actual.some((value) => expected.includes(value));
    default: {
      const left = asNumber(answers[condition.field]);
      const right = asNumber(Array.isArray(condition.value) ? condition.value[0] : condition.value);
      if (left === undefined || right === undefined) return false;
      if (condition.comparator === '>') return left > right;
      if (condition.comparator === '>=') return left >= right;
      if (condition.comparator === '<') return left < right;
      return left <= right;
    }
  }
}

/** A field without conditions is always shown; 'OR' needs one condition, otherwise all (AND). */
export function isFieldShown(
  field: FieldDefinition,
  values: Answers,
  comparators: readonly Comparator[],
): boolean {
  const conditions = field.conditions ?? [];
  if (conditions.length === 0) return true;
  const holds = (condition: FieldCondition) => conditionHolds(condition, values, comparators);
  return field.conditionsRelation === 'OR' ? conditions.some(holds) : conditions.every(holds);
}

/** Every field, each followed by its children, in the order of the form. */
export function flattenFields(fields: FieldDefinition[]): FieldDefinition[] {
  return fields.flatMap((field) => [field, ...flattenFields(field.children ?? [])]);
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** How the form holds a value: booleans as 'true'/'false', checkboxes as lists of strings. */
function held(field: FieldDefinition, value: FieldValue | undefined): FieldValue {
  if (field.type === 'checkbox') {
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
  if (field?.type === 'checkbox') {
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

const TEXT_TYPES = new Set(['text', 'textarea', 'number']);

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
      return [name, type && TEXT_TYPES.has(type) ? value : toBooleanIfFlag(value)];
    }),
  );
}

const NUMBER_CHARACTERS = '[0-9.,]';
const NUMBER_BLOCKED_KEYS = ['e', 'E', '-', '+'];
const CENTIMETRE_BLOCKED_KEYS = [',', '.'];

/** Keys a field refuses: e, E, minus and plus in numbers; also comma and dot in centimetres. */
export function blockedKeysOf(field: FieldDefinition): string[] {
  const blocked = field.type === 'number' ? [...NUMBER_BLOCKED_KEYS] : [];
  if (field.unit?.trim() === 'cm') blocked.push(...CENTIMETRE_BLOCKED_KEYS);
  return blocked;
}

const patternCache = new Map<string, RegExp | null>();

function characterMatcher(pattern: string): RegExp | null {
  if (!patternCache.has(pattern)) {
    try {
      patternCache.set(pattern, new RegExp(`^(?:${pattern})$`, 'u'));
    } catch {
      patternCache.set(pattern, null);
    }
  }
  return patternCache.get(pattern) ?? null;
}

/**
 * The text with only the characters the field's pattern allows (the pattern describes one allowed
 * character, e.g. '[0-9]' or '[0-9.,]'). Without a pattern, or with an invalid one, the text is
 * kept as is.
 */
export function stripByPattern(field: FieldDefinition, text: string): string {
  const pattern = field.attr?.pattern;
  if (!pattern) return text;
  const matcher = characterMatcher(pattern);
  if (!matcher) return text;
  return Array.from(text)
    .filter((character) => matcher.test(character))
    .join('');
}

/**
 * What a typed or pasted text becomes: pattern stripping (a number without a pattern keeps digits,
 * comma and dot), then the blocked characters removed.
 */
export function sanitizeTyped(field: FieldDefinition, text: string): string {
  const blocked = blockedKeysOf(field);
  // A number without a pattern keeps digits and decimal separators.
  const withPattern =
    field.type === 'number' && !field.attr?.pattern
      ? { ...field, attr: { ...field.attr, pattern: NUMBER_CHARACTERS } }
      : field;
  const stripped = stripByPattern(withPattern, text);
  return blocked.length === 0
    ? stripped
    : Array.from(stripped)
        .filter((character) => !blocked.includes(character))
        .join('');
}

/** The label-to-value choices of a field, grouped ones flattened. */
export function choicesOf(field: FieldDefinition): Array<{ label: string; value: string }> {
  const entries = [
    ...Object.entries(field.choices ?? {}),
    ...Object.values(field.groupedChoices ?? {}).flatMap((group) => Object.entries(group)),
  ];
  return entries.map(([label, value]) => ({ label, value: String(value) }));
}
