/**
 * The configurator's answers checked on the server: read from a body (form strings or booleans),
 * checked field by field against the form definitions (spec 002 §5.1), hidden fields reset to
 * their disabled value, then typed for the engine. The loop is the shared check of the
 * server-driven forms (`checkAnswers`, src/domain/serverForm, mode `validate`); this module adds
 * the configurator's rules (the zip code, the loads and spans, the continuity pair).
 */
import type { FieldDefinition, FieldValue } from '../../../src/api/formDefinitionTypes';
import { FLOOR_FORM_MESSAGES as M, REQUIRED_MESSAGE } from '../../../src/domain/messages';
import {
  checkAnswers as checkFormAnswers,
  isBlank,
  refusalsOf,
  type AnswerCheck,
  type Answers,
  type CheckRules,
  type OwnCheckContext,
} from '../../../src/domain/serverForm';
import { FLOOR_COMPARATORS } from '../../forms/conditions';
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

/** The floor's own rules of an answer; the other fields have the check of their kind. */
function checkField(
  field: FieldDefinition,
  value: FieldValue,
  { values, byKind }: OwnCheckContext,
): AnswerCheck {
  const refused = fieldError(field, value, values);
  return refused === undefined ? byKind : refused === '' ? { value } : { error: refused };
}

/** A refusal's message; '' when the answer is accepted; undefined when its kind decides. */
function fieldError(
  field: FieldDefinition,
  value: FieldValue,
  values: Answers,
): string | undefined {
  const text = typeof value === 'string' ? value : '';
  switch (field.name) {
    case 'zipCode':
      if (text.length !== LIMITS.zipCodeLength) return FLOOR_MESSAGES.zipLength;
      if (!/^\d+$/.test(text)) return FLOOR_MESSAGES.zipDigits;
      return departmentOf(text) ? '' : FLOOR_MESSAGES.zipUnknown;
    case 'loadCase':
      return findUsage(values.usage)?.loadCases.includes(text)
        ? ''
        : FLOOR_MESSAGES.loadCaseNotOffered;
    case 'up':
      return findUsage(values.usage)?.ups.includes(text) ? '' : FLOOR_MESSAGES.upNotOffered;
    case 'gLoad': {
      const number = parseNumber(value);
      if (Number.isNaN(number)) return FLOOR_MESSAGES.notANumber;
      return number < LIMITS.gLoad.min || number > LIMITS.gLoad.max ? FLOOR_MESSAGES.gLoad : '';
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
        : '';
    }
    case 'floorSpan': {
      const number = parseNumber(value);
      if (Number.isNaN(number)) return FLOOR_MESSAGES.notANumber;
      return number < LIMITS.span.min || number > LIMITS.span.max ? FLOOR_MESSAGES.span : '';
    }
    case 'continuityWidth':
    case 'continuityLength':
      return ''; // checked as a pair below
    default:
      break;
  }
  const max = TEXT_LIMITS[field.name];
  return max !== undefined && text.length > max ? FLOOR_MESSAGES.tooLong(max) : undefined;
}

/** The floor's rules of the shared check (src/domain/serverForm/checkAnswers.ts). */
const FLOOR_CHECK: CheckRules = {
  comparators: FLOOR_COMPARATORS,
  messages: FLOOR_MESSAGES,
  check: checkField,
  // No Up is offered for some usages (a parking): the radio then has no value to give.
  isRequired: (field, values) =>
    Boolean(field.required) &&
    (field.name !== 'up' || (findUsage(values.usage)?.ups.length ?? 1) > 0),
  mode: 'validate',
};

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
  const steps = floorFormSteps().filter((formStep) => step !== 1 || formStep.step === 1);
  const checked = checkFormAnswers(
    steps.flatMap((formStep) => formStep.fields),
    body,
    FLOOR_CHECK,
  );
  const { values } = checked;
  // An Up left blank where none is asked is sent as ''.
  if (isBlank(values.up) && !checked.missing.includes('up')) values.up = '';
  const errors = refusalsOf(checked);
  if (step !== 1 && values.continuity === 'true')
    for (const [field, message] of Object.entries(
      continuityErrors(values.continuityWidth, values.continuityLength),
    ))
      if (!isBlank(values[field])) errors[field] ??= message;

  if (Object.keys(errors).length > 0 || step === 1) return { errors, values };
  return { errors, values, answers: typedAnswers(values) };
}
