/**
 * The mock backend's in-memory store, seeded deterministically and resettable: accounts, devices and
 * tokens, signed links and reset tokens, the outbox, floor and carbon histories. This module puts
 * the seed back (`resetDb`) and re-exports each domain's functions, so callers import from one place.
 */
import { seedCarbonClusters } from './seedCarbonClusters';
import { seedFloorHistories } from './seedHistories';
import { SEED_USERS } from './seedUsers';
import { applySeedOverride, db, resetDomains, seedMode } from './store';

export {
  db,
  dbChanged,
  nextId,
  nowIso,
  onDbChange,
  registerDomainReset,
  SEED_MODES,
  seedMode,
  setSeedMode,
  type MockDb,
  type SeedMode,
} from './store';
export * from './accounts';
export * from './tokens';
export * from './signedLinks';
export * from './outbox';
export * from './floorHistory';
export * from './carbonHistory';
export { SEED_PASSWORD, SEED_USERS } from './seedUsers';
export { SEED_TODAY } from './seedClock';

function byId<T extends { id: number }>(records: readonly T[]): Map<number, T> {
  return new Map(records.map((record) => [record.id, structuredClone(record)]));
}

/**
 * Puts the seed data back and the clock on real time: with the seed mode 'catalogue' (store.ts),
 * no account, floor history or carbon cluster (the general site's histories follow the same mode).
 * A seed file given to the standalone server then replaces the data (`setSeedOverride`).
 */
export function resetDb(): void {
  const full = seedMode() === 'full';
  const floor = full ? seedFloorHistories() : { simulations: [], solutions: [] };
  db.users = byId(full ? SEED_USERS : []);
  db.devices = new Map();
  db.tokens = new Map();
  db.pendingLinks = new Map();
  db.resetTokens = new Map();
  db.outbox = [];
  db.floorSimulations = byId(floor.simulations);
  db.floorSolutions = byId(floor.solutions);
  db.carbonClusters = byId(full ? seedCarbonClusters() : []);
  db.now = () => Date.now();
  resetDomains();
  applySeedOverride();
}

resetDb();
