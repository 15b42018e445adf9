/**
 * The rules of the carbon simulator's answers (spec 002 §4.2, §5.2, §9), pure functions: how an
 * answer changes the others, what a form request carries, what a submission carries.
 */
import type {
  CarbonSubmission,
  JoistInfillOption,
  JoistInfillRequest,
  SimulatorStep1,
  SimulatorStep2Entry,
} from '@/api/carbonTypes';
import type { FieldDefinition, FieldValue, FormStep } from '@/api/formDefinitionTypes';
import {
  CARBON_COMPARATORS,
  flattenFields,
  initialValuesOf,
  isFieldShown,
  type FormValues,
} from '@/domain/serverForm';

/** The delays of spec 002 §9, shared with the floor configurator. */
export { FORM_LOAD_DELAY_MS, STEP2_UPDATE_DELAY_MS } from '@/lib/sagas/serverForm';
/** Custom concrete values delay (spec 002 §9). */
export const CUSTOM_CONCRETE_DELAY_MS = 300;
/** The carbon path value is always 'guided' (spec 002 §5.2, §9). */
export const GUIDED_PATH = 'guided';

export const STEP1_FIELDS = ['zipCode', 'projectName', 'path'] as const;
/** The custom concrete values: the children of cementType. */
export const CUSTOM_CONCRETE_FIELDS = ['cementDosage', 'slagShare'] as const;

/** One step-2 answer the user gave, in the order given. */
export interface Answer {
  field: string;
  value: FieldValue;
}

/**
 * The simulation under way, as its form owns it and sends it to the server: step 1 as last
 * submitted and the step-2 answers in the order given.
 */
export interface SimulationAnswers {
  step1: SimulatorStep1;
  answers: Answer[];
}

function isBlank(value: FieldValue | undefined): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

function sameValue(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => item === b[index]);
  return String(a) === String(b);
}

/**
 * The answers after the user set `field` to `value` (spec 002 §4.2): choosing systemType clears
 * the other step-2 answers; choosing favorites keeps only the systemType and favorites answers;
 * re-selecting the same thermalBreak value removes that answer; a blank value removes the answer.
 */
export function applyAnswer(answers: Answer[], field: string, value: FieldValue): Answer[] {
  if (field === 'systemType') return isBlank(value) ? [] : [{ field, value }];
  if (field === 'favorites') {
    const system = answers.filter((answer) => answer.field === 'systemType');
    return isBlank(value) ? system : [...system, { field, value }];
  }
  const current = answers.find((answer) => answer.field === field);
  if (field === 'thermalBreak' && current && sameValue(current.value, value))
    return answers.filter((answer) => answer.field !== field);
  if (isBlank(value)) return answers.filter((answer) => answer.field !== field);
  if (current) return answers.map((answer) => (answer.field === field ? { field, value } : answer));
  return [...answers, { field, value }];
}

export function stepFields(formArray: FormStep[], step: 1 | 2): FieldDefinition[] {
  return formArray[step - 1]?.fields ?? [];
}

/** The values the form shows: forced > answer (echoed as value) > default (spec 002 §4.2). */
export function formValuesOf(fields: FieldDefinition[]): FormValues {
  return initialValuesOf(fields);
}

/** Whether a field (children of a hidden parent included) is shown for these values. */
function shownNames(fields: FieldDefinition[], values: FormValues): Set<string> {
  const shown = new Set<string>();
  const visit = (field: FieldDefinition, parentShown: boolean) => {
    const isShown = parentShown && isFieldShown(field, values, CARBON_COMPARATORS);
    if (isShown) shown.add(field.name);
    for (const child of field.children ?? []) visit(child, isShown);
  };
  for (const field of fields) visit(field, true);
  return shown;
}

/** The step-1 values the server prefilled (a cluster's project, a saved simulation). */
export function prefilledStep1(formArray: FormStep[]): SimulatorStep1 {
  const values = formValuesOf(stepFields(formArray, 1));
  return {
    zipCode: String(values.zipCode ?? ''),
    projectName: String(values.projectName ?? ''),
    path: GUIDED_PATH,
  };
}

