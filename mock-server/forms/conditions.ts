/**
 * The server side of the conditional fields: whether a field is shown for the current answers.
 * The floor configurator allows ==, !=, IN and NOT IN; the carbon simulator ==, !=, >, >=, <, <=
 * and NOT IN.
 */
import type {
  Comparator,
  FieldCondition,
  FieldDefinition,
  FieldValue,
} from '../../src/api/formDefinitionTypes';

export const FLOOR_COMPARATORS: readonly Comparator[] = ['==', '!=', 'IN', 'NOT IN'];
export const CARBON_COMPARATORS: readonly Comparator[] = [
  '==',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'NOT IN',
];

export type Answers = Record<string, FieldValue | undefined>;

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value === undefined || value === null || value === '') return [];
  return [String(value)];
}

export function conditionHolds(
  condition: FieldCondition,
  answers: Answers,
  allowed: readonly Comparator[],
): boolean {
  if (!allowed.includes(condition.comparator)) {
    throw new Error(`Comparator ${condition.comparator} is not allowed here.`);
  }
  const actual = asList(answers[condition.field]);
  const expected = asList(condition.value);
  switch (condition.comparator) {
    case '==':
      return actual.length > 0 && actual.some((value) => expected.includes(value));
    case '!=':
      return !actual.some((value) => expected.includes(value));
    case 'IN':
      return actual.some((value) => expected.includes(value));
    case 'NOT IN':
      return !actual.some((value) => expected.includes(value));
    default: {
      const left = Number(actual[0]);
      const right = Number(expected[0]);
      if (actual.length === 0 || Number.isNaN(left) || Number.isNaN(right)) return false;
      if (condition.comparator === '>') return left > right;
      if (condition.comparator === '>=') return left >= right;
      if (condition.comparator === '<') return left < right;
      return left <= right;
    }
  }
}

/** A field without conditions is always shown; 'OR' needs one condition, otherwise all. */
export function isFieldShown(
  field: FieldDefinition,
  answers: Answers,
  allowed: readonly Comparator[],
): boolean {
  const conditions = field.conditions ?? [];
  if (conditions.length === 0) return true;
  const holds = (condition: FieldCondition) => conditionHolds(condition, answers, allowed);
  return field.conditionsRelation === 'OR' ? conditions.some(holds) : conditions.every(holds);
}
