import type { FieldDefinition } from '@/api/formDefinitionTypes';
import { INVALID_VALUE_MESSAGE, REQUIRED_MESSAGE } from '../messages';
import { checkAnswers, FLOOR_COMPARATORS, NO_ANSWER_CHECKED, refusalsOf, type CheckRules } from '.';
import { text } from './rulesTestSetup';

const MESSAGES = { notOffered: 'pas proposé', notANumber: 'pas un nombre' };
const validate: CheckRules = {
  comparators: FLOOR_COMPARATORS,
  messages: MESSAGES,
  mode: 'validate',
};
const compute: CheckRules = { ...validate, mode: 'compute' };

const usage: FieldDefinition = {
  name: 'usage',
  type: 'radio',
  label: 'usage',
  required: true,
  choices: { Maison: 'maison', Garage: 'garage' },
  defaultValue: 'maison',
};
const systems: FieldDefinition = {
  name: 'systems',
  type: 'checkbox',
  label: 'systems',
  choices: { Aucun: 'aucun', A: 'a', B: 'b' },
  disabledValue: 'aucun',
};
const span: FieldDefinition = {
  name: 'span',
  type: 'number',
  label: 'span',
  required: true,
  conditions: [{ field: 'usage', comparator: '==', value: 'maison' }],
  disabledValue: '',
  children: [text('note', { disabledValue: 'none' })],
};
const fields = [usage, systems, span];

describe('checkAnswers: the server check of a step', () => {
  it('refuses each answer by its kind, every field at once, and names the missing ones', () => {
    const checked = checkAnswers(fields, { usage: 'villa', systems: ['c'], span: '' }, validate);
    expect(checked.errors).toEqual({ usage: 'pas proposé', systems: 'pas proposé' });
    expect(checked.missing).toEqual([]);
    const blank = checkAnswers(fields, { usage: 'maison', span: ' ' }, validate);
    expect(blank.missing).toEqual(['span']);
    expect(refusalsOf(blank)).toEqual({ span: REQUIRED_MESSAGE });
  });

  it("resets hidden fields and their children; keeps 'Aucun' alone", () => {
    const checked = checkAnswers(
      fields,
      { usage: 'garage', systems: ['a', 'aucun'], span: 'abc', note: 'x' },
      validate,
    );
    expect(checked.values).toEqual({ usage: 'garage', systems: ['aucun'], span: '', note: 'none' });
    expect(checked.errors).toEqual({});
    expect(checked.shown).toEqual(['usage', 'systems']);
  });

  it('refuses a value of the wrong type rather than reading it as blank', () => {
    const checked = checkAnswers(fields, { usage: { a: 1 }, span: '4' }, validate);
    expect(checked.errors).toEqual({ usage: INVALID_VALUE_MESSAGE });
  });

  it('validate keeps the answers as given; compute reads them and takes the defaults', () => {
    const given = { span: '4,5', systems: ['x'] };
    expect(checkAnswers(fields, given, validate).values).toMatchObject({
      usage: '',
      span: '',
      systems: ['x'],
    });
    const computed = checkAnswers(fields, given, compute);
    expect(computed.values).toMatchObject({ usage: 'maison', span: 4.5, systems: undefined });
    expect(computed.errors).toEqual({ systems: 'pas proposé' });
  });

  it('lets the tool add its rules and word its messages per field, field by field', () => {
    const rules: CheckRules = {
      ...compute,
      messages: (field) => ({ ...MESSAGES, notOffered: `${field.name} ?` }),
      check: (field, given, { values, byKind }) =>
        field.name === 'span' && values.usage === 'maison' && Number(given) > 8
          ? { error: 'trop long' }
          : byKind,
    };
    const first = checkAnswers([usage], { usage: 'maison', span: '9' }, rules);
    expect(first.values).toEqual({ usage: 'maison' });
    const both = checkAnswers([systems, span], { systems: 'z', span: '9' }, rules, first);
    expect(both.errors).toEqual({ systems: 'systems ?', span: 'trop long' });
    expect(both.shown).toEqual(['usage', 'systems', 'span', 'note']);
    expect(NO_ANSWER_CHECKED).toEqual({ values: {}, errors: {}, missing: [], shown: [] });
  });
});
