/**
 * What the tests of the floor simulator's handlers share: a visitor's client, an upper floor's
 * answers, a simulation solved, the slugs of solutions.
 */
import { submitFloorSimulation } from '@/api/floor';
import type { FloorConfigurationValues, FloorSolution } from '@/api/floorTypes';
import { CRAWL_SPACE } from '../testSupport';
import type { ApiClient } from '@/api/http';
import { clientWith } from '../testSupport';

export const visitor = clientWith();

export const UPPER_FLOOR: FloorConfigurationValues = {
  ...CRAWL_SPACE,
  configurationName: 'Maison Garnier – étage',
  floorPosition: 'intermediaire',
  floorLevel: 'R+1',
  up: '',
  floorSpan: 4.8,
};

export async function solve(client: ApiClient, values: FloorConfigurationValues) {
  const { status, body } = await submitFloorSimulation(client, values);
  expect(status).toBe(200);
  return body.datas!;
}

export const slugs = (solutions: FloorSolution[]) => solutions.map((solution) => solution.slug);
