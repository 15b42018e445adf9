/**
 * Puts one seed account back, with what the seed gives it (floor simulations and solutions, carbon
 * clusters, the general site's histories): the provider states use it so that the contracts verify
 * against a mock started with the seed mode 'catalogue' (no account at all) as against the full seed.
 * Records already in the store are kept as they are.
 */
import { completeSeedClusters } from './carbon/seedSimulations';
import { restoreSeedHistories } from './generalTools/histories';
import type { Account } from './records';
import { seedCarbonClusters } from './seedCarbonClusters';
import { seedFloorHistories } from './seedHistories';
import { SEED_USERS } from './seedUsers';
import { db } from './store';

function putMissing<T extends { id: number }>(table: Map<number, T>, records: readonly T[]): void {
  for (const record of records)
    if (!table.has(record.id)) table.set(record.id, structuredClone(record));
}

/** The seed account `id` (its password is the seed's); throws when the seed has none. */
export function restoreSeedAccount(id: number, { histories = true } = {}): Account {
  const seed = SEED_USERS.find((user) => user.id === id);
  if (!seed) throw new Error(`The seed has no user ${id}.`);
  if (!db.users.has(id)) db.users.set(id, structuredClone(seed));
  if (histories) {
    const floor = seedFloorHistories();
    putMissing(
      db.floorSimulations,
      floor.simulations.filter((record) => record.userId === id),
    );
    putMissing(
      db.floorSolutions,
      floor.solutions.filter((record) => record.userId === id),
    );
    const clusters = seedCarbonClusters().filter(
      (cluster) => cluster.userId === id && !db.carbonClusters.has(cluster.id),
    );
    completeSeedClusters(clusters);
    putMissing(db.carbonClusters, clusters);
    restoreSeedHistories((record) => record.customerId === id);
  }
  return db.users.get(id)!;
}

/** The seed account whose e-mail is `email` (any case), if any. */
export function seedAccountIdOf(email: string): number | undefined {
  const wanted = email.trim().toLowerCase();
  return SEED_USERS.find((user) => user.email.toLowerCase() === wanted)?.id;
}

/** A visitor's seeded general-site history (no owner), put back. */
export function restoreSeedVisitorHistory(id: number): void {
  restoreSeedHistories((record) => record.id === id && record.customerId === null);
}
