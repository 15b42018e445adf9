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

// ---- The seed -------------------------------------------------------------------------------------

interface SeedEntry {
  id: number;
  customerId: number | null;
  name: string | null;
  /** Days before the seed's today. */
  days: number;
  dataType: HistoryDataType;
  deviceUuid?: string;
  /** Thermal: fixed questionnaire answers (else a seeded walk through the questionnaire). */
  answers?: number[];
  /** Thermal: the refine screen's answers of a refined history. */
  refine?: number[];
}

/**
 * Fixed questionnaire answers (catalogue value ids: filter id × 10 + rank of the answer).
 * A house, floor over a sanitary void, joists and blocks, façade, concrete blocks, inside
 * insulation, 16 to 20 cm, REI 30: the joist break with inside insulation.
 */
const HOUSE_ON_SANITARY_VOID = [211, 221, 231, 241, 252, 261, 271, 281];
/** Flats, intermediate floor, pre-slabs, façade, concrete wall, inside insulation, REI 60. */
const FLATS_INTERMEDIATE_PRE_SLABS = [212, 223, 232, 241, 251, 261, 272, 282];
/** Offices, roof terrace, solid slab, façade, concrete wall, inside insulation, REI 120. */
const OFFICES_ROOF_SOLID_SLAB = [213, 224, 233, 241, 251, 261, 273, 283];
/** Flats, intermediate floor, solid slab, balcony, concrete wall, outside insulation, REI 60. */
const FLATS_BALCONY = [212, 223, 233, 243, 251, 262, 272, 282];

/** User 1 (Claire Martin, mason in Lyon): 14 saved histories over two years and 2 unsaved. */
const SEED: SeedEntry[] = [
  {
    id: 1001,
    customerId: 1,
    name: '<b>Maison</b> Dupont',
    days: 12,
    dataType: 'rup',
    answers: HOUSE_ON_SANITARY_VOID,
  },
  { id: 1002, customerId: 1, name: 'Résidence Les Tilleuls – bât. B', days: 34, dataType: 'pre' },
  {
    id: 1003,
    customerId: 1,
    name: 'Extension Girard, Caluire',
    days: 58,
    dataType: 'rup',
    answers: HOUSE_ON_SANITARY_VOID,
    // 100 mm of wall insulation, PSE blocks, R = 4.5 m².K/W.
    refine: [292, 331, 342],
  },
  { id: 1004, customerId: 1, name: 'Groupe scolaire Jean Moulin', days: 96, dataType: 'rup' },
  { id: 1005, customerId: 1, name: 'Villa Roche – plancher bas', days: 131, dataType: 'pou' },
  {
    id: 1006,
    customerId: 1,
    name: 'Immeuble rue Garibaldi',
    days: 177,
    dataType: 'rup',
    answers: FLATS_INTERMEDIATE_PRE_SLABS,
  },
  { id: 1007, customerId: 1, name: 'Crèche municipale de Bron', days: 219, dataType: 'mur' },
  { id: 1008, customerId: 1, name: 'Logements Confluence lot 3', days: 264, dataType: 'rup' },
  { id: 1009, customerId: 1, name: 'EHPAD Les Glycines', days: 318, dataType: 'rup' },
  { id: 1010, customerId: 1, name: 'Maison Benoît – vide sanitaire', days: 377, dataType: 'pou' },
  { id: 1011, customerId: 1, name: 'Gymnase de Villeurbanne', days: 445, dataType: 'rup' },
  { id: 1012, customerId: 1, name: 'Pavillon Morel, Écully', days: 512, dataType: 'pre' },
  { id: 1013, customerId: 1, name: 'Atelier Favre & fils', days: 598, dataType: 'rup' },
  { id: 1014, customerId: 1, name: 'Bureaux Part-Dieu R+4', days: 689, dataType: 'mur' },
  {
    id: 1015,
    customerId: 1,
    name: null,
    days: 2,
    dataType: 'rup',
    answers: OFFICES_ROOF_SOLID_SLAB,
  },
  { id: 1016, customerId: 1, name: null, days: 5, dataType: 'pou' },
  // Visitors' histories (no owner).
  {
    id: 1501,
    customerId: null,
    name: null,
    days: 1,
    dataType: 'rup',
    deviceUuid: '3b9e4c1a-8f2d-4e7b-a6c5-1d0f9e8b7a62',
    answers: FLATS_INTERMEDIATE_PRE_SLABS,
  },
  { id: 1502, customerId: null, name: null, days: 3, dataType: 'pre' },
  // User 2 (Julien Bernard, design office in Nantes).
  {
    id: 1901,
    customerId: 2,
    name: 'Collège Jules Verne – Nantes',
    days: 21,
    dataType: 'rup',
    answers: FLATS_BALCONY,
  },
  { id: 1902, customerId: 2, name: 'Résidence Île de Nantes', days: 143, dataType: 'pre' },
  { id: 1903, customerId: 2, name: 'Halle de Rezé', days: 402, dataType: 'rup' },
];

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
