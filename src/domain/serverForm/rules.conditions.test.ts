import type { Comparator, FieldCondition, FieldDefinition } from '@/api/formDefinitionTypes';
import {
  CARBON_COMPARATORS,
  conditionHolds,
  FLOOR_COMPARATORS,
  FormDefinitionError,
  isFieldShown,
} from '.';
import { text } from './rulesTestSetup';

const holds = (
  comparator: Comparator,
  value: FieldCondition['value'],
  answer: unknown,
  set: readonly Comparator[],
) =>
  conditionHolds(
    { field: 'x', comparator, value },
    answer === undefined ? {} : { x: answer as never },
    set,
  );

describe('comparators of the floor configurator (==, !=, IN, NOT IN)', () => {
  it('is exactly ==, !=, IN, NOT IN', () => {
    expect(FLOOR_COMPARATORS).toEqual(['==', '!=', 'IN', 'NOT IN']);
  });
  it('== holds for an equal value, a list containing it, and never for an empty answer', () => {
    expect(holds('==', 'true', 'true', FLOOR_COMPARATORS)).toBe(true);
    expect(holds('==', 'true', 'false', FLOOR_COMPARATORS)).toBe(false);
    expect(holds('==', 'a', ['b', 'a'], FLOOR_COMPARATORS)).toBe(true);
    expect(holds('==', ['a', 'b'], 'b', FLOOR_COMPARATORS)).toBe(true);
    expect(holds('==', 'a', '', FLOOR_COMPARATORS)).toBe(false);
    expect(holds('==', 'a', undefined, FLOOR_COMPARATORS)).toBe(false);
    expect(holds('==', 'a', [], FLOOR_COMPARATORS)).toBe(false);
    expect(holds('==', 5, '5', FLOOR_COMPARATORS)).toBe(true);
  });
  it('!= holds when the answer differs, or is empty', () => {
    expect(holds('!=', 'true', 'false', FLOOR_COMPARATORS)).toBe(true);
    expect(holds('!=', 'true', 'true', FLOOR_COMPARATORS)).toBe(false);
    expect(holds('!=', 'garage', ['habitation'], FLOOR_COMPARATORS)).toBe(true);
    expect(holds('!=', 'garage', ['habitation', 'garage'], FLOOR_COMPARATORS)).toBe(false);
    expect(holds('!=', 'true', '', FLOOR_COMPARATORS)).toBe(true);
  });
  it('IN holds when the answer is in the list (any of a checkbox list)', () => {
    expect(holds('IN', ['a', 'b'], 'b', FLOOR_COMPARATORS)).toBe(true);
    expect(holds('IN', ['a', 'b'], 'c', FLOOR_COMPARATORS)).toBe(false);
    expect(holds('IN', ['a', 'b'], ['c', 'a'], FLOOR_COMPARATORS)).toBe(true);
    expect(holds('IN', ['a'], '', FLOOR_COMPARATORS)).toBe(false);
  });
  it('NOT IN holds when the answer is not in the list, or is empty', () => {
    expect(holds('NOT IN', ['a', 'b'], 'c', FLOOR_COMPARATORS)).toBe(true);
    expect(holds('NOT IN', ['a', 'b'], 'a', FLOOR_COMPARATORS)).toBe(false);
    expect(holds('NOT IN', ['a'], ['c', 'a'], FLOOR_COMPARATORS)).toBe(false);
    expect(holds('NOT IN', ['a'], undefined, FLOOR_COMPARATORS)).toBe(true);
  });
  it('a comparator outside the floor set (>, >=, <, <=) is a definition error that throws in tests', () => {
    for (const comparator of ['>', '>=', '<', '<='] as const)
      expect(() => holds(comparator, 1, '2', FLOOR_COMPARATORS)).toThrow(FormDefinitionError);
  });
});

