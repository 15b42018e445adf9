/**
 * What the carbon simulator's form is built from (./simulatorForm.ts computes it, its step 2's
 * fields are in ./simulatorSystemRules.ts): a field's rule (its definition and its checks), the
 * messages of the refused answers (the catalogue's), and how choices and numbers are read.
 */
import type { FieldDefinition, FieldValue } from '../../../src/api/formDefinitionTypes';
import { CARBON_FORM_MESSAGES as M, REQUIRED_MESSAGE } from '../../../src/domain/messages';
import { parseAnswerNumber, type AnswerCheck } from '../../../src/domain/serverForm';
import { CEMENT_DOSAGE, SLAG_SHARE } from './catalogue';

/** The simulator's messages (the catalogue's, src/domain/messages.ts), its limits written in. */
export const MESSAGES = {
  ...M,
  required: REQUIRED_MESSAGE,
  cementDosage: M.cementDosage(CEMENT_DOSAGE.min, CEMENT_DOSAGE.max),
  slagShare: M.slagShare(SLAG_SHARE.min, SLAG_SHARE.max),
} as const;

export type Check = AnswerCheck;

export interface FieldRule {
  definition: FieldDefinition;
  /** Checks a given answer beyond its type (ranges, narrowed choices). */
  check?: (value: FieldValue) => Check;
  /** Message for a choice that is not offered. */
  invalidChoice?: string | ((value: FieldValue) => string);
  /** Numbers: message when out of [attr.min, attr.max]; integers only when `integer`. */
  range?: string;
  integer?: boolean;
  children?: FieldRule[];
}

/** A number typed by a French user: '4,80' and '4.80' alike (the app's reading). */
export const parseNumber = parseAnswerNumber;

/** Choices as the form's `choices` give them: label → value. */
export function choicesOf<T extends { value: string; label: string }>(
  items: readonly T[],
): Record<string, string> {
  return Object.fromEntries(items.map((item) => [item.label, item.value]));
}
