/** What the tests of the form rules share: a text field of a name, with what else a test gives it. */
import type { FieldDefinition } from '@/api/formDefinitionTypes';

export const text = (name: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  name,
  type: 'text',
  label: name,
  ...extra,
});
