/**
 * The conditions of server-defined fields (spec 002 §4, §9): one evaluator for the floor
 * configurator, the carbon simulator and the mock backend, so that client and server never
 * disagree on whether a field is shown. Pure TypeScript: no React, no browser API.
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

export function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value === undefined || value === null || value === '') return [];
  return [String(value)];
}

/** A number from an answer ('5,2' and '5.2' alike), or undefined. */
export function asNumber(value: unknown): number | undefined {
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