/** The answers a prefilled form holds: every shown step-2 field with a prefilled value. */
export function prefilledAnswers(formArray: FormStep[]): Answer[] {
  const fields = stepFields(formArray, 2);
  const values = formValuesOf(fields);
  const shown = shownNames(fields, values);
  return flattenFields(fields)
    .filter((field) => shown.has(field.name) && !isBlank(field.value))
    .map((field) => ({ field: field.name, value: values[field.name] ?? null }));
}

/**
 * The answers the server's latest form still shows: an answer to a field that its conditions now
 * hide (or that the form no longer holds) is dropped, so the next request carries only what the
 * user sees.
 */
export function answersShownIn(answers: Answer[], formArray: FormStep[]): Answer[] {
  const fields = stepFields(formArray, 2);
  const shown = shownNames(fields, formValuesOf(fields));
  const kept = answers.filter((answer) => shown.has(answer.field));
  return kept.length === answers.length ? answers : kept;
}

/**
 * The submission (spec 002 §3 "Submitted simulator data"): step 1 (plus the cluster), every shown
 * step-2 field with the value the form shows — default and forced values included — in the order
 * of the form, and the networkPassages list on its own.
 */
export function submissionOf(
  formArray: FormStep[],
  step1: SimulatorStep1,
  cluster: number | undefined,
): CarbonSubmission {
  const fields = stepFields(formArray, 2);
  const values = formValuesOf(fields);
  const shown = shownNames(fields, values);
  const step2: SimulatorStep2Entry[] = [];
  let networkPassages: string[] = [];
  for (const field of flattenFields(fields)) {
    if (!shown.has(field.name)) continue;
    const value = values[field.name] ?? null;
    if (field.name === 'networkPassages') {
      networkPassages = Array.isArray(value)
        ? value.map(String)
        : isBlank(value)
          ? []
          : [String(value)];
      continue;
    }
    if (isBlank(value)) continue;
    step2.push({ index: step2.length, field: field.name, value });
  }
  return {
    step1: { ...step1, path: GUIDED_PATH, ...(cluster !== undefined ? { cluster } : {}) },
    step2,
    networkPassages,
  };
}

/** Step-1 field errors of a server answer (an unknown postal code…). */
export function step1ErrorsOf(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => (STEP1_FIELDS as readonly string[]).includes(field)),
  );
}

/** The joist-infill field of the simulator's step 2 (beam-and-block systems). */
export const INFILL_FIELD = 'entrevous';

/**
 * What `POST /api/simulator/entrevous/` needs, from step 2's values (the server's defaults
 * included): undefined while the infill field is absent or the system or thickness unknown.
 */
export function infillRequestOf(formArray: FormStep[]): JoistInfillRequest | undefined {
  const fields = stepFields(formArray, 2);
  if (!flattenFields(fields).some((field) => field.name === INFILL_FIELD)) return undefined;
  const values = formValuesOf(fields);
  const systemType = values.systemType;
  const thickness = values.thickness;
  if (typeof systemType !== 'string' || !systemType) return undefined;
  if ((typeof thickness !== 'string' && typeof thickness !== 'number') || thickness === '')
    return undefined;
  const floorLevel = values.floorLevel;
  return {
    datas: {
      systemType,
      thickness,
      ...(typeof floorLevel === 'string' && floorLevel ? { floorLevel } : {}),
    },
  };
}

/** The form with the infill field's choices replaced by the server's options (label to value). */
export function withInfillOptions(
  formArray: FormStep[],
  options: readonly JoistInfillOption[],
): FormStep[] {
  const replace = (field: FieldDefinition): FieldDefinition =>
    field.name === INFILL_FIELD
      ? { ...field, choices: Object.fromEntries(options.map((o) => [o.label, o.value])) }
      : field.children
        ? { ...field, children: field.children.map(replace) }
        : field;
  return formArray.map((step) => ({ ...step, fields: step.fields.map(replace) }));
}
