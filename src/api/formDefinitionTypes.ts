/**
 * Server-defined forms, shared by the floor configurator and the carbon simulator (spec 002 §3,
 * "Field definition").
 */

/**
 * Every type a field of these forms may have. A new type is added here; the type check then asks
 * for its value kind (FIELD_KINDS, src/domain/serverForm/fieldKinds.ts) and its renderer
 * (FIELD_RENDERERS, src/ui/serverForm/fieldRenderers.tsx): docs/architecture.md, "Adding a field
 * type".
 */
export const FIELD_TYPES = [
  'text',
  'number',
  'radio',
  'checkbox',
  'fakeCheckbox',
  'select',
  'textarea',
  'hidden',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

/** Comparators of the conditions: the floor uses ==, !=, IN, NOT IN; the simulator ==, !=, >, >=, <, <=, NOT IN. */
export type Comparator = '==' | '!=' | 'IN' | 'NOT IN' | '>' | '>=' | '<' | '<=';

export interface FieldCondition {
  /** The name of the field whose value is compared. */
  field: string;
  comparator: Comparator;
  /** A value, or a list of values for IN and NOT IN. */
  value: string | number | boolean | Array<string | number | boolean>;
}

export interface FieldTooltip {
  title?: string;
  content?: string;
  /** URL of an illustration. */
  image?: string;
}

export interface FieldAttributes {
  /** A regular expression of the characters allowed; others are stripped as typed. */
  pattern?: string;
  min?: number;
  max?: number;
  placeholder?: string;
}

/** Attributes of one choice (floor): what choosing it makes available or sets. */
export interface ChoiceAttributes {
  'available-load-cases'?: string[];
  'available-ups'?: string[];
  gLoad?: number;
  qLoad?: number;
}

export type FieldValue = string | number | boolean | string[] | null;

export interface FieldDefinition {
  name: string;
  type: FieldType;
  label: string;
  required?: boolean;
  help?: string;
  tooltip?: FieldTooltip[];
  unit?: string;
  attr?: FieldAttributes;
  /** Label to value. */
  choices?: Record<string, string>;
  /** Choice value to its attributes. */
  choiceAttributes?: Record<string, ChoiceAttributes>;
  /** Group label to (label to value). */
  groupedChoices?: Record<string, Record<string, string>>;
  /** Sub-fields shown with this field. */
  children?: FieldDefinition[];
  conditions?: FieldCondition[];
  /** 'OR': any condition shows the field; otherwise all are needed (AND). */
  conditionsRelation?: 'AND' | 'OR';
  /** The value a hidden field takes (a list containing it, for checkboxes). */
  disabledValue?: FieldValue;
  defaultValue?: FieldValue;
  /** A value the server imposes. */
  forcedValue?: FieldValue;
  /** A prefilled value. */
  value?: FieldValue;
  disabled?: boolean;
}

export interface FormStep {
  step: number;
  title: string;
  description?: string;
  fields: FieldDefinition[];
}
