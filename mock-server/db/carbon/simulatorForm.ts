/**
 * The carbon simulator's form, computed by the server from the answers (spec 002 §3, §4.2, §5.2):
 * step 1 (zip code, project name, path 'guided') and step 2, whose fields depend on the chosen
 * system, the chosen usual configuration ("favorites"), the span and the zip code's department.
 *
 * For each field, in the order of the form: hidden by its conditions (comparators ==, !=, >, >=,
 * <, <=, NOT IN) it takes its disabled value; shown, it takes its forced value, else the answer
 * when valid (an invalid answer gives an error), else its default value. The form is complete when
 * every shown required field has a value and no answer is refused.
 */
import type { FieldDefinition, FieldValue, FormStep } from '../../../src/api/formDefinitionTypes';
import { answerOfKind, hiddenValueOf, kindOf } from '../../../src/domain/serverForm';
import { CARBON_COMPARATORS, isFieldShown, type Answers } from '../../forms/conditions';
import { BEAM_AND_BLOCK, isSystemType, SYSTEM_TYPES, type SystemType } from './catalogue';
import { departmentOf, type Department } from './departments';

export { MESSAGES, parseNumber } from './simulatorFieldRules';
import { MESSAGES, type Check, type FieldRule } from './simulatorFieldRules';
import { systemRules } from './simulatorSystemRules';

export const MAX_PROJECT_NAME = 80;
export const GUIDED_PATH = 'guided';

/** The answers of both steps, by field name. */
export interface SimulatorAnswers {
  step1: Record<string, FieldValue | undefined>;
  step2: Record<string, FieldValue | undefined>;
}

export interface SimulatorEvaluation {
  formArray: FormStep[];
  isCompleted: boolean;
  /** Field to French message, for the refused answers. */
  errors: Record<string, string>;
  /** Shown required fields without a value. */
  missing: string[];
  /** The values of the shown fields of both steps (answers, forced and default values). */
  values: Record<string, FieldValue>;
  system?: SystemType;
  department?: Department;
}

export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Validates an answer by its field's kind (the app's check); then by the rule's own check. */
function checkAnswer(rule: FieldRule, given: FieldValue): Check {
  const { definition } = rule;
  const notOffered =
    typeof rule.invalidChoice === 'function'
      ? rule.invalidChoice(given)
      : (rule.invalidChoice ?? MESSAGES.invalidChoice);
  let checked = answerOfKind(definition, given, { notOffered, notANumber: MESSAGES.notANumber });
  if ('value' in checked && kindOf(definition) === 'number') {
    const number = Number(checked.value);
    const { min, max } = definition.attr ?? {};
    if (rule.integer && !Number.isInteger(number)) checked = { error: MESSAGES.wholeCentimetres };
    else if ((min !== undefined && number < min) || (max !== undefined && number > max))
      checked = { error: rule.range ?? MESSAGES.notANumber };
  }
  return 'value' in checked && rule.check ? rule.check(checked.value) : checked;
}

class Evaluation {
  readonly values: Answers = {};
  readonly shown = new Set<string>();
  readonly errors: Record<string, string> = {};
  readonly missing: string[] = [];

  constructor(private readonly given: Record<string, FieldValue | undefined>) {}

  /** Resolves a field (and its children) and returns its definition for the answer. */
  resolve(rule: FieldRule): FieldDefinition {
    const { definition } = rule;
    const { name } = definition;
    const given = this.given[name];
    const output: FieldDefinition = { ...definition };
    if (!isFieldShown(definition, this.values, CARBON_COMPARATORS)) {
      this.values[name] = hiddenValueOf(definition);
    } else {
      // The answer of a shown field is echoed; a hidden field's is dropped.
      if (!isBlank(given)) output.value = given ?? null;
      this.shown.add(name);
      this.values[name] = this.valueOf(rule, given);
      if (definition.required && isBlank(this.values[name]) && !this.errors[name])
        this.missing.push(name);
    }
    if (rule.children) output.children = rule.children.map((child) => this.resolve(child));
    return output;
  }

