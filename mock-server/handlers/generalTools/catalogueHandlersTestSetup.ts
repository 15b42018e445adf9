/**
 * What the tests of the general site's catalogue handlers share: a visitor, a downloaded file's
 * text, a saved thermal history, and the seeded answers by name.
 */
import type { Filter } from '@/api/catalogueTypes';
import { createHistory } from '../../db/generalTools/histories';
import { clientWith } from '../testSupport';

export const visitor = clientWith();

/** Reads a downloaded file (a jsdom Blob) as text. */
export function textOf(file: unknown): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file as Blob, 'utf-8');
  });
}

export function thermalHistory(answers: number[]): number {
  const created = createHistory({ dataType: 'rup', filtersValue: answers, customerId: null });
  if ('error' in created) throw new Error(created.error);
  return created.id;
}

export const columns = (filters: Filter[]) => filters.map((filter) => filter.importColumn);
export const valueIds = (filter: Filter | undefined) =>
  filter?.filterValues.map((value) => value.id);

// Answers (see catalogueData.ts): filter F's n-th value is F * 10 + n.
export const HOUSE = 211;
export const FLATS = 212;
export const SANITARY_VOID = 221;
export const INTERMEDIATE = 223;
export const BEAMS = 231;
export const PRE_SLABS = 232;
export const SOLID_SLAB = 233;
export const FACADE = 241;
export const INNER_WALL = 242;
export const BALCONY = 243;
export const CONCRETE = 251;
export const ITI = 261;
export const THIN = 271;
export const MEDIUM = 272;
export const REI30 = 281;
