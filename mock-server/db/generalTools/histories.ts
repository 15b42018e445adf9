/**
 * Saved simulations ("histories") of the general site (spec 001 §3-§4): thermal-break results
 * (dataType 'rup') and environmental results ('pou', 'pre', 'mur').
 *
 * A history is created when a questionnaire ends, by a logged-in user (it is theirs) or by a
 * visitor (no owner; a logged-in user who saves it claims it). Saving gives it a name; only named
 * histories are in the user's list. The table is this module's own: it is seeded on first use and
 * put back by `resetDb()` (registerDomainReset).
 */
import { nextId, nowIso, registerDomainReset, seedMode } from '../store';
import { picker, SEED_TODAY, seedDate, seededRandom } from '../seedClock';
import {
  environmentOutcomeFor,
  environmentProductById,
  environmentProductIds,
  type EnvDataType,
} from './environment';
import { refineThermal, resolveThermal, walkQuestionnaire } from './historiesThermal';
import { SEED } from './historiesSeedData';

export type HistoryDataType = 'rup' | EnvDataType;

export function isHistoryDataType(value: unknown): value is HistoryDataType {
  return value === 'rup' || value === 'pou' || value === 'pre' || value === 'mur';
}

export interface HistoryRecord {
  id: number;
  /** Null until the history is saved. */
  name: string | null;
  createdAt: string;
  /** The owner; null for a visitor's history. */
  customerId: number | null;
  /** The device of the visitor who made it, when known. */
  deviceUuid: string | null;
  dataType: HistoryDataType;
  /** The questionnaire's answers (filter value ids). */
  filterValueIds: number[];
  /** The refine screen's answers (thermal only). */
  refineValueIds: number[];
  /** Thermal: the rupteur of the result. */
  rupteurId: number | null;
  /** Thermal: the PSI value shown (precise once refined). */
  psiValueId: number | null;
  /** Environmental: the product of the result. */
  envProductId: number | null;
}

/** What the refine configuration of the catalogue reads of a thermal history. */
export interface ThermalHistoryRecord {
  id: number;
  rupteurId: number;
  /** Questionnaire answers (filter value ids). */
  filterValueIds: number[];
  /** Refine answers (filter value ids of the refine filters). */
  refineValueIds: number[];
  /** The PSI value shown: the precise one once refined, else the least favourable. */
  psiValueId: number | null;
  customerId: number | null;
  name: string | null;
  createdAt: string;
}

export const HISTORY_ID_FLOOR = 1000;

/** Ids of the seed that the provider states and tests rely on. */
export const SEED_HISTORY_IDS = {
  /** User 1's saved thermal history named '<b>Maison</b> Dupont'. */
  userThermal: 1001,
  /** User 1's saved environmental history (pre-slabs). */
  userEnvironment: 1002,
  /** User 1's saved thermal history, refined (precise PSI value). */
  userRefined: 1003,
  /** User 1's history made at the end of a questionnaire, not saved yet. */
  userUnsaved: 1015,
  /** A visitor's thermal history (no owner), made with a device. */
  anonymousThermal: 1501,
  /** User 2's saved thermal history. */
  otherUserThermal: 1901,
} as const;

// ---- The table ------------------------------------------------------------------------------------

let table: Map<number, HistoryRecord> | undefined;

/** The table, seeded on first use (after the catalogue is loaded); empty with the seed mode 'catalogue'. */
function histories(): Map<number, HistoryRecord> {
  table ??= new Map(
    seedMode() === 'full' ? seedHistories().map((record) => [record.id, record]) : [],
  );
  return table;
}

/**
 * Puts back the seed's histories that `keep` selects, where the table has none with their id (a
 * provider state seeding one account's histories, or a visitor's, on the seed mode 'catalogue').
 */
export function restoreSeedHistories(keep: (record: HistoryRecord) => boolean): void {
  const current = histories();
  for (const record of seedHistories())
    if (keep(record) && !current.has(record.id)) current.set(record.id, record);
}

registerDomainReset(() => {
  table = undefined;
});

/**
 * The table as it stands, for the snapshot of the store (snapshot.ts); undefined while it has not
 * been seeded yet (nothing asked for a history since the last reset).
 */
export function historyTable(): ReadonlyMap<number, HistoryRecord> | undefined {
  return table;
}

/** Replaces the table (a snapshot being restored); undefined seeds it again on first use. */
export function replaceHistoryTable(entries: Iterable<[number, HistoryRecord]> | undefined): void {
  table = entries === undefined ? undefined : new Map(entries);
}

export function historyById(id: number): HistoryRecord | undefined {
  return histories().get(id);
}

/** A thermal history by id, or undefined (also for an environmental history). */
export function thermalHistoryById(id: number): ThermalHistoryRecord | undefined {
  const record = histories().get(id);
  if (!record || record.dataType !== 'rup' || record.rupteurId === null) return undefined;
  return {
    id: record.id,
    rupteurId: record.rupteurId,
    filterValueIds: [...record.filterValueIds],
    refineValueIds: [...record.refineValueIds],
    psiValueId: record.psiValueId,
    customerId: record.customerId,
    name: record.name,
    createdAt: record.createdAt,
  };
}

