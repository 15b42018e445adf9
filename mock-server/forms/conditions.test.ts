import type { FieldDefinition } from '../../src/api/formDefinitionTypes';
import { CARBON_COMPARATORS, conditionHolds, FLOOR_COMPARATORS, isFieldShown } from './conditions';

const field = (
  conditions: FieldDefinition['conditions'],
  conditionsRelation?: 'AND' | 'OR',
): FieldDefinition => ({
  name: 'continuityWidth',
  type: 'number',
  label: 'Largeur',
  conditions,
  ...(conditionsRelation ? { conditionsRelation } : {}),
});

describe('conditions of server-defined fields', () => {
  it('compares with == and !=, lists included', () => {
    expect(
      conditionHolds(
        { field: 'continuity', comparator: '==', value: 'true' },
        { continuity: 'true' },
        FLOOR_COMPARATORS,
      ),
    ).toBe(true);
    expect(
      conditionHolds(
        { field: 'continuity', comparator: '==', value: 'true' },
        {},
        FLOOR_COMPARATORS,
      ),
    ).toBe(false);
    expect(
      conditionHolds(
        { field: 'use', comparator: '!=', value: 'garage' },
        { use: ['habitation'] },
        FLOOR_COMPARATORS,
      ),
    ).toBe(true);
  });

  it('compares with IN and NOT IN', () => {
    const answers = { floor: 'Plancher haut' };
    expect(
      conditionHolds(
        { field: 'floor', comparator: 'IN', value: ['Plancher haut', 'Plancher bas'] },
        answers,
        FLOOR_COMPARATORS,
      ),
    ).toBe(true);
    expect(
      conditionHolds(
        { field: 'floor', comparator: 'NOT IN', value: ['Plancher haut'] },
        answers,
        FLOOR_COMPARATORS,
      ),
    ).toBe(false);
  });

  it('compares numbers with >, >=, <, <= on the carbon simulator only', () => {
    const answers = { span: '5.2' };
    expect(
      conditionHolds({ field: 'span', comparator: '>', value: 5 }, answers, CARBON_COMPARATORS),
    ).toBe(true);
    expect(
      conditionHolds({ field: 'span', comparator: '<=', value: 5 }, answers, CARBON_COMPARATORS),
    ).toBe(false);
    expect(
      conditionHolds({ field: 'span', comparator: '>=', value: 5.2 }, answers, CARBON_COMPARATORS),
    ).toBe(true);
    expect(
      conditionHolds({ field: 'span', comparator: '<', value: 6 }, {}, CARBON_COMPARATORS),
    ).toBe(false);
    expect(() =>
      conditionHolds({ field: 'span', comparator: '>', value: 5 }, answers, FLOOR_COMPARATORS),
    ).toThrow();
    expect(() =>
      conditionHolds({ field: 'span', comparator: 'IN', value: [5] }, answers, CARBON_COMPARATORS),
    ).toThrow();
  });

  it('shows a field when all conditions hold (AND) or any (OR)', () => {
    const conditions: FieldDefinition['conditions'] = [
      { field: 'continuity', comparator: '==', value: 'true' },
      { field: 'floor', comparator: '==', value: 'Plancher haut' },
    ];
    const answers = { continuity: 'true', floor: 'Plancher bas' };
    expect(isFieldShown(field(conditions), answers, FLOOR_COMPARATORS)).toBe(false);
    expect(isFieldShown(field(conditions, 'OR'), answers, FLOOR_COMPARATORS)).toBe(true);
    expect(isFieldShown(field(undefined), {}, FLOOR_COMPARATORS)).toBe(true);
  });
});
