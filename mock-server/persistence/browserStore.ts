/**
 * The embedded mock's data kept in the browser: the snapshot of db/snapshot.ts in IndexedDB
 * (localforage database 'rupteo-mock', store 'db', key 'snapshot'). IndexedDB belongs to the
 * origin, so each site host (localhost, plancher.localhost, carbone.localhost, any port) keeps its
 * own demo data across reloads.
 *
 * - `restore()` at start: the stored snapshot replaces the seed data. A snapshot that cannot be read
 *   (another format, a newer version of the app, a broken store) never stops the demo: it starts
 *   from the seed data, a console warning says why, and the stored value is first copied to
 *   'snapshot-unreadable' so that the next save does not lose it silently.
 * - After each request that changes the data, the route helper waits for the save (at most
 *   `saveWaitMs`) before answering: once the app shows a change as saved, a reload keeps it.
 * - `reset()` puts the seed data back in memory and in the store (the mock panel's action).
 */
import localforage from 'localforage';
import { resetDb } from '../db/mockDb';
import { DbSnapshotError, importDb, type DbSnapshot } from '../db/snapshot';
import { onDbChange } from '../db/store';
import { createSnapshotWriter } from './snapshotWriter';

export const MOCK_DATA_DATABASE = { name: 'rupteo-mock', storeName: 'db' } as const;
export const SNAPSHOT_KEY = 'snapshot';
export const UNREADABLE_SNAPSHOT_KEY = 'snapshot-unreadable';
/** How long a request that changed the data waits for its save before answering anyway. */
export const SAVE_WAIT_MS = 1000;

/**
 * - 'restored': the stored data replaced the seed data;
 * - 'seed': nothing stored yet, the demo starts from the seed data;
 * - 'unreadable': a stored snapshot could not be imported (kept under 'snapshot-unreadable');
 * - 'unavailable': the browser's storage cannot be used; nothing is kept across reloads.
 */
export type RestoreOutcome = 'restored' | 'seed' | 'unreadable' | 'unavailable';

/** What the persistence uses of a localforage instance. */
export type SnapshotStore = Pick<LocalForage, 'ready' | 'getItem' | 'setItem'>;

export interface BrowserPersistence {
  /** Replaces the in-memory data with the stored snapshot, if any (call once, at start). */
  restore(): Promise<RestoreOutcome>;
  /** From now on, saves after each request that changes the data; returns the stop. */
  start(): () => void;
  /** Saves the current data (serialised with the other saves). */
  save(): Promise<void>;
  /** Puts the seed data back, in memory and in the browser's storage; rejects when not stored. */
  reset(): Promise<void>;
  /** Resolves once every save asked for is done. */
  flush(): Promise<void>;
}

export interface BrowserPersistenceOptions {
  store?: SnapshotStore;
  warn?: (message: string, error?: unknown) => void;
  saveWaitMs?: number;
}

function createStore(): SnapshotStore {
  return localforage.createInstance({ ...MOCK_DATA_DATABASE, driver: localforage.INDEXEDDB });
}

const WHERE = `IndexedDB database '${MOCK_DATA_DATABASE.name}', store '${MOCK_DATA_DATABASE.storeName}'`;

function unreadableMessage(error: unknown): string {
  const kept = `The stored value is kept under '${UNREADABLE_SNAPSHOT_KEY}' (${WHERE}); the first change of this demo replaces '${SNAPSHOT_KEY}'.`;
  if (error instanceof DbSnapshotError && error.problem === 'newer-version')
    return `Demo data: the data stored in this browser was saved by a newer version of the app (${error.message}) This version starts from the seed data. ${kept}`;
  const reason = error instanceof Error ? error.message : String(error);
  return `Demo data: the data stored in this browser cannot be read (${reason}); the demo starts from the seed data. ${kept}`;
}

export function createBrowserPersistence({
  store = createStore(),
  warn = (message, error) => console.warn(message, error),
  saveWaitMs = SAVE_WAIT_MS,
}: BrowserPersistenceOptions = {}): BrowserPersistence {
  let available = true;
  /** The last write failed (warned once until a write succeeds again). */
  let failing = false;
  const writer = createSnapshotWriter({
    write: async (snapshot: DbSnapshot) => {
      await store.setItem(SNAPSHOT_KEY, snapshot);
      failing = false;
    },
    onError: (error) => {
      if (!failing)
        warn(`Demo data: a change could not be saved in this browser (${WHERE}).`, error);
      failing = true;
    },
  });

  async function restore(): Promise<RestoreOutcome> {
    let stored: unknown;
    try {
      await store.ready();
      stored = await store.getItem<unknown>(SNAPSHOT_KEY);
    } catch (error) {
      available = false;
      warn(
        `Demo data: this browser's storage (${WHERE}) cannot be used; the demo starts from the seed data and keeps nothing across reloads.`,
        error,
      );
      return 'unavailable';
    }
    if (stored === null || stored === undefined) return 'seed';
    try {
      importDb(stored);
      return 'restored';
    } catch (error) {
      try {
        await store.setItem(UNREADABLE_SNAPSHOT_KEY, stored);
      } catch {
        // Copying it failed too: the warning below still says what happened.
      }
      warn(unreadableMessage(error), error);
      return 'unreadable';
    }
  }

  function save(): Promise<void> {
    return available ? writer.save() : Promise.resolve();
  }

  function start(): () => void {
    return onDbChange(() => {
      if (!available) return;
      // Wait for the save, but never hold the demo's answer for long (a blocked database).
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, saveWaitMs);
      });
      return Promise.race([writer.save(), waited]).finally(() => clearTimeout(timer));
    });
  }

  async function reset(): Promise<void> {
    resetDb();
    if (!available) return;
    await writer.save({ force: true });
    if (failing) throw new Error(`The seed data could not be saved in this browser (${WHERE}).`);
  }

  return { restore, start, save, reset, flush: () => writer.flush() };
}

let shared: BrowserPersistence | undefined;

/** The persistence of the app's embedded mock (browser.ts, the mock panel). */
export function demoDataPersistence(): BrowserPersistence {
  shared ??= createBrowserPersistence();
  return shared;
}
