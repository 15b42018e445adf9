/** What the carbon simulator handlers' tests share: a visitor, the project, the form asked with answers and its fields. */
import { getSimulatorForm } from '@/api/carbon';
import type { SimulatorFormBody, SimulatorQuery } from '@/api/carbonTypes';
import type { FieldDefinition, FieldValue } from '@/api/formDefinitionTypes';
import { clientWith } from '../testSupport';

export const visitor = clientWith();

export function entries(answers: Record<string, FieldValue>): SimulatorQuery['step2'] {
  return Object.entries(answers).map(([field, value], index) => ({ index, field, value }));
}

export const PROJECT = { zipCode: '69003', projectName: 'Maison Dupont', path: 'guided' };

export async function form(step2: Record<string, FieldValue>, step1 = PROJECT, client = visitor) {
  const { status, body } = await getSimulatorForm(client, { step1, step2: entries(step2) });
  expect(status).toBe(200);
  expect(body).toMatchObject({ success: true, status: 200 });
  return body as Required<SimulatorFormBody>;
}

export function fieldsOf(body: SimulatorFormBody, step = 2): FieldDefinition[] {
  return body.formArray!.find((candidate) => candidate.step === step)!.fields;
}

export function field(body: SimulatorFormBody, name: string): FieldDefinition {
  const all = body.formArray!.flatMap((step) =>
    step.fields.flatMap((item) => [item, ...(item.children ?? [])]),
  );
  const found = all.find((item) => item.name === name);
  if (!found) throw new Error(`No field ${name}`);
  return found;
}
