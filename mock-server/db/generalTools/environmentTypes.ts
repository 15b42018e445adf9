/**
 * The shapes of the environmental data of the general site: its data types, filters, FDES sheets
 * and results, their units, and the messages of refused answers.
 */
import type { EnvironmentResult, Fdes } from '../../../src/api/environmentTypes';
import type { Filter, FilterValue } from './catalogue';

/** The FDES sheet and the result of a product are the contract's (src/api/environmentTypes.ts). */
export type { EnvironmentResult, Fdes };

export type EnvDataType = 'pou' | 'pre' | 'mur';
export const ENV_DATA_TYPES: readonly EnvDataType[] = ['pou', 'pre', 'mur'];

export function isEnvDataType(value: unknown): value is EnvDataType {
  return typeof value === 'string' && (ENV_DATA_TYPES as readonly string[]).includes(value);
}

/** An environmental filter value; the system question's values also say their data type. */
export interface EnvironmentFilterValue extends FilterValue {
  /** Project-defined: the data type that the system question's answer selects. */
  dataType?: EnvDataType;
  /** Project-defined: the short label of the system question's answer ('Poutrelles'). */
  label?: string;
}

/** An environmental filter: a catalogue `Filter` with the question asked and a help text. */
export interface EnvironmentFilter extends Filter {
  /** Project-defined: the question asked ('Quel est le montage du prémur ?'). */
  question: string;
  /** Project-defined: the help text shown under the question ('épaisseur peau 1 + …'), or null. */
  hint: string | null;
  filterValues: EnvironmentFilterValue[];
}

export const LITRE_UNIT = 'L/m²';
export const KILO_UNIT = 'kg/m²';

/** Thrown for answers that the environmental questionnaires do not know or do not accept. */
export class EnvironmentAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvironmentAnswerError';
  }
}

export const ENV_MESSAGES = {
  unknownDataType: 'Type de données inconnu : choisissez pou, pre ou mur.',
  unknownValue: (id: unknown) => `Valeur de filtre inconnue : ${String(id)}.`,
  otherSystem: 'Ces critères ne correspondent pas au système constructif choisi.',
  twoAnswers: (question: string) => `Une seule réponse est possible à la question « ${question} ».`,
  noProduct: 'Aucun produit ne correspond à ces critères.',
  incomplete:
    'Répondez à toutes les questions du questionnaire pour obtenir les données environnementales.',
} as const;
