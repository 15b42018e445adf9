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
import { REQUIRED_MESSAGE } from '../../../src/domain/messages';
import {
  answerOfKind,
  hiddenValueOf,
  kindOf,
  parseAnswerNumber,
  type AnswerCheck,
} from '../../../src/domain/serverForm';
import { CARBON_COMPARATORS, isFieldShown, type Answers } from '../../forms/conditions';
import {
  BEAM_AND_BLOCK,
  CEMENT_DOSAGE,
  CEMENT_TYPES,
  CUSTOM_CEMENT,
  CUSTOM_FAVORITE,
  FAVORITES,
  favoriteOf,
  FLOOR_LEVELS,
  isSystemType,
  MIN_SPAN,
  maxSpanOf,
  NETWORK_PASSAGES,
  NO_NETWORK,
  SEISMIC_CHAININGS,
  SEISMIC_ZONE_LABELS,
  SLAG_SHARE,
  SYSTEM_TYPES,
  THICKNESSES,
  thicknessOf,
  type FloorLevel,
  type SystemType,
} from './catalogue';
import { departmentOf, type Department } from './departments';
import { joistInfillOptions } from './entrevous';
import { formatNumber } from './format';

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

type Check = AnswerCheck;

interface FieldRule {
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

export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** A number typed by a French user: '4,80' and '4.80' alike (the app's reading). */
export const parseNumber = parseAnswerNumber;

function choicesOf<T extends { value: string; label: string }>(
  items: readonly T[],
): Record<string, string> {
  return Object.fromEntries(items.map((item) => [item.label, item.value]));
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

// ---- Step 2 -------------------------------------------------------------------------------------

const SYSTEM_TOOLTIP = [
  {
    title: 'Système constructif',
    content:
      'Le système porteur du plancher : il fixe les matériaux et leurs quantités, donc l’essentiel de l’empreinte carbone.',
  },
];

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
    invalidChoice: 'Système constructif inconnu.',
  };
}

const YES_NO = { Oui: 'oui', Non: 'non' };

/** The fields of step 2 after systemType, built one by one from the values resolved before. */
function systemRules(system: SystemType): Array<(values: Answers) => FieldRule> {
  const favorite = (values: Answers) => favoriteOf(system, values.favorites);
  const spanOf = (values: Answers) => parseNumber(values.span);
  const maxSpan = maxSpanOf(system);
  const notFor = (systems: SystemType[]) => ({
    field: 'systemType',
    comparator: 'NOT IN' as const,
    value: systems,
  });

  return [
    () => ({
      definition: {
        name: 'favorites',
        type: 'radio',
        label: 'Configuration de départ',
        required: true,
        help: 'Une configuration courante pré-remplit les champs suivants ; vous pouvez ensuite les ajuster.',
        choices: {
          ...choicesOf(FAVORITES[system]),
          [CUSTOM_FAVORITE.label]: CUSTOM_FAVORITE.value,
        },
      },
    }),
    (values) => ({
      definition: {
        name: 'floorLevel',
        type: 'radio',
        label: 'Position du plancher',
        required: true,
        choices: { ...FLOOR_LEVELS },
        defaultValue: favorite(values)?.floorLevel ?? 'intermediaire',
      },
    }),
    (values) => ({
      definition: {
        name: 'span',
        type: 'number',
        label: 'Portée entre appuis',
        required: true,
        unit: 'm',
        help: 'Distance libre entre les murs ou poutres qui portent le plancher.',
        attr: { min: MIN_SPAN, max: maxSpan, placeholder: 'Ex. : 4,80' },
        ...(favorite(values) ? { defaultValue: favorite(values)!.span } : {}),
      },
      range: `La portée doit être comprise entre ${MIN_SPAN} et ${formatNumber(maxSpan)} m pour ce système.`,
    }),
    (values) => {
      const span = spanOf(values);
      const allowed = THICKNESSES[system].filter(
        (thickness) => span === undefined || thickness.maxSpan >= span,
      );
      const preferred = favorite(values)?.thickness;
      const defaultValue = allowed.some((thickness) => thickness.value === preferred)
        ? preferred
        : allowed[0]?.value;
      return {
        definition: {
          name: 'thickness',
          type: 'radio',
          label: 'Épaisseur du plancher',
          required: true,
          unit: 'cm',
          help: 'Seules les épaisseurs compatibles avec la portée sont proposées.',
          choices: choicesOf(allowed),
          ...(allowed.length === 1 ? { forcedValue: allowed[0]!.value } : {}),
          ...(defaultValue ? { defaultValue } : {}),
        },
        // A thickness of the system that the span rules out.
        invalidChoice: (value) =>
          thicknessOf(system, value) && span !== undefined
            ? `Cette épaisseur ne permet pas une portée de ${formatNumber(span)} m.`
            : MESSAGES.invalidChoice,
      };
    },
    (values) => {
      const options = joistInfillOptions(
        system,
        values.thickness,
        values.floorLevel as FloorLevel | undefined,
      );
      const preferred = favorite(values)?.entrevous;
      const defaultValue = options.some((option) => option.value === preferred)
        ? preferred
        : options[0]?.value;
      return {
        definition: {
          name: 'entrevous',
          type: 'radio',
          label: 'Entrevous',
          required: true,
          help: 'Les entrevous isolants sont réservés aux planchers bas sur vide sanitaire.',
          choices: choicesOf(options),
          conditions: [{ field: 'systemType', comparator: '==', value: [...BEAM_AND_BLOCK] }],
          ...(defaultValue ? { defaultValue } : {}),
        },
        invalidChoice: MESSAGES.infill,
      };
    },
    (values) => ({
      definition: {
        name: 'cementType',
        type: 'radio',
        label: 'Ciment du béton coulé en place',
        required: true,
        tooltip: [
          {
            title: 'Type de ciment',
            content:
              'Le clinker du ciment Portland pèse le plus lourd dans l’empreinte du béton ; les ciments au laitier de haut fourneau en contiennent moins.',
          },
        ],
        choices: choicesOf(CEMENT_TYPES),
        conditions: [{ field: 'systemType', comparator: '!=', value: 'plancher-bois' }],
        defaultValue: favorite(values)?.cementType ?? 'cem2',
        disabledValue: null,
      },
      children: [
        {
          definition: {
            name: 'cementDosage',
            type: 'number',
            label: 'Dosage en ciment',
            required: true,
            unit: 'kg/m³',
            attr: { min: CEMENT_DOSAGE.min, max: CEMENT_DOSAGE.max, placeholder: '300' },
            conditions: [{ field: 'cementType', comparator: '==', value: CUSTOM_CEMENT }],
          },
          range: MESSAGES.cementDosage,
        },
        {
          definition: {
            name: 'slagShare',
            type: 'number',
            label: 'Part de laitier dans le liant',
            required: true,
            unit: '%',
            attr: { min: SLAG_SHARE.min, max: SLAG_SHARE.max, placeholder: '50' },
            conditions: [{ field: 'cementType', comparator: '==', value: CUSTOM_CEMENT }],
          },
          range: MESSAGES.slagShare,
        },
      ],
    }),
    () => ({
      definition: {
        name: 'networkPassages',
        type: 'checkbox',
        label: 'Passages de réseaux dans le plancher',
        required: true,
        choices: choicesOf(NETWORK_PASSAGES),
        defaultValue: [NO_NETWORK],
        disabledValue: NO_NETWORK,
      },
    }),
    () => ({
      definition: {
        name: 'thermalBreak',
        type: 'radio',
        label: 'Rupteurs de ponts thermiques en rive',
        help: 'Facultatif : cliquez à nouveau sur votre choix pour l’annuler.',
        choices: { 'Avec rupteurs thermiques': 'avec', 'Sans rupteur': 'sans' },
        conditions: [
          { field: 'floorLevel', comparator: 'NOT IN', value: ['haut'] },
          notFor(['plancher-bois']),
        ],
      },
    }),
    (values) => ({
      definition: {
        name: 'complementaryInsulation',
        type: 'number',
        label: 'Isolant complémentaire en sous-face',
        required: true,
        unit: 'cm',
        attr: { min: 0, max: 20, placeholder: '10' },
        conditions: [
          { field: 'floorLevel', comparator: '==', value: 'vide-sanitaire' },
          { field: 'systemType', comparator: '!=', value: 'poutrelles-entrevous-pse' },
        ],
        defaultValue: favorite(values)?.complementaryInsulation ?? 10,
      },
      range: MESSAGES.insulation,
      integer: true,
    }),
    () => ({
      definition: {
        name: 'acousticUnderlay',
        type: 'radio',
        label: 'Sous-couche acoustique sous chape',
        required: true,
        help: 'Conseillée entre deux logements quand le plancher fait moins de 22 cm.',
        choices: YES_NO,
        conditions: [
          { field: 'floorLevel', comparator: '==', value: 'intermediaire' },
          { field: 'thickness', comparator: '<', value: 22 },
        ],
        defaultValue: 'oui',
      },
    }),
    () => ({
      definition: {
        name: 'selfSupporting',
        type: 'radio',
        label: 'Pose sans étai (éléments autoportants)',
        required: true,
        choices: YES_NO,
        conditions: [
          { field: 'span', comparator: '<=', value: 4.5 },
          notFor(['dalle-pleine', 'plancher-bois']),
        ],
        defaultValue: 'oui',
      },
    }),
    (values) => {
      const span = spanOf(values) ?? 0;
      return {
        definition: {
          name: 'propping',
          type: 'radio',
          label: 'Étaiement en phase chantier',
          required: true,
          help: 'Au-delà de 6,50 m de portée, deux files d’étais sont obligatoires.',
          choices: { 'Une file d’étais': '1', 'Deux files d’étais': '2' },
          conditions: [
            { field: 'span', comparator: '>', value: 4.5 },
            notFor(['dalle-pleine', 'plancher-bois']),
          ],
          defaultValue: span > 6 ? '2' : '1',
          ...(span > 6.5 ? { forcedValue: '2' } : {}),
        },
      };
    },
    (values) => {
      const zone = departmentOf(values.zipCode)?.seismicZone;
      return {
        definition: {
          name: 'seismicZone',
          type: 'radio',
          label: 'Zone de sismicité',
          required: true,
          help: 'Déduite du département du code postal.',
          choices: Object.fromEntries(
            Object.entries(SEISMIC_ZONE_LABELS).map(([value, label]) => [label, value]),
          ),
          ...(zone ? { forcedValue: String(zone), disabled: true } : {}),
        },
      };
    },
    () => ({
      definition: {
        name: 'seismicChaining',
        type: 'radio',
        label: 'Chaînages parasismiques',
        required: true,
        help: 'En zone 3 et au-delà, les chaînages du plancher sont renforcés (Eurocode 8).',
        choices: { ...SEISMIC_CHAININGS },
        conditions: [{ field: 'seismicZone', comparator: '>=', value: 3 }],
        defaultValue: 'renforces',
      },
    }),
  ];
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