/** The saved (named) histories of a user. */
export function savedHistoriesOf(userId: number): HistoryRecord[] {
  return [...histories().values()].filter(
    (record) => record.customerId === userId && record.name !== null,
  );
}

export function deleteHistory(id: number): boolean {
  return histories().delete(id);
}

/** How many times each record was changed (records change only through `updateHistory`). */
const revisions = new WeakMap<HistoryRecord, number>();

/** The number of changes of a record since it was made: what the list's kept JSON is checked by. */
export function historyRevision(record: HistoryRecord): number {
  return revisions.get(record) ?? 0;
}

export function updateHistory(id: number, changes: Partial<Omit<HistoryRecord, 'id'>>) {
  const record = histories().get(id);
  if (record) {
    Object.assign(record, changes);
    revisions.set(record, historyRevision(record) + 1);
  }
  return record;
}

export interface NewHistory {
  dataType: HistoryDataType;
  filtersValue: readonly unknown[];
  customerId: number | null;
  deviceUuid?: string | null;
  name?: string | null;
  createdAt?: string;
}

/**
 * Makes a history from a finished questionnaire: the rupteur and PSI value (thermal) or the
 * product (environmental) the answers lead to. Refused with a French message when the answers
 * are unknown, contradictory, lead to nothing or leave the questionnaire unfinished.
 */
export function createHistory(input: NewHistory): HistoryRecord | { error: string } {
  const base = {
    id: nextId(histories(), HISTORY_ID_FLOOR),
    name: input.name ?? null,
    createdAt: input.createdAt ?? nowIso(),
    customerId: input.customerId,
    deviceUuid: input.deviceUuid ?? null,
    dataType: input.dataType,
    refineValueIds: [],
  };
  let record: HistoryRecord;
  if (input.dataType === 'rup') {
    const outcome = resolveThermal(input.filtersValue);
    if (!outcome.ok) return { error: outcome.message };
    record = {
      ...base,
      filterValueIds: input.filtersValue.map(Number),
      rupteurId: outcome.rupteurId,
      psiValueId: outcome.psiValueId,
      envProductId: null,
    };
  } else {
    const outcome = environmentOutcomeFor(input.dataType, input.filtersValue);
    if (!outcome.ok) return { error: outcome.message };
    record = {
      ...base,
      filterValueIds: environmentProductById(outcome.product.id)!.answerValueIds,
      rupteurId: null,
      psiValueId: null,
      envProductId: outcome.product.id,
    };
  }
  // Keep the answers as given, once each (a thermal answer list may repeat an id).
  if (record.dataType === 'rup') record.filterValueIds = [...new Set(record.filterValueIds)];
  histories().set(record.id, record);
  return record;
}

// ---- The seed (its table is historiesSeedData.ts) ----------------------------------------------

function seedHistories(): HistoryRecord[] {
  const random = seededRandom(1001);
  const { pick, int } = picker(random);
  const records: HistoryRecord[] = [];
  for (const entry of SEED) {
    const createdAt = seedDate(entry.days, int(7, 18), int(0, 59));
    const base = {
      id: entry.id,
      name: entry.name,
      createdAt,
      customerId: entry.customerId,
      deviceUuid: entry.deviceUuid ?? null,
      dataType: entry.dataType,
      refineValueIds: [],
    };
    if (entry.dataType === 'rup') {
      const answers = entry.answers ?? walkQuestionnaire(pick);
      const outcome = resolveThermal(answers);
      // An empty catalogue (while it loads) leaves the thermal seed out.
      if (!outcome.ok) continue;
      const record: HistoryRecord = {
        ...base,
        filterValueIds: [...answers],
        rupteurId: outcome.rupteurId,
        psiValueId: outcome.psiValueId,
        envProductId: null,
      };
      const refined = entry.refine && refineThermal(record, entry.refine);
      if (refined?.ok)
        Object.assign(record, {
          refineValueIds: refined.refineValueIds,
          rupteurId: refined.rupteurId,
          psiValueId: refined.psiValueId,
        });
      records.push(record);
    } else {
      const productId = pick(environmentProductIds(entry.dataType));
      records.push({
        ...base,
        filterValueIds: environmentProductById(productId)!.answerValueIds,
        rupteurId: null,
        psiValueId: null,
        envProductId: productId,
      });
    }
  }
  return records;
}

/** First id of the histories seeded at scale: far above the seed's and the ones users make. */
const SCALE_HISTORY_ID = 500_000;

/**
 * Gives a user `count` saved histories more (the history screen at scale): copies of the user's
 * seed histories of every kind, named and dated one after the other over the last three years.
 */
export function seedHistoriesAtScale(userId: number, count: number): void {
  const templates = savedHistoriesOf(userId);
  if (templates.length === 0) throw new Error(`No seed history of user ${userId} to copy.`);
  const now = Date.parse(SEED_TODAY);
  const step = (3 * 365 * 24 * 3600 * 1000) / Math.max(1, count);
  for (let index = 0; index < count; index += 1) {
    const template = templates[index % templates.length]!;
    const id = SCALE_HISTORY_ID + index;
    histories().set(id, {
      ...structuredClone(template),
      id,
      name: `${template.name} – ${index + 1}`,
      createdAt: new Date(now - Math.round(index * step)).toISOString(),
    });
  }
}
