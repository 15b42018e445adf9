/**
 * Step 2 of the floor configurator's form (spec 002 §4.1, §5.1): the floor, its loads, spans,
 * system, joist infill and fire resistance, with the choices' attributes and the conditions the
 * handlers also use to check the answers.
 */
import type { ChoiceAttributes, FormStep } from '../../../src/api/formDefinitionTypes';
import {
  ACOUSTIC_USAGES,
  ALL_SYSTEMS,
  ANY_ENTREVOUS,
  CALCULATION_STANDARD,
  ENTREVOUS_MATERIALS,
  FIRE_RESISTANCES,
  FIRE_USAGES,
  FLOOR_LEVELS,
  FLOOR_POSITIONS,
  INSULATED_POSITIONS,
  LEVELLED_POSITIONS,
  LIMITS,
  LOAD_CASES,
  SYSTEMS,
  UP_VALUES,
  USAGES,
  byLabel,
  grouped,
  image,
} from './formData';

function loadCaseAttributes(): Record<string, ChoiceAttributes> {
  return Object.fromEntries(
    LOAD_CASES.filter((loadCase) => loadCase.gLoad !== undefined).map((loadCase) => [
      loadCase.value,
      { gLoad: loadCase.gLoad, qLoad: loadCase.qLoad },
    ]),
  );
}

function usageAttributes(): Record<string, ChoiceAttributes> {
  return Object.fromEntries(
    USAGES.map((usage) => [
      usage.value,
      { 'available-load-cases': [...usage.loadCases], 'available-ups': [...usage.ups] },
    ]),
  );
}

const continuityShown = { field: 'continuity', comparator: '==', value: 'true' } as const;

