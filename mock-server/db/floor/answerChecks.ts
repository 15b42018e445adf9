/**
 * The configurator's answers checked on the server: read from a body (form strings or booleans),
 * checked field by field against the form definitions (spec 002 §5.1), hidden fields reset to
 * their disabled value, then typed for the engine.
 */
import type { FieldDefinition, FieldValue } from '../../../src/api/formDefinitionTypes';
import {
  FLOOR_FORM_MESSAGES as M,
  INVALID_VALUE_MESSAGE,
  REQUIRED_MESSAGE,
} from '../../../src/domain/messages';
import {
  answerOfKind,
  checkboxValueAfter,
  flattenFields,
  hiddenValueOf,
  kindOf,
} from '../../../src/domain/serverForm';
import { FLOOR_COMPARATORS, isFieldShown, type Answers } from '../../forms/conditions';
import { departmentOf } from './agencies';
import { frNumber, parseNumber } from './format';
import { findLoadCase, findUsage, floorFormSteps, LIMITS } from './form';
import { typedAnswers, type FloorAnswers } from './typedAnswers';

/** The floor's messages (the catalogue's, src/domain/messages.ts), its limits written in. */
export const FLOOR_MESSAGES = {
  ...M,
  required: REQUIRED_MESSAGE,
  span: M.span(frNumber(LIMITS.span.min, 2), frNumber(LIMITS.span.max, 2)),
  gLoad: M.gLoad(frNumber(LIMITS.gLoad.min), frNumber(LIMITS.gLoad.max)),
  qLoad: M.qLoad(frNumber(LIMITS.qLoad.min), frNumber(LIMITS.qLoad.max)),
  qLoadBelowCase: (minimum: number) => M.qLoadBelowCase(frNumber(minimum)),
  continuityWidth: M.continuityWidth(LIMITS.continuityWidth.min, LIMITS.continuityWidth.max),
  continuityLength: M.continuityLength(
    frNumber(LIMITS.continuityLength.min),
    frNumber(LIMITS.continuityLength.max),
  ),
  continuityRatio: (max: number) => M.continuityRatio(frNumber(max)),
} as const;

const TEXT_LIMITS: Record<string, number> = {
  configurationName: LIMITS.configurationNameMax,
  projectCode: 30,
  company: 80,
};

/** A body value as the form holds it: strings, 'true'/'false', lists of strings. */
function formValue(value: unknown): FieldValue {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (Array.isArray(value)) return value.map((item) => String(item).trim()).filter(Boolean);
  return typeof value === 'string' ? value.trim() : '';
}

/** Neither a text, a number, a boolean, nor a list of those (null and absent are blank). */
function isWrongType(value: unknown): boolean {
  const scalar = (item: unknown) =>
    item === undefined || item === null || ['string', 'number', 'boolean'].includes(typeof item);
  return Array.isArray(value) ? !value.every(scalar) : !scalar(value);
}

const isEmpty = (value: FieldValue | undefined) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

/** Checks a continuity pair (cm); errors keyed by continuityWidth and continuityLength. */
export function continuityErrors(width: unknown, length: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  const w = parseNumber(width);
  const l = parseNumber(length);
  if (Number.isNaN(w)) errors.continuityWidth = FLOOR_MESSAGES.notANumber;
  else if (!Number.isInteger(w)) errors.continuityWidth = FLOOR_MESSAGES.continuityWholeCm;
  else if (w < LIMITS.continuityWidth.min || w > LIMITS.continuityWidth.max)
    errors.continuityWidth = FLOOR_MESSAGES.continuityWidth;
  if (Number.isNaN(l)) errors.continuityLength = FLOOR_MESSAGES.notANumber;
  else if (!Number.isInteger(l)) errors.continuityLength = FLOOR_MESSAGES.continuityWholeCm;
  else if (l < LIMITS.continuityLength.min || l > LIMITS.continuityLength.max)
    errors.continuityLength = FLOOR_MESSAGES.continuityLength;
  if (!errors.continuityWidth && !errors.continuityLength && w > l / 4)
    errors.continuityWidth = FLOOR_MESSAGES.continuityRatio(Math.floor(l / 4));
  return errors;
}

