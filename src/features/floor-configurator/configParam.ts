/**
 * The current configuration kept in the page's address (an addition to the specification, see
 * docs/deviations.md): `config` is the base64 of a UTF-8 JSON `{ step, values }`, replaced as the
 * user answers, read back on load so that a reload or a shared link restores the answers without
 * any server state. A value that cannot be read is ignored (the form keeps its defaults).
 */
import type { FieldDefinition, FieldValue } from '@/api/formDefinitionTypes';
import { kindOf } from '@/domain/serverForm';
import { decodeAddressState, encodeAddressState } from '@/lib/routing/addressState';
import { flattenFields, type FloorValues } from './floorRules';

export const CONFIG_PARAM = 'config';

export interface StoredConfiguration {
  /** The form step shown: 1 or 2. */
  step: 1 | 2;
  values: FloorValues;
}

function isStorable(value: unknown): value is FieldValue {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string'))
  );
}

/** The answers worth keeping: filled ones (empty strings and lists are the defaults' business). */
export function encodeConfiguration({ step, values }: StoredConfiguration): string {
  const kept: FloorValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === '' || value === null || value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    kept[name] = value;
  }
  return encodeAddressState({ step, values: kept });
}

/** The stored configuration, or null when the parameter is missing or unreadable. */
export function decodeConfiguration(
  encoded: string | null | undefined,
): StoredConfiguration | null {
  const parsed = decodeAddressState(encoded);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const { step, values } = parsed as { step?: unknown; values?: unknown };
  if (!values || typeof values !== 'object' || Array.isArray(values)) return null;
  const kept: FloorValues = {};
  for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
    if (isStorable(value)) kept[name] = value;
  }
  return { step: step === 2 ? 2 : 1, values: kept };
}

/**
 * The form's values with a stored configuration laid over them: only fields of the form, with a
 * value of the right kind (a list for checkboxes); forced values win.
 */
export function restoreValues(
  fields: readonly FieldDefinition[],
  values: FloorValues,
  stored: FloorValues,
): FloorValues {
  const next = { ...values };
  for (const field of flattenFields(fields)) {
    if (!(field.name in stored) || field.forcedValue !== undefined) continue;
    const value = stored[field.name];
    const isList = Array.isArray(value);
    if ((kindOf(field) === 'choices') !== isList) continue;
    next[field.name] =
      typeof value === 'number' || typeof value === 'boolean' ? String(value) : (value ?? null);
  }
  return next;
}
