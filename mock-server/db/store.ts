/**
 * The in-memory store of the mock backend: one object holding every domain's tables, so that
 * `resetDb()` (mockDb.ts) can put back the seed in one place. The domain modules (accounts, tokens,
 * signedLinks, outbox, floorHistory, carbonHistory) read and write it through their own functions.
 */
import type {
  Account,
  CarbonCluster,
  DeviceRecord,
  FloorSimulation,
  FloorSolution,
  PendingLink,
  ResetToken,
  SentEmail,
  TokenRecord,
} from './records';

export interface MockDb {
  users: Map<number, Account>;
  devices: Map<string, DeviceRecord>;
  /** Session tokens of users and devices. */
  tokens: Map<string, TokenRecord>;
  /** Tokens of the e-mailed signed links (activation, e-mail change), by token. */
  pendingLinks: Map<string, PendingLink>;
  /** Password-reset tokens, by token. */
  resetTokens: Map<string, ResetToken>;
  /** E-mails sent by the server, oldest first. */
  outbox: SentEmail[];
  floorSimulations: Map<number, FloorSimulation>;
  floorSolutions: Map<number, FloorSolution>;
  carbonClusters: Map<number, CarbonCluster>;
  /** The clock of the server (milliseconds); tests move it to expire tokens and links. */
  now: () => number;
}

export const db: MockDb = {
  users: new Map(),
  devices: new Map(),
  tokens: new Map(),
  pendingLinks: new Map(),
  resetTokens: new Map(),
  outbox: [],
  floorSimulations: new Map(),
  floorSolutions: new Map(),
  carbonClusters: new Map(),
  now: () => Date.now(),
};

/**
 * What `resetDb()` puts back: 'full' (the default) seeds the accounts, their histories, floor
 * simulations and carbon clusters besides the catalogues; 'catalogue' seeds no account, history,
 * simulation or cluster, so that everything a test relies on comes from provider states
 * (mock-server/providerStates.ts). The standalone server reads it from `MOCK_SERVER_SEED`.
 */
export type SeedMode = 'full' | 'catalogue';

export const SEED_MODES: readonly SeedMode[] = ['full', 'catalogue'];

let currentSeedMode: SeedMode = 'full';

export function seedMode(): SeedMode {
  return currentSeedMode;
}

/** Sets what the next `resetDb()` puts back (it does not reset by itself). */
export function setSeedMode(mode: SeedMode): void {
  currentSeedMode = mode;
}

let seedOverride: (() => void) | undefined;

/**
 * Replaces what `resetDb()` puts back: after the built-in seed, `apply` puts its own data in place
 * (the standalone server's seed file, `MOCK_SERVER_SEED_FILE`). Undefined goes back to the seed.
 */
export function setSeedOverride(apply: (() => void) | undefined): void {
  seedOverride = apply;
}

export function applySeedOverride(): void {
  seedOverride?.();
}

/** The next free id of a table: one more than the largest. */
export function nextId(table: Map<number, unknown>, floor = 0): number {
  let max = floor;
  for (const id of table.keys()) if (id > max) max = id;
  return max + 1;
}

/** The smallest and the number of unguessable ids: 2^40 values from a million (far apart). */
const UNGUESSABLE_FLOOR = 1_000_000;
const UNGUESSABLE_SPAN = 2 ** 40;

/**
 * A new id that nobody can guess from another one (visitors' floor simulations and carbon clusters,
 * which only their id protects until a login hands them to an account): random among 2^40 values,
 * not taken yet.
 */
export function unguessableId(isTaken: (id: number) => boolean): number {
  const words = new Uint32Array(2);
  for (;;) {
    crypto.getRandomValues(words);
    // 40 random bits: 32 of the first word, 8 of the second.
    const random = words[0]! + (words[1]! & 0xff) * 2 ** 32;
    const id = UNGUESSABLE_FLOOR + (random % UNGUESSABLE_SPAN);
    if (!isTaken(id)) return id;
  }
}

/** The current time of the server as an ISO 8601 string. */
export function nowIso(): string {
  return new Date(db.now()).toISOString();
}

const domainResets: Array<() => void> = [];

/**
 * Lets a domain module that keeps its own tables (the tools' catalogues, their histories) put its
 * seed back whenever `resetDb()` runs. The module also seeds itself once when it is first imported.
 */
export function registerDomainReset(reset: () => void): void {
  domainResets.push(reset);
}

export function resetDomains(): void {
  for (const reset of domainResets) reset();
}

// ---- Changes made by requests -------------------------------------------------------------------

type ChangeListener = () => void | Promise<void>;

const changeListeners = new Set<ChangeListener>();

/**
 * Hears of every request that may have changed the store (the persistence of the embedded mock and
 * of the standalone server, mock-server/persistence/); returns the unsubscribe.
 */
export function onDbChange(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
}

/**
 * Called by the route helper after a request that may have changed the store, before its answer
 * goes out; resolves once every listener is done (the embedded mock waits for its save, briefly).
 */
export async function dbChanged(): Promise<void> {
  if (changeListeners.size === 0) return;
  await Promise.all([...changeListeners].map((listener) => listener()));
}
