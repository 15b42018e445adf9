/**
 * The server's check of a step's answers (spec 002 §4, §5.1, §5.2), one loop for the mock
 * backend's floor configurator and carbon simulator: each field in the order of the form, its
 * conditions (a hidden field, or the child of one, takes its disabled value), the checkbox's
 * disabled value ('Aucun') alone, a forced value, a value of the wrong type, a required field left
 * blank, then the answer checked by its kind (answerOfKind.ts) and by the tool's own rule.
 * Pure TypeScript.
 */
import type { Comparator, FieldDefinition, FieldValue } from '@/api/formDefinitionTypes';
import { INVALID_VALUE_MESSAGE, REQUIRED_MESSAGE } from '../messages';
import { answerOfKind, type AnswerCheck, type KindMessages } from './answerOfKind';
import { isFieldShown, type Answers } from './conditions';
import { kindOf } from './fieldKinds';
import { checkboxValueAfter, flattenFields, hiddenValueOf, isBlank } from './values';

/** What the tool's own rule of a field is told of its answer. */
export interface OwnCheckContext {
  /** The values resolved so far (the fields before this one, and the answers given). */
  values: Answers;
  /** The check of the answer by its field's kind. */
  byKind: AnswerCheck;
}

export interface CheckRules {
  /** The comparators of the tool's conditions. */
  comparators: readonly Comparator[];
  /** The messages of an answer its kind refuses (per field when the tool words them per field). */
  messages: KindMessages | ((field: FieldDefinition, given: FieldValue) => KindMessages);
  /** The tool's own check of a shown, non-blank answer; without it, the check of its kind. */
  check?: (field: FieldDefinition, given: FieldValue, context: OwnCheckContext) => AnswerCheck;
  /** Whether a shown field must have a value; without it, its `required`. */
  isRequired?: (field: FieldDefinition, values: Answers) => boolean;
  /**
   * - `validate` (the floor configurator's server): the values stay as given, a blank stays blank,
   *   a refused answer is kept beside its refusal;
   * - `compute` (the carbon simulator's server, which computes the form from the answers): a
   *   blank takes the field's default value, an accepted answer its checked value (a number
   *   read), a refused one leaves the field without a value.
   */
  mode: 'validate' | 'compute';
}

export interface CheckedAnswers {
  /** The values by field name, hidden fields at their disabled value. */
  values: Answers;
  /** The refused answers: field name to message. */
  errors: Record<string, string>;
  /** The shown required fields left without a value (and not refused). */
  missing: string[];
  /** The names of the shown fields, in the order of the form. */
  shown: string[];
}

/** A check that has not started: no field checked yet. */
export const NO_ANSWER_CHECKED: CheckedAnswers = { values: {}, errors: {}, missing: [], shown: [] };

/** An answer as the form holds it: texts trimmed, 'true'/'false', lists of texts. */
export function heldAnswer(value: unknown): FieldValue {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (Array.isArray(value)) return value.map((item) => String(item).trim()).filter(Boolean);
  return typeof value === 'string' ? value.trim() : '';
}

/** Neither a text, a number, a boolean, nor a list of those (null and absent are blank). */
export function isWrongType(value: unknown): boolean {
  const scalar = (item: unknown) =>
    item === undefined || item === null || ['string', 'number', 'boolean'].includes(typeof item);
  return Array.isArray(value) ? !value.every(scalar) : !scalar(value);
}

/**
 * Checks the answers given to `fields` (children included), every refused field at once. A form
 * the server computes field by field (the carbon simulator's) checks each field in turn, passing
 * the result of the fields before it as `before`.
 */
export function checkAnswers(
  fields: readonly FieldDefinition[],
  given: Readonly<Record<string, unknown>>,
  rules: CheckRules,
  before: CheckedAnswers = NO_ANSWER_CHECKED,
): CheckedAnswers {
  const checked: CheckedAnswers = {
    values: { ...before.values },
    errors: { ...before.errors },
    missing: [...before.missing],
    shown: [...before.shown],
  };
  const { values } = checked;
  // Every answer is read first: a condition may name a field further on.
  for (const field of flattenFields(fields)) {
    const value = field.forcedValue ?? heldAnswer(given[field.name]);
    values[field.name] =
      kindOf(field) === 'choices' && Array.isArray(value)
        ? checkboxValueAfter(field, [], value)
        : value;
  }
  const visit = (field: FieldDefinition, parentShown: boolean) => {
    const shown = parentShown && isFieldShown(field, values, rules.comparators);
    if (shown) checkShown(field, given[field.name], checked, rules);
    else values[field.name] = hiddenValueOf(field);
    for (const child of field.children ?? []) visit(child, shown);
  };
  for (const field of fields) visit(field, true);
  return checked;
}

function checkShown(
  field: FieldDefinition,
  raw: unknown,
  checked: CheckedAnswers,
  rules: CheckRules,
): void {
  const { values, errors } = checked;
  const { name } = field;
  checked.shown.push(name);
  const compute = rules.mode === 'compute';
  if (!isBlank(field.forcedValue) || kindOf(field) === 'fixed') {
    // Its value is the forced one, or the one given: nothing to check.
  } else if (isWrongType(raw)) {
    // A value of the wrong type (an object, a list of non-texts) is refused, not read as blank.
    errors[name] = INVALID_VALUE_MESSAGE;
    if (compute) values[name] = undefined;
  } else if (isBlank(values[name])) {
    if (compute) values[name] = field.defaultValue ?? undefined;
  } else {
    // The answer as given: every value of a list is checked, then 'Aucun' is left alone.
    const value = heldAnswer(raw);
    const messages =
      typeof rules.messages === 'function' ? rules.messages(field, value) : rules.messages;
    const byKind = answerOfKind(field, value, messages);
    const result = rules.check ? rules.check(field, value, { values, byKind }) : byKind;
    if ('error' in result) errors[name] = result.error;
    if (compute) values[name] = 'error' in result ? undefined : result.value;
  }
  const required = rules.isRequired ? rules.isRequired(field, values) : Boolean(field.required);
  if (required && isBlank(values[name]) && !(name in errors)) checked.missing.push(name);
}

/** Every refusal of a check by field, 'Champ obligatoire' for the missing fields. */
export function refusalsOf(checked: CheckedAnswers): Record<string, string> {
  return {
    ...Object.fromEntries(checked.missing.map((name) => [name, REQUIRED_MESSAGE])),
    ...checked.errors,
  };
}
