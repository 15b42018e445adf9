/**
 * The floor history of each user: the simulations of the floor configurator and the solutions
 * (floor systems) the user saved. Lists filter by equality (type, zip, floor, floorLevel,
 * floorType) and case-insensitive substring (title, projectCode), and sort by creation date.
 *
 * The seed fills it (seedHistories.ts); the configurator adds to it: a logged-in user's simulation
 * (POST /api/simulator/) and a saved solution (POST /api/solution/{slug}/), see db/floor/.
 */
import type { FloorHistoryDatas, FloorHistoryItem } from '../../src/api/types';
import { byCreatedAt, containsText, orderOf } from './historyQuery';
import { db, nextId, nowIso } from './store';
import type { FloorRecord, FloorSimulation, FloorSolution } from './records';

export type { FloorSimulation, FloorSolution } from './records';

export const FLOORS = ['Plancher bas', 'Plancher intermédiaire', 'Plancher haut'] as const;
export const FLOOR_LEVELS = ['Sous-sol', 'Vide sanitaire', 'RDC', 'R+1', 'R+2', 'R+3'] as const;
export const FLOOR_TYPES = ['Poutrelles et entrevous', 'Prédalles', 'Dalle pleine'] as const;

/**
 * Ids of the solutions the configurator saves start above the seed's (simulations get unguessable
 * ids: `unguessableId`).
 */
export const FIRST_NEW_SOLUTION_ID = 6001;

function sameLabels(values: readonly string[]): Record<string, string> {
  return Object.fromEntries(values.map((value) => [value, value]));
}

/** Project-defined: the options of the floor history's select filters (label to value). */
export const FLOOR_FILTERS: FloorHistoryDatas['filters'] = {
  type: {
    options: { Simulations: 'simulation', Solutions: 'solution' },
    tooltip:
      'Une simulation est une configuration de plancher calculée ; une solution est un système de plancher que vous avez enregistré.',
  },
  floor: {
    options: sameLabels(FLOORS),
    tooltip: 'La position du plancher dans le bâtiment.',
  },
  floorLevel: {
    options: sameLabels(FLOOR_LEVELS),
    tooltip: 'Le niveau du bâtiment où se trouve le plancher.',
  },
};

function itemOf(record: FloorSimulation | FloorSolution): FloorHistoryItem {
  const isSolution = 'slug' in record;
  return {
    type: isSolution ? 'solution' : 'simulation',
    id: record.id,
    ...(isSolution ? { slug: record.slug } : {}),
    title: record.title,
    name: record.name,
    libelle: record.libelle,
    createdAt: record.createdAt,
    zip: record.zip,
    floor: record.floor,
    floorLevel: record.floorLevel,
    floorType: record.floorType,
    projectCode: record.projectCode,
  };
}

/** The query parameters of the floor lists, read from a URL's search parameters. */
export type FloorQuery = Partial<
  Record<
    'type' | 'order' | 'zip' | 'floor' | 'floorLevel' | 'floorType' | 'title' | 'projectCode',
    string | null
  >
>;

const EQUALITY_FILTERS = ['zip', 'floor', 'floorLevel', 'floorType'] as const;
const TEXT_FILTERS = ['title', 'projectCode'] as const;

/**
 * The user's floor history. `solutionsOnly` for GET /api/solutions/, which ignores `type`.
 */
export function listFloorHistory(
  userId: number,
  query: FloorQuery,
  solutionsOnly = false,
): { data: FloorHistoryItem[]; total: number } {
  const data = floorHistoryRecords(userId, query, solutionsOnly).map(itemOf);
  return { data, total: data.length };
}

/** Each record's item as UTF-8 JSON: records are replaced, never changed, so it is kept by record. */
const itemJson = new WeakMap<FloorSimulation | FloorSolution, Uint8Array>();
const utf8 = new TextEncoder();

/** The item of a record as UTF-8 JSON, serialised once (the lists of a user with thousands). */
export function floorHistoryItemJson(record: FloorSimulation | FloorSolution): Uint8Array {
  let json = itemJson.get(record);
  if (!json) itemJson.set(record, (json = utf8.encode(JSON.stringify(itemOf(record)))));
  return json;
}

/** The user's floor history records, filtered and sorted as `listFloorHistory` lists them. */
export function floorHistoryRecords(
  userId: number,
  query: FloorQuery,
  solutionsOnly = false,
): Array<FloorSimulation | FloorSolution> {
  const type = solutionsOnly ? 'solution' : query.type;
  const records: Array<FloorSimulation | FloorSolution> = [];
  if (type !== 'solution')
    records.push(...[...db.floorSimulations.values()].filter((item) => item.userId === userId));
  if (type !== 'simulation')
    records.push(...[...db.floorSolutions.values()].filter((item) => item.userId === userId));
  const data = records
    .filter((record) =>
      EQUALITY_FILTERS.every((field) => !query[field] || record[field] === query[field]),
    )
    .filter((record) =>
      TEXT_FILTERS.every((field) => !query[field] || containsText(record[field], query[field])),
    )
    .sort(byCreatedAt(orderOf(query.order)));
  return data;
}

function ownRecord<T extends FloorRecord>(
  table: Map<number, T>,
  userId: number,
  id: unknown,
): T | undefined {
  const record = table.get(Number(id));
  return record?.userId === userId ? record : undefined;
}

export function findFloorSolution(userId: number, id: unknown): FloorSolution | undefined {
  return ownRecord(db.floorSolutions, userId, id);
}

/** Deletes one of the user's simulations; false when it is not theirs or does not exist. */
export function deleteFloorSimulation(userId: number, id: unknown): boolean {
  const record = ownRecord(db.floorSimulations, userId, id);
  return record ? db.floorSimulations.delete(record.id) : false;
}

export function deleteFloorSolution(userId: number, id: unknown): boolean {
  const record = ownRecord(db.floorSolutions, userId, id);
  return record ? db.floorSolutions.delete(record.id) : false;
}

/** A simulation record of the history, whoever owns it. */
export function floorSimulationRecord(id: unknown): FloorSimulation | undefined {
  return db.floorSimulations.get(Number(id));
}

/** Adds or replaces a simulation in its owner's history (the configurator's simulations). */
export function putFloorSimulationRecord(record: FloorSimulation): FloorSimulation {
  db.floorSimulations.set(record.id, { ...record });
  return record;
}

/** A solution the user saved from a simulation (or from its page alone when `simulationId` is null). */
export function findSavedFloorSolution(
  userId: number,
  slug: string,
  simulationId: number | null,
): FloorSolution | undefined {
  return [...db.floorSolutions.values()].find(
    (record) =>
      record.userId === userId && record.slug === slug && record.simulationId === simulationId,
  );
}

/** Saves a solution in the user's history; it gets the next id and the server's time. */
export function addFloorSolutionRecord(
  fields: Omit<FloorSolution, 'id' | 'createdAt'>,
): FloorSolution {
  const record: FloorSolution = {
    ...fields,
    id: nextId(db.floorSolutions, FIRST_NEW_SOLUTION_ID - 1),
    createdAt: nowIso(),
  };
  db.floorSolutions.set(record.id, record);
  return record;
}
