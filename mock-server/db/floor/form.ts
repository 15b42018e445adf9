/**
 * The floor configurator's form definitions (spec 002 §3, §4.1, §5.1): step 1 (the project) here,
 * step 2 (the floor) in ./formStepTwo.ts, the tables both read in ./formData.ts (re-exported: the
 * handlers import them from here). Loads are in daN/m² (Eurocode 1 categories), spans in m,
 * continuity in cm.
 */
import type { FieldDefinition, FormStep } from '../../../src/api/formDefinitionTypes';
import { flattenFields } from '../../../src/domain/serverForm';
import { FLOOR_POSITIONS, LOAD_CASES, USAGES } from './formData';
import { stepTwo } from './formStepTwo';

export * from './formData';

function stepOne(): FormStep {
  return {
    step: 1,
    title: 'Votre projet',
    description:
      'Quelques informations sur le chantier : son code postal nous permet de vous mettre en relation avec l’agence la plus proche.',
    fields: [
      {
        name: 'zipCode',
        type: 'text',
        label: 'Code postal du chantier',
        required: true,
        help: 'Exactement 5 chiffres.',
        attr: { pattern: '[0-9]', placeholder: 'Ex. : 69003' },
      },
      {
        name: 'configurationName',
        type: 'text',
        label: 'Nom de la configuration',
        required: true,
        help: 'Retrouvez-la sous ce nom dans votre espace personnel.',
        attr: { placeholder: 'Ex. : Maison Dupont – plancher du RDC' },
      },
      {
        name: 'projectCode',
        type: 'text',
        label: 'Référence du projet',
        required: false,
        attr: { placeholder: 'Ex. : PRJ-2026-014' },
      },
      {
        name: 'company',
        type: 'text',
        label: 'Entreprise',
        required: false,
        help: 'Reprise de votre profil lorsque vous êtes connecté.',
        attr: { placeholder: 'Ex. : Maçonnerie Martin' },
      },
    ],
  };
}
/** A fresh copy of the two steps (callers may fill `value`). */
export function floorFormSteps(): FormStep[] {
  return [stepOne(), stepTwo()];
}

/** Every field of the steps, children included, in order. */
export function allFields(steps: FormStep[] = floorFormSteps()): FieldDefinition[] {
  return flattenFields(steps.flatMap((step) => step.fields));
}

/** The choices of a field and the label of a value: the app's (src/domain/serverForm). */
export { choiceLabel, choicesOf } from '../../../src/domain/serverForm';

export const findUsage = (value: unknown) => USAGES.find((usage) => usage.value === value);
export const findLoadCase = (value: unknown) => LOAD_CASES.find((item) => item.value === value);
export const findPosition = (value: unknown) =>
  FLOOR_POSITIONS.find((item) => item.value === value);
