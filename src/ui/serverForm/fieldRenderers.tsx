/**
 * The view of each field type, in one table over every type of the API's FIELD_TYPES: a new type
 * does not compile until it has its renderer here (docs/architecture.md, "Adding a field type").
 * A screen replaces one field's view by its name (ServerFields' `overrides`), not by its type.
 */
import type { ComponentType } from 'react';
import type { FieldType } from '@/api/formDefinitionTypes';
import { CheckboxListField, RadioField } from './fields/ChoiceFields';
import { FakeCheckboxField } from './fields/FakeCheckboxField';
import type { FieldProps } from './fields/fieldProps';
import { InputField } from './fields/InputField';
import { SelectField } from './fields/SelectField';

export type FieldRenderer = ComponentType<FieldProps>;

/** A hidden field shows nothing: its value (forced, or reset) stays in the form. */
const NoView: FieldRenderer = () => null;

export const FIELD_RENDERERS: Record<FieldType, FieldRenderer> = {
  text: InputField,
  number: InputField,
  textarea: InputField,
  radio: RadioField,
  checkbox: CheckboxListField,
  fakeCheckbox: FakeCheckboxField,
  select: SelectField,
  hidden: NoView,
};

/** The view of a type the app does not know yet (the server ahead of it): a text input, as before. */
export const UNKNOWN_TYPE_RENDERER: FieldRenderer = InputField;
