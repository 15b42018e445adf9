import type { Comparator, FieldCondition, FieldDefinition } from '@/api/formDefinitionTypes';
import {
  applyFieldChange,
  blockedKeysOf,
  CARBON_COMPARATORS,
  conditionHolds,
  FLOOR_COMPARATORS,
  FormDefinitionError,
  initialValuesOf,
  isFieldShown,
  sanitizeTyped,
  stripByPattern,
  toSubmitValues,
} from '.';

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

const text = (name: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  name,
  type: 'text',
  label: name,
  ...extra,
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

describe('initial values: forced > prefilled (value) > default > disabled > empty', () => {
  it('takes them in that order, children included', () => {
    const fields: FieldDefinition[] = [
      text('forced', { forcedValue: 'f', value: 'v', defaultValue: 'd', disabledValue: 'x' }),
      text('prefilled', { value: 'v', defaultValue: 'd', disabledValue: 'x' }),
      text('byDefault', { value: null, defaultValue: 'd', disabledValue: 'x' }),
      text('disabled', { disabledValue: 'x' }),
      text('empty', {
        children: [text('child', { defaultValue: 'c' })],
      }),
      { name: 'list', type: 'checkbox', label: 'list', choices: { A: 'a' } },
      { name: 'listDefault', type: 'checkbox', label: 'l', defaultValue: ['a'] },
      { name: 'listDisabled', type: 'checkbox', label: 'l', disabledValue: 'aucun' },
      { name: 'flag', type: 'radio', label: 'flag', value: true },
    ];
    expect(initialValuesOf(fields)).toEqual({
      forced: 'f',
      prefilled: 'v',
      byDefault: 'd',
      disabled: 'x',
      empty: '',
      child: 'c',
      list: [],
      listDefault: ['a'],
      listDisabled: ['aucun'],
      flag: 'true',
    });
  });
});

describe('a field that becomes hidden is reset to its disabled value', () => {
  const fields: FieldDefinition[] = [
    { name: 'continuity', type: 'radio', label: 'c', choices: { Oui: 'true', Non: 'false' } },
    text('width', {
      type: 'number',
      conditions: [{ field: 'continuity', comparator: '==', value: 'true' }],
      disabledValue: '',
    }),
    {
      name: 'networks',
      type: 'checkbox',
      label: 'n',
      choices: { Aucun: 'aucun', Eau: 'eau' },
      disabledValue: 'aucun',
      conditions: [{ field: 'continuity', comparator: '==', value: 'true' }],
    },
    text('dependent', {
      conditions: [{ field: 'width', comparator: 'IN', value: ['30', '40'] }],
      disabledValue: 'none',
    }),
  ];
  const start = { continuity: 'true', width: '30', networks: ['eau'], dependent: 'kept' };

  it('a scalar field takes its disabled value', () => {
    const next = applyFieldChange(fields, start, 'continuity', 'false', FLOOR_COMPARATORS);
    expect(next.width).toBe('');
  });
  it('a checkbox field takes a list holding its disabled value', () => {
    const next = applyFieldChange(fields, start, 'continuity', 'false', FLOOR_COMPARATORS);
    expect(next.networks).toEqual(['aucun']);
  });
  it('the reset cascades to fields that depend on a reset field', () => {
    const next = applyFieldChange(fields, start, 'continuity', 'false', FLOOR_COMPARATORS);
    expect(next.dependent).toBe('none');
  });
  it('a field that stays shown keeps its value', () => {
    const next = applyFieldChange(fields, start, 'width', '40', FLOOR_COMPARATORS);
    expect(next).toEqual({ ...start, width: '40' });
  });
  it('children of a hidden field are reset with it', () => {
    const parent: FieldDefinition[] = [
      text('toggle'),
      text('parent', {
        conditions: [{ field: 'toggle', comparator: '==', value: 'on' }],
        disabledValue: '',
        children: [text('child', { disabledValue: 'off' })],
      }),
    ];
    const next = applyFieldChange(
      parent,
      { toggle: 'on', parent: 'p', child: 'c' },
      'toggle',
      'no',
      FLOOR_COMPARATORS,
    );
    expect(next).toEqual({ toggle: 'no', parent: '', child: 'off' });
  });
  it('a shown field with a forced value keeps the forced value', () => {
    const forced: FieldDefinition[] = [
      text('span'),
      {
        name: 'propping',
        type: 'radio',
        label: 'p',
        forcedValue: '2',
        conditions: [{ field: 'span', comparator: '>', value: 4.5 }],
      },
    ];
    const next = applyFieldChange(
      forced,
      { span: '7', propping: '1' },
      'span',
      '8',
      CARBON_COMPARATORS,
    );
    expect(next.propping).toBe('2');
  });
});

describe('checkbox with a disabled value', () => {
  const systems: FieldDefinition[] = [
    {
      name: 'systems',
      type: 'checkbox',
      label: 's',
      choices: { Tous: 'tous', Poutrelles: 'poutrelles', Dalles: 'dalles' },
      disabledValue: 'tous',
    },
  ];
  it('checking the disabled value clears the others', () => {
    const next = applyFieldChange(
      systems,
      { systems: ['poutrelles', 'dalles'] },
      'systems',
      ['poutrelles', 'dalles', 'tous'],
      FLOOR_COMPARATORS,
    );
    expect(next.systems).toEqual(['tous']);
  });
  it('checking another value removes the disabled value', () => {
    const next = applyFieldChange(
      systems,
      { systems: ['tous'] },
      'systems',
      ['tous', 'dalles'],
      FLOOR_COMPARATORS,
    );
    expect(next.systems).toEqual(['dalles']);
  });
  it('unchecking the last value leaves the list empty', () => {
    const next = applyFieldChange(
      systems,
      { systems: ['dalles'] },
      'systems',
      [],
      FLOOR_COMPARATORS,
    );
    expect(next.systems).toEqual([]);
  });
});

describe('booleans are held as strings and sent as booleans', () => {
  it("converts 'true'/'false' of choices to booleans, keeps typed text and lists", () => {
    const fields: FieldDefinition[] = [
      { name: 'continuity', type: 'radio', label: 'c' },
      { name: 'acoustic', type: 'fakeCheckbox', label: 'a' },
      text('name'),
      { name: 'systems', type: 'checkbox', label: 's' },
      text('hiddenWidth', { disabledValue: '' }),
    ];
    expect(
      toSubmitValues(fields, {
        continuity: 'true',
        acoustic: 'false',
        name: 'true',
        systems: ['tous'],
        hiddenWidth: '',
        other: 'false',
      }),
    ).toEqual({
      continuity: true,
      acoustic: false,
      name: 'true',
      systems: ['tous'],
      hiddenWidth: '',
      other: false,
    });
  });
  it('a boolean given to applyFieldChange is held as a string', () => {
    const fields: FieldDefinition[] = [{ name: 'flag', type: 'radio', label: 'f' }];
    expect(applyFieldChange(fields, {}, 'flag', true, FLOOR_COMPARATORS).flag).toBe('true');
  });
});

describe('blocked keys', () => {
  it('a number field blocks e, E, minus and plus', () => {
    expect(blockedKeysOf({ name: 'n', type: 'number', label: 'n' })).toEqual(['e', 'E', '-', '+']);
  });
  it('a number field in cm also blocks comma and dot', () => {
    expect(blockedKeysOf({ name: 'n', type: 'number', label: 'n', unit: 'cm' })).toEqual([
      'e',
      'E',
      '-',
      '+',
      ',',
      '.',
    ]);
  });
  it('a text field in cm blocks comma and dot; a plain text field blocks nothing', () => {
    expect(blockedKeysOf(text('t', { unit: 'cm' }))).toEqual([',', '.']);
    expect(blockedKeysOf(text('t'))).toEqual([]);
    expect(blockedKeysOf({ name: 'n', type: 'number', label: 'n', unit: 'm' })).not.toContain(',');
  });
});

describe('pattern stripping: only the characters the pattern allows are kept', () => {
  it("'[0-9]' keeps digits", () => {
    expect(stripByPattern(text('zip', { attr: { pattern: '[0-9]' } }), '69a0 3-x')).toBe('6903');
  });
  it("'[0-9.,]' keeps digits, comma and dot", () => {
    expect(stripByPattern(text('span', { attr: { pattern: '[0-9.,]' } }), '5,2 m.')).toBe('5,2.');
  });
  it('no pattern or an invalid pattern keeps the text', () => {
    expect(stripByPattern(text('name'), 'Maison Dupont')).toBe('Maison Dupont');
    expect(stripByPattern(text('name', { attr: { pattern: '[' } }), 'abc')).toBe('abc');
  });
  it('typing also drops the blocked characters (a pasted minus in a number, a comma in cm)', () => {
    expect(sanitizeTyped({ name: 'n', type: 'number', label: 'n' }, '-1e5')).toBe('15');
    expect(
      sanitizeTyped(
        { name: 'w', type: 'number', label: 'w', unit: 'cm', attr: { pattern: '[0-9]' } },
        '2,5',
      ),
    ).toBe('25');
  });
});
