/**
 * What the tests of the floor configurator handlers share: a visitor's client, complete answers,
 * the form's steps and its fields by name.
 */
import { getFloorConfigurator } from '@/api/floor';
import type { FloorConfigurationValues } from '@/api/floorTypes';
import type { FieldDefinition, FormStep } from '@/api/formDefinitionTypes';
import { CRAWL_SPACE_FORM_VALUES } from '../../db/floor/answerFixtures';
import { clientWith } from '../testSupport';

export const visitor = clientWith();

export const VALID: FloorConfigurationValues = { ...CRAWL_SPACE_FORM_VALUES };

export async function form(): Promise<FormStep[]> {
  const { status, body } = await getFloorConfigurator(visitor);
  expect(status).toBe(200);
  expect(body.datas?.status).toBe('200');
  return body.datas!.formArray;
}

export function fieldsOf(steps: FormStep[]): Map<string, FieldDefinition> {
  const fields = new Map<string, FieldDefinition>();
  const visit = (field: FieldDefinition) => {
    fields.set(field.name, field);
    field.children?.forEach(visit);
  };
  steps.forEach((step) => step.fields.forEach(visit));
  return fields;
}
