/**
 * One serialisable snapshot of everything the mock backend's handlers change: accounts, devices,
 * the tokens issued, signed links and reset tokens, the outbox, the floor history and the floor
 * configurations, the carbon clusters and the general site's histories. The catalogues are
 * read-only and stay out of it; the ids of new records follow from the tables (`nextId`), so the
 * tables are the counters too.
 *
 * `exportDb()` returns plain data (JSON- and structured-clone-safe, sharing nothing with the live
 * store); `importDb(snapshot)` checks the whole snapshot first, then replaces the store with it, so
 * a rejected snapshot leaves the store as it was. The embedded mock keeps it in IndexedDB
 * (mock-server/persistence/browserStore.ts), the standalone server in a JSON file
 * (mock-server/persistence/fileStore.ts).
 */
import type { DeviceRecord } from './records';
import type { Account } from './accounts';
import type { CarbonCluster } from './carbonHistory';
import {
  replaceStoredSimulations,
  storedSimulationTable,
  type StoredSimulation,
} from './floor/simulations';
import type { FloorSimulation, FloorSolution } from './floorHistory';
import { historyTable, replaceHistoryTable, type HistoryRecord } from './generalTools/histories';
import type { SentEmail } from './outbox';
import type { PendingLink, ResetToken } from './signedLinks';
import { db, nowIso } from './store';
import type { TokenRecord } from './tokens';

export const DB_SNAPSHOT_FORMAT = 'rupteo-mock-db';
/** The version this code writes and reads; raise it when the shape of a table changes. */
export const DB_SNAPSHOT_VERSION = 1;

/** A table as the list of its entries, `[key, record]`, in the table's order. */
type Entries<K, V> = Array<[K, V]>;

export interface DbSnapshotTables {
  users: Entries<number, Account>;
  devices: Entries<string, DeviceRecord>;
  /** Session tokens of users and devices, by token. */
  tokens: Entries<string, TokenRecord>;
  pendingLinks: Entries<string, PendingLink>;
  resetTokens: Entries<string, ResetToken>;
  floorSimulations: Entries<number, FloorSimulation>;
  floorSolutions: Entries<number, FloorSolution>;
  /** The answers of the floor configurations (db/floor/simulations.ts). */
  floorConfigurations: Entries<number, StoredSimulation>;
  carbonClusters: Entries<number, CarbonCluster>;
  /** The general site's histories; null while not seeded yet (seeded on first use). */
  generalHistories: Entries<number, HistoryRecord> | null;
}

export interface DbSnapshot {
  format: typeof DB_SNAPSHOT_FORMAT;
  version: typeof DB_SNAPSHOT_VERSION;
  /** When it was taken (the server's clock), for people reading a saved file. */
  savedAt: string;
  tables: DbSnapshotTables;
  /** E-mails sent, oldest first. */
  outbox: SentEmail[];
}

export type DbSnapshotProblem = 'malformed' | 'unknown-version' | 'newer-version';

/** A snapshot that cannot be imported: not one, a version this code does not read, a bad table. */
export class DbSnapshotError extends Error {
  constructor(
    message: string,
    readonly problem: DbSnapshotProblem,
    /** The version the snapshot says it has, when it says one. */
    readonly version?: unknown,
  ) {
    super(message);
    this.name = 'DbSnapshotError';
  }
}

// ---- Export ---------------------------------------------------------------------------------------

function entriesOf<K, V>(table: ReadonlyMap<K, V>): Entries<K, V> {
  return [...table];
}

/** The whole mutable state of the mock backend, as plain data. */
export function exportDb(): DbSnapshot {
  const general = historyTable();
  return structuredClone({
    format: DB_SNAPSHOT_FORMAT,
    version: DB_SNAPSHOT_VERSION,
    savedAt: nowIso(),
    tables: {
      users: entriesOf(db.users),
      devices: entriesOf(db.devices),
      tokens: entriesOf(db.tokens),
      pendingLinks: entriesOf(db.pendingLinks),
      resetTokens: entriesOf(db.resetTokens),
      floorSimulations: entriesOf(db.floorSimulations),
      floorSolutions: entriesOf(db.floorSolutions),
      floorConfigurations: entriesOf(storedSimulationTable()),
      carbonClusters: entriesOf(db.carbonClusters),
      generalHistories: general ? entriesOf(general) : null,
    },
    outbox: db.outbox,
  });
}

// ---- Checks ---------------------------------------------------------------------------------------

type FieldKind = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'number|null';

/** The fields each table's records must have (what the handlers rely on to find and own them). */
interface TableRule {
  key: 'number' | 'string';
  fields: Readonly<Record<string, FieldKind>>;
  /** The key is the record's `id`. */
  keyIsId?: boolean;
}

