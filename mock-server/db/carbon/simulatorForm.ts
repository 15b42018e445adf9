/**
 * The carbon simulator's form, computed by the server from the answers (spec 002 §3, §4.2, §5.2):
 * step 1 (zip code, project name, path 'guided') and step 2, whose fields depend on the chosen
 * system, the chosen usual configuration ("favorites"), the span and the zip code's department.
 *
 * For each field, in the order of the form: hidden by its conditions (comparators ==, !=, >, >=,
 * <, <=, NOT IN) it takes its disabled value; shown, it takes its forced value, else the answer
 * when valid (an invalid answer gives an error), else its default value. The form is complete when
 * every shown required field has a value and no answer is refused. That is the shared check of the
 * server-driven forms (`checkAnswers`, src/domain/serverForm, mode `compute`), called field by
 * field; this module adds the simulator's rules (ranges, narrowed choices, their messages).
 */
import type { FieldDefinition, FieldValue, FormStep } from '../../../src/api/formDefinitionTypes';
import {
  checkAnswers,
  kindOf,
  NO_ANSWER_CHECKED,
  type Answers,
  type CheckedAnswers,
  type CheckRules,
} from '../../../src/domain/serverForm';
import { CARBON_COMPARATORS } from '../../forms/conditions';
import { PROJECT_NAME_MAX_LENGTH } from '../../../src/domain/fieldLimits';
import { BEAM_AND_BLOCK, isSystemType, SYSTEM_TYPES, type SystemType } from './catalogue';
import { departmentOf, type Department } from './departments';
import { MESSAGES, type Check, type FieldRule } from './simulatorFieldRules';
import { systemRules } from './simulatorSystemRules';

export const MAX_PROJECT_NAME = PROJECT_NAME_MAX_LENGTH;
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

/** A rule's checks after its kind's: a number's range, then the rule's own check. */
function refine(rule: FieldRule, checked: Check): Check {
  const { definition } = rule;
  if ('value' in checked && kindOf(definition) === 'number') {
    const number = Number(checked.value);
    const { min, max } = definition.attr ?? {};
    if (rule.integer && !Number.isInteger(number)) return { error: MESSAGES.wholeCentimetres };
    if ((min !== undefined && number < min) || (max !== undefined && number > max))
      return { error: rule.range ?? MESSAGES.notANumber };
  }
  return 'value' in checked && rule.check ? rule.check(checked.value) : checked;
}

/** A rule's definition with its children's. */
function definitionOf(rule: FieldRule): FieldDefinition {
  return rule.children
    ? { ...rule.definition, children: rule.children.map(definitionOf) }
    : rule.definition;
}

/** The rule and its children's, by field name. */
function rulesByName(rule: FieldRule, into = new Map<string, FieldRule>()): Map<string, FieldRule> {
  into.set(rule.definition.name, rule);
  for (const child of rule.children ?? []) rulesByName(child, into);
  return into;
}

/** The simulator's rules of the shared check (src/domain/serverForm/checkAnswers.ts). */
function carbonCheck(rules: Map<string, FieldRule>): CheckRules {
  const ruleOf = (field: FieldDefinition) => rules.get(field.name) ?? { definition: field };
  return {
    comparators: CARBON_COMPARATORS,
    messages: (field, given) => {
      const { invalidChoice } = ruleOf(field);
      const notOffered =
        typeof invalidChoice === 'function'
          ? invalidChoice(given)
          : (invalidChoice ?? MESSAGES.invalidChoice);
      return { notOffered, notANumber: MESSAGES.notANumber };
    },
    check: (field, _given, { byKind }) => refine(ruleOf(field), byKind),
    mode: 'compute',
  };
}

/** The form computed field by field: each rule is checked with the values of those before it. */
class Evaluation {
  private checked: CheckedAnswers = NO_ANSWER_CHECKED;

  constructor(private readonly given: Record<string, FieldValue | undefined>) {}

  get values(): Answers {
    return this.checked.values;
  }

  get result(): Pick<CheckedAnswers, 'errors' | 'missing'> {
    return this.checked;
  }

  /** Resolves a field (and its children) and returns its definition for the answer. */
  resolve(rule: FieldRule): FieldDefinition {
    this.checked = checkAnswers(
      [definitionOf(rule)],
      this.given,
      carbonCheck(rulesByName(rule)),
      this.checked,
    );
    return this.output(rule);
  }

  /** The answer of a shown field is echoed; a hidden field's is dropped. */
  private output(rule: FieldRule): FieldDefinition {
    const output: FieldDefinition = { ...rule.definition };
    const { name } = rule.definition;
    const given = this.given[name];
    if (this.checked.shown.includes(name) && !isBlank(given)) output.value = given ?? null;
    if (rule.children) output.children = rule.children.map((child) => this.output(child));
    return output;
  }

  /** The values of the shown fields. */
  shownValues(): Record<string, FieldValue> {
    return Object.fromEntries(
      this.checked.shown
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
    isCompleted:
      evaluation.result.missing.length === 0 && Object.keys(evaluation.result.errors).length === 0,
    errors: evaluation.result.errors,
    missing: evaluation.result.missing,
    values: evaluation.shownValues(),
    ...(isSystemType(system) ? { system } : {}),
    ...(department ? { department } : {}),
  };
}