describe('comparators of the carbon simulator (==, !=, >, >=, <, <=, NOT IN)', () => {
  it('is exactly ==, !=, >, >=, <, <=, NOT IN', () => {
    expect(CARBON_COMPARATORS).toEqual(['==', '!=', '>', '>=', '<', '<=', 'NOT IN']);
  });
  it('==, != and NOT IN compare as on the floor', () => {
    expect(holds('==', ['a', 'b'], 'a', CARBON_COMPARATORS)).toBe(true);
    expect(holds('!=', 'plancher-bois', 'dalle', CARBON_COMPARATORS)).toBe(true);
    expect(holds('NOT IN', ['haut'], 'haut', CARBON_COMPARATORS)).toBe(false);
    expect(holds('NOT IN', ['haut'], 'bas', CARBON_COMPARATORS)).toBe(true);
  });
  it('> >= < <= compare numbers, decimal comma included', () => {
    expect(holds('>', 4.5, '5', CARBON_COMPARATORS)).toBe(true);
    expect(holds('>', 4.5, '4.5', CARBON_COMPARATORS)).toBe(false);
    expect(holds('>=', 4.5, '4,5', CARBON_COMPARATORS)).toBe(true);
    expect(holds('>=', 3, '2', CARBON_COMPARATORS)).toBe(false);
    expect(holds('<', 22, 20, CARBON_COMPARATORS)).toBe(true);
    expect(holds('<', 22, '22', CARBON_COMPARATORS)).toBe(false);
    expect(holds('<=', 4.5, '4.5', CARBON_COMPARATORS)).toBe(true);
    expect(holds('<=', 4.5, '4.6', CARBON_COMPARATORS)).toBe(false);
    // The value of a numeric comparison may be given as a string.
    expect(holds('>=', '3', '4', CARBON_COMPARATORS)).toBe(true);
  });
  it('> >= < <= never hold for an empty or non-numeric answer', () => {
    for (const comparator of ['>', '>=', '<', '<='] as const) {
      expect(holds(comparator, 3, '', CARBON_COMPARATORS)).toBe(false);
      expect(holds(comparator, 3, undefined, CARBON_COMPARATORS)).toBe(false);
      expect(holds(comparator, 3, 'abc', CARBON_COMPARATORS)).toBe(false);
    }
  });
  it('IN is outside the carbon set: a definition error that throws in tests', () => {
    expect(() => holds('IN', ['a'], 'a', CARBON_COMPARATORS)).toThrow(FormDefinitionError);
  });
  it('in production a comparator outside the set is treated as not holding', () => {
    const env = process.env.NODE_ENV;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    process.env.NODE_ENV = 'production';
    try {
      expect(holds('IN', ['a'], 'a', CARBON_COMPARATORS)).toBe(false);
      expect(error).toHaveBeenCalled();
    } finally {
      process.env.NODE_ENV = env;
      error.mockRestore();
    }
  });
});

describe('conditions AND / OR', () => {
  const conditions: FieldDefinition['conditions'] = [
    { field: 'a', comparator: '==', value: '1' },
    { field: 'b', comparator: '==', value: '1' },
  ];
  it('without relation (AND) every condition must hold', () => {
    const field = text('c', { conditions });
    expect(isFieldShown(field, { a: '1', b: '1' }, FLOOR_COMPARATORS)).toBe(true);
    expect(isFieldShown(field, { a: '1', b: '2' }, FLOOR_COMPARATORS)).toBe(false);
    const explicit = text('c', { conditions, conditionsRelation: 'AND' });
    expect(isFieldShown(explicit, { a: '1', b: '2' }, FLOOR_COMPARATORS)).toBe(false);
  });
  it('with OR one condition is enough', () => {
    const field = text('c', { conditions, conditionsRelation: 'OR' });
    expect(isFieldShown(field, { a: '2', b: '1' }, FLOOR_COMPARATORS)).toBe(true);
    expect(isFieldShown(field, { a: '2', b: '2' }, FLOOR_COMPARATORS)).toBe(false);
  });
  it('a field without conditions is always shown', () => {
    expect(isFieldShown(text('c'), {}, CARBON_COMPARATORS)).toBe(true);
  });
});