const TABLE_RULES: Readonly<Record<keyof DbSnapshotTables, TableRule>> = {
  users: {
    key: 'number',
    keyIsId: true,
    fields: { id: 'number', email: 'string', password: 'string', activated: 'boolean' },
  },
  devices: { key: 'string', fields: { uuid: 'string', token: 'string' } },
  tokens: { key: 'string', fields: { owner: 'object', expiresAt: 'number' } },
  pendingLinks: {
    key: 'string',
    fields: { purpose: 'string', userId: 'number', expires: 'number' },
  },
  resetTokens: { key: 'string', fields: { userId: 'number', expiresAt: 'number' } },
  floorSimulations: {
    key: 'number',
    keyIsId: true,
    fields: { id: 'number', userId: 'number', createdAt: 'string' },
  },
  floorSolutions: {
    key: 'number',
    keyIsId: true,
    fields: { id: 'number', userId: 'number', slug: 'string', createdAt: 'string' },
  },
  floorConfigurations: {
    key: 'number',
    keyIsId: true,
    fields: { id: 'number', userId: 'number|null', answers: 'object', createdAt: 'string' },
  },
  carbonClusters: {
    key: 'number',
    keyIsId: true,
    fields: { id: 'number', userId: 'number|null', simulations: 'array', createdAt: 'string' },
  },
  generalHistories: {
    key: 'number',
    keyIsId: true,
    fields: { id: 'number', customerId: 'number|null', dataType: 'string', createdAt: 'string' },
  },
};

const OUTBOX_FIELDS: Readonly<Record<string, FieldKind>> = {
  to: 'string',
  subject: 'string',
  link: 'string',
  sentAt: 'string',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasKind(value: unknown, kind: FieldKind): boolean {
  switch (kind) {
    case 'object':
      return isRecord(value);
    case 'array':
      return Array.isArray(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'number|null':
      return value === null || hasKind(value, 'number');
    default:
      return typeof value === kind;
  }
}

function malformed(message: string): DbSnapshotError {
  return new DbSnapshotError(`Malformed mock data snapshot: ${message}`, 'malformed');
}

function checkFields(where: string, value: unknown, fields: Readonly<Record<string, FieldKind>>) {
  if (!isRecord(value)) throw malformed(`${where} is not an object.`);
  for (const [field, kind] of Object.entries(fields))
    if (!hasKind(value[field], kind))
      throw malformed(`${where} has no valid '${field}' (expected ${kind}).`);
}

function checkTable(name: keyof DbSnapshotTables, value: unknown): void {
  const rule = TABLE_RULES[name];
  if (!Array.isArray(value)) throw malformed(`table '${name}' is not a list of entries.`);
  const keys = new Set<unknown>();
  value.forEach((entry: unknown, index) => {
    const where = `entry ${index} of '${name}'`;
    if (!Array.isArray(entry) || entry.length !== 2)
      throw malformed(`${where} is not a [key, record] pair.`);
    const [key, record] = entry as [unknown, unknown];
    if (!hasKind(key, rule.key)) throw malformed(`${where} has a key that is not a ${rule.key}.`);
    if (keys.has(key)) throw malformed(`${where} repeats the key ${JSON.stringify(key)}.`);
    keys.add(key);
    checkFields(where, record, rule.fields);
    if (rule.keyIsId && (record as { id: unknown }).id !== key)
      throw malformed(`${where} is stored under ${String(key)}, not under its id.`);
  });
}

/** Checks that `value` is a snapshot this code can import; throws a `DbSnapshotError` otherwise. */
export function assertDbSnapshot(value: unknown): asserts value is DbSnapshot {
  if (!isRecord(value) || value.format !== DB_SNAPSHOT_FORMAT)
    throw malformed(`not a snapshot of the mock backend (no format '${DB_SNAPSHOT_FORMAT}').`);
  const { version } = value;
  if (typeof version === 'number' && Number.isInteger(version) && version > DB_SNAPSHOT_VERSION)
    throw new DbSnapshotError(
      `The mock data snapshot has version ${version}, written by a newer version of the mock ` +
        `backend; this one reads version ${DB_SNAPSHOT_VERSION}.`,
      'newer-version',
      version,
    );
  if (version !== DB_SNAPSHOT_VERSION)
    throw new DbSnapshotError(
      `Unknown version of the mock data snapshot: ${JSON.stringify(version)} ` +
        `(this mock backend reads version ${DB_SNAPSHOT_VERSION}).`,
      'unknown-version',
      version,
    );
  if (!isRecord(value.tables)) throw malformed("no 'tables' object.");
  const tables = value.tables;
  for (const name of Object.keys(TABLE_RULES) as Array<keyof DbSnapshotTables>) {
    if (name === 'generalHistories' && tables[name] === null) continue;
    if (!(name in tables)) throw malformed(`table '${name}' is missing.`);
    checkTable(name, tables[name]);
  }
  if (!Array.isArray(value.outbox)) throw malformed("'outbox' is not a list.");
  value.outbox.forEach((email: unknown, index) =>
    checkFields(`e-mail ${index} of the outbox`, email, OUTBOX_FIELDS),
  );
}

// ---- Import ---------------------------------------------------------------------------------------

/**
 * Replaces the whole mutable state with a snapshot (checked first: on a `DbSnapshotError` nothing
 * changed). The snapshot is copied, so the caller may keep or change it. The clock is untouched.
 */
export function importDb(snapshot: unknown): void {
  assertDbSnapshot(snapshot);
  const { tables, outbox } = structuredClone(snapshot);
  db.users = new Map(tables.users);
  db.devices = new Map(tables.devices);
  db.tokens = new Map(tables.tokens);
  db.pendingLinks = new Map(tables.pendingLinks);
  db.resetTokens = new Map(tables.resetTokens);
  db.floorSimulations = new Map(tables.floorSimulations);
  db.floorSolutions = new Map(tables.floorSolutions);
  db.carbonClusters = new Map(tables.carbonClusters);
  db.outbox = outbox;
  replaceStoredSimulations(tables.floorConfigurations);
  replaceHistoryTable(tables.generalHistories ?? undefined);
}
