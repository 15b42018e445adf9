/**
 * The server's check of one answer by its field's kind (spec 002 §5.1, §5.2), shared by the mock
 * backend's floor configurator and carbon simulator: one switch, exhaustive over the kinds, so a
 * new field type is checked as soon as it has a kind (fieldKinds.ts).
 */
import type { FieldDefinition, FieldValue } from '@/api/formDefinitionTypes';
import { offeredValues } from './choices';
import { asList } from './conditions';
import { kindOf } from './fieldKinds';
import { checkboxValueAfter } from './values';

/** An accepted answer (as the server keeps it) or the message of its refusal. */
export type AnswerCheck = { value: FieldValue } | { error: string };

/** The tool's messages for an answer its field's kind refuses. */
export interface KindMessages {
  /** A choice the field does not offer. */
  notOffered: string;
  /** A number field's answer that is not a number. */
  notANumber: string;
}

/** A number typed by a French user: '4,80' and '4.80' alike; undefined when it is not one. */
export function parseAnswerNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
}

/**
 * An answer checked by its field's kind: a text trimmed; a number read; a choice among those
 * offered; a list of them, the disabled value ('Aucun') alone when given; yes or no; a fixed
 * field's value as given.
 */
export function answerOfKind(
  field: FieldDefinition,
  given: FieldValue,
  messages: KindMessages,
): AnswerCheck {
  const kind = kindOf(field);
  switch (kind) {
    case 'typed':
    case 'fixed':
      return { value: typeof given === 'string' ? given.trim() : given };
    case 'number': {
      const number = parseAnswerNumber(given);
      return number === undefined ? { error: messages.notANumber } : { value: number };
    }
    case 'choice':
      return offeredValues(field).includes(String(given))
        ? { value: String(given) }
        : { error: messages.notOffered };
    case 'choices': {
      const values = [...new Set(asList(given))];
      const offered = offeredValues(field);
      if (!values.every((value) => offered.includes(value))) return { error: messages.notOffered };
      return { value: checkboxValueAfter(field, [], values) };
    }
    case 'flag':
      return ['true', 'false'].includes(String(given))
        ? { value: String(given) }
        : { error: messages.notOffered };
    default: {
      const unknownKind: never = kind;
      return { error: String(unknownKind) };
    }
  }
}
