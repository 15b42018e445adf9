import type { FieldDefinition } from '@/api/formDefinitionTypes';
import {
  applyFieldChange,
  CARBON_COMPARATORS,
  FLOOR_COMPARATORS,
  initialValuesOf,
  toSubmitValues,
} from '.';
import { text } from './rulesTestSetup';

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
