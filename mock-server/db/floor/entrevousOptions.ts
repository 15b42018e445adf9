/**
 * The joist infill (entrevous) offered for a configuration: each material, available when one of
 * its systems fits, and the `entrevous` field narrowed to those.
 */
import type { EntrevousOption } from '../../../src/api/floorTypes';
import type { FieldDefinition } from '../../../src/api/formDefinitionTypes';
import type { FloorAnswers } from './answers';
import { CATALOGUE } from './catalogue';
import { rejectionOf, spanRejectionOf } from './engine';
import { ANY_ENTREVOUS, ENTREVOUS_MATERIALS, floorFormSteps } from './form';

/** The infill options for the answers given: each available when one of its systems fits. */
export function entrevousOptions(answers: FloorAnswers): EntrevousOption[] {
  return ENTREVOUS_MATERIALS.map((material) => {
    const entries = CATALOGUE.filter(
      (entry) => entry.family === 'poutrelles-entrevous' && entry.entrevous === material.value,
    );
    const reasons = entries.map(
      (entry) => rejectionOf(entry, answers, true) ?? spanRejectionOf(entry, answers),
    );
    const available = reasons.some((reason) => reason === undefined);
    return {
      value: material.value,
      label: material.label,
      group: material.group,
      description: material.description,
      available,
      ...(available ? {} : { reason: reasons[0] ?? 'Non proposé.' }),
    };
  });
}

/** The `entrevous` field narrowed to the options available for the answers. */
export function entrevousField(answers: FloorAnswers): FieldDefinition {
  const base = floorFormSteps()[1]!.fields.find((field) => field.name === 'entrevous')!;
  const options = entrevousOptions(answers).filter((option) => option.available);
  const groupedChoices: Record<string, Record<string, string>> = {
    'Sans préférence': { Indifférent: ANY_ENTREVOUS },
  };
  for (const option of options) (groupedChoices[option.group] ??= {})[option.label] = option.value;
  const kept = options.some((option) => option.value === answers.entrevous);
  return {
    ...base,
    groupedChoices,
    value: kept ? answers.entrevous : ANY_ENTREVOUS,
    help:
      options.length > 0
        ? `${options.length} type${options.length > 1 ? 's' : ''} d’entrevous ${options.length > 1 ? 'conviennent' : 'convient'} à votre configuration.`
        : 'Aucun entrevous ne convient à cette configuration : choisissez un autre système.',
  };
}