  private valueOf(rule: FieldRule, given: FieldValue | undefined): FieldValue | undefined {
    const { definition } = rule;
    if (!isBlank(definition.forcedValue)) return definition.forcedValue;
    if (isBlank(given)) return definition.defaultValue ?? undefined;
    const checked = checkAnswer(rule, given as FieldValue);
    if ('error' in checked) {
      this.errors[definition.name] = checked.error;
      return undefined;
    }
    return checked.value;
  }

  /** The values of the shown fields. */
  shownValues(): Record<string, FieldValue> {
    return Object.fromEntries(
      [...this.shown]
        .filter((name) => !isBlank(this.values[name]))
        .map((name) => [name, this.values[name] as FieldValue]),
    );
  }
}

// ---- Step 1 -------------------------------------------------------------------------------------

function step1Rules(): FieldRule[] {
  return [
    {
      definition: {
        name: 'zipCode',
        type: 'text',
        label: 'Code postal du chantier',
        required: true,
        help: 'Il situe le projet : zone de sismicité et bureau d’études de votre région.',
        attr: { pattern: '[0-9]', placeholder: 'Ex. : 69003' },
      },
      check: (value) => {
        const zip = String(value);
        if (zip.length !== 5) return { error: MESSAGES.zipLength };
        return departmentOf(zip) ? { value: zip } : { error: MESSAGES.zipUnknown };
      },
    },
    {
      definition: {
        name: 'projectName',
        type: 'text',
        label: 'Nom du projet',
        required: true,
        attr: { placeholder: 'Ex. : Maison Dupont' },
      },
      check: (value) =>
        String(value).length > MAX_PROJECT_NAME
          ? { error: MESSAGES.projectNameTooLong }
          : { value },
    },
    {
      definition: {
        name: 'path',
        type: 'hidden',
        label: 'Parcours',
        required: true,
        forcedValue: GUIDED_PATH,
        value: GUIDED_PATH,
      },
    },
  ];
}

// ---- Step 2: the system; its fields are in ./simulatorSystemRules.ts --------------------------

const SYSTEM_TOOLTIP = [
  {
    title: 'Système constructif',
    content:
      'Le système porteur du plancher : il fixe les matériaux et leurs quantités, donc l’essentiel de l’empreinte carbone.',
  },
];

/** The system of the floor, the first field of step 2. */
function systemRule(): FieldRule {
  return {
    definition: {
      name: 'systemType',
      type: 'radio',
      label: 'Système constructif',
      required: true,
      tooltip: SYSTEM_TOOLTIP,
      choices: Object.fromEntries(
        Object.entries(SYSTEM_TYPES).map(([value, label]) => [label, value]),
      ),
    },
    invalidChoice: MESSAGES.unknownSystem,
  };
}

/** Computes both steps from the answers. */
export function evaluateSimulator(answers: SimulatorAnswers): SimulatorEvaluation {
  const evaluation = new Evaluation({ ...answers.step2, ...answers.step1 });
  const step1Fields = step1Rules().map((rule) => evaluation.resolve(rule));
  const step2Fields = [evaluation.resolve(systemRule())];
  const system = evaluation.values.systemType;
  if (isSystemType(system))
    for (const build of systemRules(system)) {
      const rule = build(evaluation.values);
      // Joist-infill blocks exist in beam-and-block floors only.
      if (rule.definition.name === 'entrevous' && !BEAM_AND_BLOCK.includes(system)) continue;
      step2Fields.push(evaluation.resolve(rule));
    }

  const formArray: FormStep[] = [
    {
      step: 1,
      title: 'Votre projet',
      description: 'Situez votre projet pour adapter le calcul à sa région.',
      fields: step1Fields,
    },
    {
      step: 2,
      title: 'Votre plancher',
      description: isSystemType(system)
        ? 'Décrivez le plancher : l’estimation tient compte de chaque réponse.'
        : 'Choisissez le système constructif du plancher à évaluer.',
      fields: step2Fields,
    },
  ];
  const department = departmentOf(evaluation.values.zipCode);
  return {
    formArray,
    isCompleted: evaluation.missing.length === 0 && Object.keys(evaluation.errors).length === 0,
    errors: evaluation.errors,
    missing: evaluation.missing,
    values: evaluation.shownValues(),
    ...(isSystemType(system) ? { system } : {}),
    ...(department ? { department } : {}),
  };
}
