/**
 * Saves the mock backend's data (db/snapshot.ts) one write at a time: the embedded mock into
 * IndexedDB (browserStore.ts), the standalone server into a JSON file (fileStore.ts).
 *
 * - Writes never interleave: a save asked for while one is running waits for it, then writes.
 * - Bursts coalesce: every save asked for during a write shares the one write queued after it, which
 *   takes the snapshot when it starts, so the last change always lands.
 * - A snapshot equal to the last one written is not written again (a POST that only reads).
 * - A failed write goes to `onError` and is retried by the next save.
 */
import { exportDb, type DbSnapshot } from '../db/snapshot';

export interface SaveOptions {
  /** Write even when the data has not changed since the last write (a reset). */
  force?: boolean;
}

export interface SnapshotWriter {
  /** Asks for a save of the current data; resolves once a write that includes it is done. */
  save(options?: SaveOptions): Promise<void>;
  /** Resolves once every save asked for so far is done. */
  flush(): Promise<void>;
}

export interface SnapshotWriterOptions {
  write(snapshot: DbSnapshot): Promise<void>;
  onError(error: unknown): void;
}

/** What a snapshot holds, without its date: two equal keys are the same data. */
function contentKey(snapshot: DbSnapshot): string {
  return JSON.stringify([snapshot.tables, snapshot.outbox]);
}

export function createSnapshotWriter({ write, onError }: SnapshotWriterOptions): SnapshotWriter {
  let lastWritten: string | undefined;
  /** The last write asked for (running or queued); each write starts after the one before. */
  let tail: Promise<void> = Promise.resolve();
  /** The write queued behind the running one, not started yet: later saves join it. */
  let queued: Promise<void> | undefined;
  let forceQueued = false;

  async function writeCurrent(force: boolean): Promise<void> {
    const snapshot = exportDb();
    const key = contentKey(snapshot);
    if (!force && key === lastWritten) return;
    await write(snapshot);
    lastWritten = key;
  }

  function save({ force = false }: SaveOptions = {}): Promise<void> {
    forceQueued ||= force;
    if (queued) return queued;
    const next = tail.then(() => {
      // From here on the write runs: a later save queues another one behind it.
      queued = undefined;
      const forced = forceQueued;
      forceQueued = false;
      return writeCurrent(forced).catch(onError);
    });
    queued = next;
    tail = next;
    return next;
  }

  async function flush(): Promise<void> {
    let last: Promise<void>;
    do {
      last = tail;
      await last;
    } while (last !== tail);
  }

  return { save, flush };
}
