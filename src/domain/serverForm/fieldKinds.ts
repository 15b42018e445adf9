/**
 * What each field type of the server-driven forms holds, in one table over every type: the rules
 * (values held and sent, the server's checks, the recap's text) ask a field's kind, never its
 * type, so that a new type is one entry here, checked by the type check (docs/architecture.md,
 * "Adding a field type").
 */
import type { FieldDefinition, FieldType } from '@/api/formDefinitionTypes';

/**
 * - `typed`: a text as typed (sent as typed, trimmed by the server);
 * - `number`: a number as typed, decimal comma or dot (sent as typed);
 * - `choice`: one of the field's choices;
 * - `choices`: a list of its choices, held as a list ('Aucun', its disabled value, alone);
 * - `flag`: yes or no, held as 'true' / 'false', sent as a boolean;
 * - `fixed`: not shown; its forced value is sent.
 */
export type ValueKind = 'typed' | 'number' | 'choice' | 'choices' | 'flag' | 'fixed';

export const FIELD_KINDS: Record<FieldType, ValueKind> = {
  text: 'typed',
  textarea: 'typed',
  number: 'number',
  radio: 'choice',
  select: 'choice',
  checkbox: 'choices',
  fakeCheckbox: 'flag',
  hidden: 'fixed',
};

/** The kind of a field (a type the app does not know is held as a text). */
export function kindOf(field: Pick<FieldDefinition, 'type'>): ValueKind {
  return FIELD_KINDS[field.type] ?? 'typed';
}

/** Whether the field's value is sent as typed (texts and numbers), not as a boolean. */
export function isSentAsTyped(type: FieldType): boolean {
  const kind = FIELD_KINDS[type];
  return kind === 'typed' || kind === 'number';
}