/** A fresh copy of step 2. */
export function stepTwo(): FormStep {
  return {
    step: 2,
    title: 'Votre plancher',
    description:
      'Décrivez le plancher : sa position, l’usage des locaux, les charges et la portée. Les solutions proposées sont vérifiées pour ces données.',
    fields: [
      {
        name: 'floorPosition',
        type: 'radio',
        label: 'Position du plancher',
        required: true,
        choices: byLabel(FLOOR_POSITIONS),
        tooltip: [
          {
            title: 'Plancher bas sur vide sanitaire',
            content:
              'Le plancher repose sur les murs de soubassement au-dessus d’un vide ventilé d’au moins 20 cm : il doit être isolé.',
            image: image('vide-sanitaire'),
          },
          {
            title: 'Plancher haut de sous-sol',
            content:
              'Le plancher sépare un sous-sol ou un parking non chauffé d’un niveau chauffé : il doit être isolé.',
            image: image('haut-de-sous-sol'),
          },
          {
            title: 'Plancher intermédiaire',
            content: 'Le plancher sépare deux niveaux chauffés du bâtiment.',
            image: image('intermediaire'),
          },
        ],
      },
      {
        name: 'floorLevel',
        type: 'select',
        label: 'Niveau du plancher',
        required: true,
        choices: { ...FLOOR_LEVELS },
        attr: { placeholder: 'Choisissez un niveau' },
        conditions: [{ field: 'floorPosition', comparator: 'IN', value: [...LEVELLED_POSITIONS] }],
        disabledValue: '',
      },
      {
        name: 'usage',
        type: 'radio',
        label: 'Destination des locaux',
        required: true,
        choices: byLabel(USAGES),
        choiceAttributes: usageAttributes(),
        defaultValue: 'habitation',
        help: 'La destination fixe les cas de charge et les valeurs de Up proposés.',
      },
      {
        name: 'loadCase',
        type: 'radio',
        label: 'Cas de charge',
        required: true,
        groupedChoices: grouped(LOAD_CASES),
        choiceAttributes: loadCaseAttributes(),
        conditions: [
          { field: 'usage', comparator: 'IN', value: USAGES.map((usage) => usage.value) },
        ],
        disabledValue: '',
        tooltip: [
          {
            title: 'Charges d’exploitation',
            content:
              'Valeurs de l’Eurocode 1 (NF EN 1991-1-1) : 150 daN/m² en habitation, 250 en bureaux, 500 en commerce, 250 en parking de véhicules légers.',
          },
        ],
      },
      {
        name: 'gLoad',
        type: 'number',
        label: 'Charges permanentes (hors poids propre)',
        required: true,
        unit: 'daN/m²',
        help: 'Revêtement, chape, cloisons, faux plafond. Renseignées par le cas de charge, modifiables.',
        attr: {
          min: LIMITS.gLoad.min,
          max: LIMITS.gLoad.max,
          pattern: '[0-9]',
          placeholder: '150',
        },
      },
      {
        name: 'qLoad',
        type: 'number',
        label: 'Charges d’exploitation',
        required: true,
        unit: 'daN/m²',
        help: 'Renseignées par le cas de charge, modifiables.',
        attr: {
          min: LIMITS.qLoad.min,
          max: LIMITS.qLoad.max,
          pattern: '[0-9]',
          placeholder: '150',
        },
      },
      {
        name: 'up',
        type: 'radio',
        label: 'Coefficient Up visé',
        required: true,
        unit: 'W/m².K',
        choices: { ...UP_VALUES },
        conditions: [{ field: 'floorPosition', comparator: 'IN', value: [...INSULATED_POSITIONS] }],
        disabledValue: '',
        tooltip: [
          {
            title: 'Coefficient Up',
            content:
              'Le coefficient de transmission thermique du plancher, ponts thermiques intégrés : plus il est faible, plus le plancher isole.',
            image: image('coefficient-up'),
          },
        ],
      },
      {
        name: 'continuity',
        type: 'radio',
        label: 'Le plancher est-il continu sur un appui intermédiaire ?',
        required: true,
        choices: { Oui: 'true', Non: 'false' },
        defaultValue: 'false',
        tooltip: [
          {
            title: 'Continuité',
            content:
              'Un plancher continu franchit deux travées en reposant sur un mur ou une poutre intermédiaire : les aciers sur appui (chapeaux) permettent des portées plus longues.',
            image: image('continuite'),
          },
        ],
        children: [
          {
            name: 'continuityWidth',
            type: 'number',
            label: 'Largeur de l’appui intermédiaire',
            required: true,
            unit: 'cm',
            attr: {
              min: LIMITS.continuityWidth.min,
              max: LIMITS.continuityWidth.max,
              pattern: '[0-9]',
              placeholder: '20',
            },
            conditions: [continuityShown],
            disabledValue: '',
          },
          {
            name: 'continuityLength',
            type: 'number',
            label: 'Longueur totale des deux travées',
            required: true,
            unit: 'cm',
            help: 'D’un appui d’extrémité à l’autre, appui intermédiaire compris.',
            attr: {
              min: LIMITS.continuityLength.min,
              max: LIMITS.continuityLength.max,
              pattern: '[0-9]',
              placeholder: '900',
            },
            conditions: [continuityShown],
            disabledValue: '',
          },
        ],
      },
      {
        name: 'floorSpan',
        type: 'number',
        label: 'Portée du plancher',
        required: true,
        unit: 'm',
        help: 'Distance entre nus d’appuis, de 1,50 à 12,00 m.',
        attr: {
          min: LIMITS.span.min,
          max: LIMITS.span.max,
          pattern: '[0-9.,]',
          placeholder: '5,20',
        },
        conditions: [{ field: 'continuity', comparator: '!=', value: 'true' }],
        disabledValue: '',
      },
      {
        name: 'systems',
        type: 'checkbox',
        label: 'Systèmes de plancher envisagés',
        required: true,
        choices: { ...SYSTEMS },
        defaultValue: [ALL_SYSTEMS],
        disabledValue: ALL_SYSTEMS,
      },
      {
        name: 'entrevous',
        type: 'select',
        label: 'Matériau des entrevous',
        required: false,
        groupedChoices: {
          'Sans préférence': { Indifférent: ANY_ENTREVOUS },
          ...grouped(ENTREVOUS_MATERIALS),
        },
        defaultValue: ANY_ENTREVOUS,
        disabledValue: ANY_ENTREVOUS,
        conditions: [
          { field: 'systems', comparator: 'IN', value: [ALL_SYSTEMS, 'poutrelles-entrevous'] },
        ],
        help: 'Les entrevous proposés dépendent de vos réponses.',
      },
      {
        name: 'fireResistance',
        type: 'select',
        label: 'Résistance au feu exigée',
        required: true,
        choices: { ...FIRE_RESISTANCES },
        defaultValue: '30',
        conditions: [
          { field: 'usage', comparator: 'IN', value: [...FIRE_USAGES] },
          { field: 'floorPosition', comparator: '!=', value: 'vide-sanitaire' },
        ],
        disabledValue: '',
      },
      {
        name: 'acousticComfort',
        type: 'fakeCheckbox',
        label: 'Confort acoustique renforcé entre logements',
        required: false,
        help: 'Retient les planchers d’au moins 300 kg/m² (loi de masse).',
        defaultValue: 'false',
        disabledValue: 'false',
        conditionsRelation: 'AND',
        conditions: [
          { field: 'floorPosition', comparator: 'NOT IN', value: [...INSULATED_POSITIONS] },
          { field: 'usage', comparator: 'IN', value: [...ACOUSTIC_USAGES] },
        ],
      },
      {
        name: 'calculationStandard',
        type: 'hidden',
        label: 'Norme de calcul',
        forcedValue: CALCULATION_STANDARD,
        disabled: true,
      },
      {
        name: 'simulationId',
        type: 'hidden',
        label: 'Simulation modifiée',
        value: null,
      },
    ],
  };
}
