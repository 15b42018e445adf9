/**
 * What the tests of the general site's saved-simulation handlers share: seeded answers, the signed-in
 * clients (anew before each test), an expired client, files' bytes and a created history.
 */
import type { ApiClient } from '@/api/http';
import { createHistory } from '@/api/thermalHistory';
import { environmentFiltersOf, SYSTEMS } from '../../db/generalTools/environment';
import { registerDevice, registerToken } from '../../db/mockDb';
import { CLAIRE, clientWith, JULIEN, loginAs } from '../testSupport';

/** House, floor over a sanitary void, joists and blocks, façade, concrete blocks, ITI, 16-20 cm, REI 30. */
export const HOUSE_ON_SANITARY_VOID = [211, 221, 231, 241, 252, 261, 271, 281];
/** Flats, intermediate floor, pre-slabs, façade, concrete wall, ITI, 21-25 cm, REI 60. */
export const THERMO_PRE_SLAB = [212, 223, 232, 241, 251, 261, 272, 282];
export const THERMO_PRE_SLAB_REFINE = [291, 301, 361];
export const DEVICE = {
  uuid: '0c6f2d8e-5b1a-4e97-8f3c-2a9d7e6b1c40',
  browser: 'Firefox',
  browserVersion: '128.0',
  os: 'Linux',
};

export let claire: ApiClient;
export let julien: ApiClient;
export let visitor: ApiClient;
export let visitorToken: string;

/** Signs Claire, Julien and a visitor's device in anew before each test of the file that calls it. */
export function signInEachTest() {
  beforeEach(async () => {
    claire = (await loginAs(CLAIRE)).client;
    julien = (await loginAs(JULIEN)).client;
    visitorToken = registerDevice({ ...DEVICE }).token;
    visitor = clientWith(visitorToken);
  });
}

export function expired(): ApiClient {
  registerToken('usr.expired-history', { kind: 'user', userId: 1 }, 0);
  return clientWith('usr.expired-history');
}

/** Answers an environmental questionnaire, taking the first possible answer each time. */
export function environmentAnswers(dataType: 'pou' | 'pre' | 'mur'): number[] {
  const answers = [SYSTEMS[dataType].valueId];
  for (;;) {
    const { filters, nbResults } = environmentFiltersOf(dataType, answers);
    if (filters.length === 0 || nbResults <= 1) return answers;
    answers.push(filters[0]!.filterValues[0]!.id);
  }
}

/** The bytes of a downloaded file (jsdom's Blob has no arrayBuffer()). */
export function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Lecture impossible'));
    reader.readAsArrayBuffer(blob);
  });
}

export async function created(client: ApiClient, filtersValue = HOUSE_ON_SANITARY_VOID) {
  const { status, body } = await createHistory(client, { filtersValue, dataType: 'rup' });
  expect(status).toBe(200);
  return body.datas!.history;
}
