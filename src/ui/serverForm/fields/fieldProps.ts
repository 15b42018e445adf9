/**
 * What a field's view receives (its definition, its own answer and state, the form's stable
 * actions) and the small readings every view shares.
 */
import type { FieldDefinition, FieldValue } from '@/api/formDefinitionTypes';

/** What one field's view reads: its own answer and state, and the form's stable actions. */
export interface FieldContext {
  value: FieldValue | undefined;
  /** The message under the field (the server's, else Formik's once touched or submitted). */
  error: string | undefined;
  /** Required by its definition, or marked so by a server refusal (spec 002 §5.1). */
  required: boolean;
  /** The whole form is disabled (a request in progress). */
  formDisabled: boolean;
  actions: FieldActions;
}

export interface FieldActions {
  change: (name: string, value: FieldValue) => void;
  touch: (name: string) => void;
}

export interface FieldProps {
  field: FieldDefinition;
  context: FieldContext;
}

export function asText(value: FieldValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

function isForced(field: FieldDefinition): boolean {
  const forced = field.forcedValue;
  return forced !== undefined && forced !== null && forced !== '';
}

export function isRequired({ context }: FieldProps): boolean {
  return context.required;
}

export function isDisabled({ field, context }: FieldProps): boolean {
  return Boolean(context.formDisabled || field.disabled || isForced(field));
}

/** The choices of a field in groups: its plain choices first, then each named group. */
export function groupsOf(
  field: FieldDefinition,
): Array<{ label?: string; choices: [string, string][] }> {
  const groups: Array<{ label?: string; choices: [string, string][] }> = [];
  if (field.choices && Object.keys(field.choices).length > 0)
    groups.push({ choices: Object.entries(field.choices).map(([l, v]) => [l, String(v)]) });
  for (const [label, choices] of Object.entries(field.groupedChoices ?? {}))
    groups.push({ label, choices: Object.entries(choices).map(([l, v]) => [l, String(v)]) });
  return groups;
}
