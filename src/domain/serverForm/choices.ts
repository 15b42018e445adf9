/**
 * The choices of a field (radio, select, checkbox), grouped ones flattened: one reading for the
 * screens, the floor's rules and the mock backend. Pure TypeScript.
 */
import type { FieldDefinition } from '@/api/formDefinitionTypes';

/** The label-to-value choices of a field, grouped ones flattened. */
export function choicesOf(field: FieldDefinition): Record<string, string> {
  const choices: Record<string, string> = {};
  const add = (group: Record<string, string>) => {
    for (const [label, value] of Object.entries(group)) choices[label] = String(value);
  };
  add(field.choices ?? {});
  for (const group of Object.values(field.groupedChoices ?? {})) add(group);
  return choices;
}

/** The values a field offers. */
export function offeredValues(field: FieldDefinition): string[] {
  return Object.values(choicesOf(field));
}

/** The label of a choice value of a field ('habitation' -> 'Habitation (maison, …)'). */
export function choiceLabel(field: FieldDefinition, value: string): string | undefined {
  return Object.entries(choicesOf(field)).find(([, choice]) => choice === value)?.[0];
}
