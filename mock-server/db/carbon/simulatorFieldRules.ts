/**
 * What the carbon simulator's form is built from (./simulatorForm.ts computes it, its step 2's
 * fields are in ./simulatorSystemRules.ts): a field's rule (its definition and its checks), the
 * messages of the refused answers, and how choices and numbers are read.
 */
import type { FieldDefinition, FieldValue } from '../../../src/api/formDefinitionTypes';
import { REQUIRED_MESSAGE } from '../../../src/domain/messages';
import { parseAnswerNumber, type AnswerCheck } from '../../../src/domain/serverForm';
import { CEMENT_DOSAGE, SLAG_SHARE } from './catalogue';

export const MESSAGES = {
  required: REQUIRED_MESSAGE,
  zipLength: 'Doit contenir exactement 5 caractères.',
  zipUnknown: 'Code postal inconnu : vérifiez les 5 chiffres.',
  projectNameTooLong: 'Le nom du projet ne doit pas dépasser 80 caractères.',
  invalidChoice: 'Ce choix ne fait pas partie des valeurs proposées.',
  notANumber: 'Saisissez un nombre.',
  wholeCentimetres: 'Saisissez un nombre entier de centimètres.',
  cementDosage: `Le dosage en ciment doit être compris entre ${CEMENT_DOSAGE.min} et ${CEMENT_DOSAGE.max} kg/m³.`,
  slagShare: `La part de laitier doit être comprise entre ${SLAG_SHARE.min} et ${SLAG_SHARE.max} %.`,
  insulation: 'L’épaisseur d’isolant doit être comprise entre 0 et 20 cm.',
  infill: 'Cet entrevous ne convient pas à ce plancher : choisissez parmi les entrevous proposés.',
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
