/**
 * Every field type and condition of the server-driven forms that spec 002 describes ("Field
 * definition", §4), in one table: the story that shows it (ServerFields.stories.tsx, run as tests
 * by src/testing/stories.test.tsx) and a test here that renders a definition using it.
 */
import { screen } from '@testing-library/react';
import {
  FIELD_TYPES as ALL_FIELD_TYPES,
  type Comparator,
  type FieldDefinition,
  type FieldType,
} from '@/api/formDefinitionTypes';
import {
  CARBON_COMPARATORS,
  FIELD_KINDS,
  FLOOR_COMPARATORS,
  isFieldShown,
} from '@/domain/serverForm';
import { FIELD_RENDERERS } from './fieldRenderers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import * as stories from './ServerFields.stories';
import {
  acousticField,
  commentField,
  continuityField,
  entrevousField,
  floorLevelField,
  gLoadField,
  hiddenField,
  ServerFieldsDemo,
  systemsField,
  zipCodeField,
} from './serverFieldsFixtures';

type Case = [
  type: FieldType,
  story: keyof typeof stories,
  field: FieldDefinition,
  shown: () => void,
];

const FIELD_TYPES: Case[] = [
  [
    'text',
    'Text',
    zipCodeField,
    () => expect(screen.getByRole('textbox', { name: /Code postal/ })).toBeInTheDocument(),
  ],
  [
    'number',
    'NumberWithUnit',
    gLoadField,
    // A text input with a numeric keyboard (keys e, E, minus and plus blocked), its unit after it.
    () => expect(screen.getByRole('textbox')).toHaveAttribute('inputmode', 'decimal'),
  ],
  [
    'radio',
    'Radio',
    continuityField,
    () => expect(screen.getAllByRole('radio').length).toBeGreaterThan(1),
  ],
  [
    'checkbox',
    'CheckboxWithDisabledValue',
    systemsField,
    () => expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(1),
  ],
  [
    'fakeCheckbox',
    'FakeCheckbox',
    acousticField,
    () => expect(screen.getAllByRole('checkbox')).toHaveLength(1),
  ],
  ['select', 'Select', floorLevelField, () => expect(screen.getByRole('combobox')).toBeVisible()],
  [
    'textarea',
    'Textarea',
    commentField,
    () => expect(screen.getByRole('textbox').tagName).toBe('TEXTAREA'),
  ],
  [
    'hidden',
    'Hidden',
    hiddenField,
    // Nothing shown: its forced value stays in the form (story Hidden).
    () => {
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByText(hiddenField.label)).toBeNull();
    },
  ],
];

describe('every field type of the forms (spec 002, "Field definition"): type → story → test', () => {
  it('covers every type of the API (FIELD_TYPES): each has a kind, a renderer, a story and a test', () => {
    expect(FIELD_TYPES.map(([type]) => type).sort()).toEqual([...ALL_FIELD_TYPES].sort());
    for (const type of ALL_FIELD_TYPES) {
      expect(FIELD_KINDS[type]).toBeDefined();
      expect(FIELD_RENDERERS[type]).toBeDefined();
    }
  });

  it.each(FIELD_TYPES)(
    '%s: story %s, rendered from a definition of that type',
    (type, story, field, shown) => {
      expect(field.type).toBe(type);
      expect(stories[story]).toBeDefined();
      renderWithProviders(<ServerFieldsDemo fields={[field]} />);
      shown();
    },
  );

  it('grouped choices render as groups (story GroupedSelect)', () => {
    expect(stories.GroupedSelect).toBeDefined();
    renderWithProviders(<ServerFieldsDemo fields={[entrevousField]} />);
    expect(document.querySelectorAll('optgroup').length).toBeGreaterThan(0);
  });
});

type ConditionCase = [Comparator, value: unknown, answer: string | number, shown: boolean];

/** Each comparator, one answer that meets it and one that does not. */
const CONDITIONS: ConditionCase[] = [
  ['==', 'oui', 'oui', true],
  ['==', 'oui', 'non', false],
  ['!=', 'oui', 'non', true],
  ['!=', 'oui', 'oui', false],
  ['IN', ['a', 'b'], 'b', true],
  ['IN', ['a', 'b'], 'c', false],
  ['NOT IN', ['a', 'b'], 'c', true],
  ['NOT IN', ['a', 'b'], 'a', false],
  ['>', 4, 5, true],
  ['>', 4, 4, false],
  ['>=', 4, 4, true],
  ['>=', 4, 3, false],
  ['<', 4, 3, true],
  ['<', 4, 4, false],
  ['<=', 4, 4, true],
  ['<=', 4, 5, false],
];

describe('every comparator of the conditions (spec 002 §4; stories ConditionAnd, ConditionOr, ConditionNotIn, HiddenReset)', () => {
  it.each(CONDITIONS)('%s %j with the answer %j: shown %s', (comparator, value, answer, shown) => {
    const field = {
      name: 'shown',
      type: 'text',
      label: 'Champ conditionnel',
      conditions: [{ field: 'other', comparator, value }],
    } as FieldDefinition;
    const comparators = [...FLOOR_COMPARATORS, ...CARBON_COMPARATORS];
    expect(isFieldShown(field, { other: answer }, comparators)).toBe(shown);
  });

  it('each tool compares with its own comparators: the floor ==, !=, IN, NOT IN; the simulator also >, >=, <, <=', () => {
    expect([...FLOOR_COMPARATORS].sort()).toEqual(['!=', '==', 'IN', 'NOT IN'].sort());
    expect(CARBON_COMPARATORS).toEqual(
      expect.arrayContaining(['==', '!=', '>', '>=', '<', '<=', 'NOT IN']),
    );
  });

  it('stories exist for AND, OR, NOT IN and the reset of a hidden field', () => {
    for (const story of ['ConditionAnd', 'ConditionOr', 'ConditionNotIn', 'HiddenReset'] as const)
      expect(stories[story]).toBeDefined();
  });
});