function checkField(
  field: FieldDefinition,
  value: FieldValue,
  values: Answers,
): string | undefined {
  const text = typeof value === 'string' ? value : '';
  switch (field.name) {
    case 'zipCode':
      if (text.length !== LIMITS.zipCodeLength) return FLOOR_MESSAGES.zipLength;
      if (!/^\d+$/.test(text)) return FLOOR_MESSAGES.zipDigits;
      return departmentOf(text) ? undefined : FLOOR_MESSAGES.zipUnknown;
    case 'loadCase':
      return findUsage(values.usage)?.loadCases.includes(text)
        ? undefined
        : FLOOR_MESSAGES.loadCaseNotOffered;
    case 'up':
      return findUsage(values.usage)?.ups.includes(text) ? undefined : FLOOR_MESSAGES.upNotOffered;
    case 'gLoad': {
      const number = parseNumber(value);
      if (Number.isNaN(number)) return FLOOR_MESSAGES.notANumber;
      return number < LIMITS.gLoad.min || number > LIMITS.gLoad.max
        ? FLOOR_MESSAGES.gLoad
        : undefined;
    }
    case 'qLoad': {
      const number = parseNumber(value);
      if (Number.isNaN(number)) return FLOOR_MESSAGES.notANumber;
      if (number < LIMITS.qLoad.min || number > LIMITS.qLoad.max) return FLOOR_MESSAGES.qLoad;
      // The imposed load may be raised, not lowered below the load case's (when it is offered).
      const offered = findUsage(values.usage)?.loadCases.includes(String(values.loadCase));
      const minimum = offered ? findLoadCase(values.loadCase)?.qLoad : undefined;
      return minimum !== undefined && number < minimum
        ? FLOOR_MESSAGES.qLoadBelowCase(minimum)
        : undefined;
    }
    case 'floorSpan': {
      const number = parseNumber(value);
      if (Number.isNaN(number)) return FLOOR_MESSAGES.notANumber;
      return number < LIMITS.span.min || number > LIMITS.span.max ? FLOOR_MESSAGES.span : undefined;
    }
    case 'continuityWidth':
    case 'continuityLength':
      return undefined; // checked as a pair below
    default:
      break;
  }
  if (TEXT_LIMITS[field.name] !== undefined && text.length > TEXT_LIMITS[field.name]!)
    return FLOOR_MESSAGES.tooLong(TEXT_LIMITS[field.name]!);
  // The check of its kind: an offered choice, a list of them, yes or no, a number (the app's).
  const checked = answerOfKind(field, value, FLOOR_MESSAGES);
  return 'error' in checked ? checked.error : undefined;
}

function isRequired(field: FieldDefinition, values: Answers): boolean {
  if (!field.required) return false;
  // No Up is offered for some usages (a parking): the radio then has no value to give.
  if (field.name === 'up') return (findUsage(values.usage)?.ups.length ?? 1) > 0;
  return true;
}

export interface CheckedAnswers {
  errors: Record<string, string>;
  /** The answers as the form holds them, hidden fields reset, forced values applied. */
  values: Answers;
  /** Set when there is no error. */
  answers?: FloorAnswers;
}

/**
 * Checks the answers of step 1 (`step` 1) or of both steps. Every refused field is reported at
 * once, each with its first error.
 */
export function checkAnswers(body: Record<string, unknown>, step?: 1 | 2): CheckedAnswers {
  const steps = floorFormSteps();
  const values: Answers = {};
  // A value of the wrong type (an object, a list of non-texts) is refused, not read as blank.
  const invalid = new Set<string>();
  const visit = (field: FieldDefinition) => {
    const raw = body[field.name];
    if (isWrongType(raw)) invalid.add(field.name);
    values[field.name] = field.forcedValue ?? formValue(raw);
    for (const child of field.children ?? []) visit(child);
  };
  for (const formStep of steps) for (const field of formStep.fields) visit(field);
  // The disabled value of a checkbox clears the others (spec 002 §4.1): the app's rule.
  for (const field of flattenFields(steps.flatMap((formStep) => formStep.fields))) {
    const value = values[field.name];
    if (kindOf(field) === 'choices' && Array.isArray(value))
      values[field.name] = checkboxValueAfter(field, [], value);
  }

  const errors: Record<string, string> = {};
  const checkStep = (fields: FieldDefinition[], parentShown: boolean) => {
    for (const field of fields) {
      const shown = parentShown && isFieldShown(field, values, FLOOR_COMPARATORS);
      if (!shown) {
        values[field.name] = hiddenValueOf(field);
      } else if (kindOf(field) !== 'fixed') {
        const value = values[field.name];
        if (invalid.has(field.name)) errors[field.name] = INVALID_VALUE_MESSAGE;
        else if (isEmpty(value)) {
          if (isRequired(field, values)) errors[field.name] = FLOOR_MESSAGES.required;
          else if (field.name === 'up') values.up = '';
        } else {
          const error = checkField(field, value ?? '', values);
          if (error) errors[field.name] = error;
        }
      }
      checkStep(field.children ?? [], shown);
    }
  };
  for (const formStep of steps) {
    if (step === 1 && formStep.step > 1) break;
    checkStep(formStep.fields, true);
  }
  if (step !== 1 && values.continuity === 'true')
    for (const [field, message] of Object.entries(
      continuityErrors(values.continuityWidth, values.continuityLength),
    ))
      if (!isEmpty(values[field])) errors[field] ??= message;

  if (Object.keys(errors).length > 0 || step === 1) return { errors, values };
  return { errors, values, answers: typedAnswers(values) };
}
