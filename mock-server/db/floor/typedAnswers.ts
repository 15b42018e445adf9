/**
 * The configurator's typed answers: read for the engine from checked form values, given back as
 * the form holds them (for prefilled forms), and the span they design.
 */
import type { FieldValue } from '../../../src/api/formDefinitionTypes';
import type { Answers } from '../../forms/conditions';
import { parseNumber, round } from './format';
import {
  ALL_SYSTEMS,
  ANY_ENTREVOUS,
  CALCULATION_STANDARD,
  CUSTOM_LOAD_CASE,
  findLoadCase,
} from './form';

/** The typed answers of a configuration. */
export interface FloorAnswers {
  zipCode: string;
  configurationName: string;
  projectCode: string;
  company: string;
  floorPosition: string;
  /** '' for positions that do not ask for it. */
  floorLevel: string;
  usage: string;
  loadCase: string;
  gLoad: number;
  qLoad: number;
  /** '' when no Up is asked. */
  up: string;
  continuity: boolean;
  continuityWidth: number | null;
  continuityLength: number | null;
  floorSpan: number | null;
  systems: string[];
  entrevous: string;
  /** '' when not asked. */
  fireResistance: string;
  acousticComfort: boolean;
  calculationStandard: string;
}

/** The span of each of the two bays of a continuous floor, m. */
export const baySpan = (width: number, length: number) => round((length - width) / 2 / 100, 2);

function numberOrNull(value: FieldValue | undefined): number | null {
  const number = parseNumber(value);
  return Number.isNaN(number) ? null : number;
}

const textOf = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '');

/** Typed answers from checked form values. */
export function typedAnswers(values: Answers): FloorAnswers {
  const loadCase = findLoadCase(values.loadCase);
  const custom = !loadCase || loadCase.value === CUSTOM_LOAD_CASE;
  return {
    zipCode: textOf(values.zipCode),
    configurationName: textOf(values.configurationName),
    projectCode: textOf(values.projectCode),
    company: textOf(values.company),
    floorPosition: textOf(values.floorPosition),
    floorLevel: textOf(values.floorLevel),
    usage: textOf(values.usage),
    loadCase: textOf(values.loadCase),
    gLoad: numberOrNull(values.gLoad) ?? (custom ? 0 : (loadCase.gLoad ?? 0)),
    qLoad: numberOrNull(values.qLoad) ?? (custom ? 0 : (loadCase.qLoad ?? 0)),
    up: textOf(values.up),
    continuity: values.continuity === 'true',
    continuityWidth: values.continuity === 'true' ? numberOrNull(values.continuityWidth) : null,
    continuityLength: values.continuity === 'true' ? numberOrNull(values.continuityLength) : null,
    floorSpan: values.continuity === 'true' ? null : numberOrNull(values.floorSpan),
    systems: Array.isArray(values.systems) ? [...values.systems] : [ALL_SYSTEMS],
    entrevous: textOf(values.entrevous) || ANY_ENTREVOUS,
    fireResistance: textOf(values.fireResistance),
    acousticComfort: values.acousticComfort === 'true',
    calculationStandard: CALCULATION_STANDARD,
  };
}

/** The answers as the form holds them (for prefilled forms): strings, 'true'/'false', lists. */
export function formValuesOf(answers: FloorAnswers): Record<string, FieldValue> {
  const number = (value: number | null) => (value === null ? '' : String(value));
  return {
    zipCode: answers.zipCode,
    configurationName: answers.configurationName,
    projectCode: answers.projectCode,
    company: answers.company,
    floorPosition: answers.floorPosition,
    floorLevel: answers.floorLevel,
    usage: answers.usage,
    loadCase: answers.loadCase,
    gLoad: String(answers.gLoad),
    qLoad: String(answers.qLoad),
    up: answers.up,
    continuity: answers.continuity ? 'true' : 'false',
    continuityWidth: number(answers.continuityWidth),
    continuityLength: number(answers.continuityLength),
    floorSpan: number(answers.floorSpan),
    systems: [...answers.systems],
    entrevous: answers.entrevous,
    fireResistance: answers.fireResistance,
    acousticComfort: answers.acousticComfort ? 'true' : 'false',
    calculationStandard: answers.calculationStandard,
  };
}

/** The design span, m: the floor span, or each bay of a continuous floor. */
export function designSpan(answers: FloorAnswers): number | null {
  if (answers.continuity)
    return answers.continuityWidth !== null && answers.continuityLength !== null
      ? baySpan(answers.continuityWidth, answers.continuityLength)
      : null;
  return answers.floorSpan;
}
