/**
 * What the carbon cluster handlers' tests share: a visitor, Claire signed in before each test, a
 * file's bytes, and submitting a simulation.
 */
import { getCarbonCluster, submitCarbonSimulation } from '@/api/carbon';
import type { CarbonSimulationCard, CarbonSubmission } from '@/api/carbonTypes';
import type { FieldValue } from '@/api/formDefinitionTypes';
import type { ApiClient } from '@/api/http';
import { CLAIRE, clientWith, loginAs } from '../testSupport';

export const visitor = clientWith();

/** The bytes of a downloaded file (jsdom's Blob has no arrayBuffer()). */
export function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}
export let claire: ApiClient;
/** Signs Claire in anew before each test of the file that calls it. */
export function signInClaireEachTest() {
  beforeEach(async () => {
    claire = (await loginAs(CLAIRE)).client;
  });
}

export function submission(
  answers: Record<string, FieldValue>,
  step1: CarbonSubmission['step1'] = {
    zipCode: '69007',
    projectName: 'Maison Girard',
    path: 'guided',
  },
): CarbonSubmission {
  return {
    step1,
    step2: Object.entries(answers).map(([field, value], index) => ({ index, field, value })),
    networkPassages: [],
  };
}

export const ETAGE = { systemType: 'poutrelles-entrevous-beton', favorites: 'maison-etage' };

export async function submit(
  client: ApiClient,
  answers: Record<string, FieldValue>,
  step1?: CarbonSubmission['step1'],
) {
  const { status, body } = await submitCarbonSimulation(client, submission(answers, step1));
  expect([status, body.message]).toEqual([200, 'Votre simulation a bien été enregistrée.']);
  return body.datas!;
}

export async function card(
  client: ApiClient,
  answers: Record<string, FieldValue>,
): Promise<CarbonSimulationCard> {
  const { cluster, simulation } = await submit(client, answers);
  const { body } = await getCarbonCluster(client, cluster);
  return body.datas!.simulations.find((item) => item.id === simulation)!;
}
