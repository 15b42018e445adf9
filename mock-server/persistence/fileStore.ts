/**
 * The standalone mock server's data in a JSON file (`MOCK_SERVER_DATA=<path>`, see server.ts): the
 * snapshot of db/snapshot.ts, restored at start and written after each change.
 *
 * - A missing file: the server starts from the seed data and creates the file.
 * - A file that cannot be read, is not JSON or not a snapshot this server reads: `MockDataFileError`,
 *   whose message names the file; the server does not start, and the file is left as it is.
 * - Writes are atomic: the snapshot goes to `<path>.tmp-<pid>`, flushed to disk, then renamed over
 *   the file, so the file is always a whole snapshot, the old one or the new one.
 */
import { open, readFile, rename, unlink } from 'node:fs/promises';
import { resolve } from 'node:path';
import { resetDb } from '../db/mockDb';
import {
  assertDbSnapshot,
  DbSnapshotError,
  exportDb,
  importDb,
  type DbSnapshot,
} from '../db/snapshot';
import { onDbChange } from '../db/store';
import { createSnapshotWriter } from './snapshotWriter';

/** The data file cannot be used; the message names it and says what to do. */
export class MockDataFileError extends Error {
  constructor(
    readonly path: string,
    problem: string,
  ) {
    super(
      `Mock data file ${path} (MOCK_SERVER_DATA) ${problem}\n` +
        'The mock server did not start and left the file as it is: repair it, move it away ' +
        '(the server then starts from the seed data and creates it again) or set MOCK_SERVER_DATA ' +
        'to another file.',
    );
    this.name = 'MockDataFileError';
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** The snapshot in the file; undefined when there is no file. Throws `MockDataFileError`. */
export async function readSnapshotFile(path: string): Promise<DbSnapshot | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return undefined;
    throw new MockDataFileError(path, `cannot be read: ${errorText(error)}.`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new MockDataFileError(path, `is not valid JSON: ${errorText(error)}.`);
  }
  try {
    assertDbSnapshot(value);
  } catch (error) {
    if (error instanceof DbSnapshotError)
      throw new MockDataFileError(path, `is refused. ${error.message}`);
    throw error;
  }
  return value;
}

/** The temporary file a write goes through (one per process). */
export function temporaryPathOf(path: string): string {
  return `${path}.tmp-${process.pid}`;
}

/** Writes the snapshot to a temporary file, flushed to disk, then renames it over `path`. */
export async function writeSnapshotFile(path: string, snapshot: DbSnapshot): Promise<void> {
  const temporary = temporaryPathOf(path);
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(JSON.stringify(snapshot));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

export interface FilePersistence {
  /** The absolute path of the data file. */
  path: string;
  /** 'restored' from the file, or 'created' from the seed data (there was no file). */
  outcome: 'restored' | 'created';
  /** Saves the current data (coalesced with the saves in progress). */
  save(options?: { force?: boolean }): Promise<void>;
  /** Puts the seed data back and rewrites the file with it. */
  reset(): Promise<void>;
  /** Stops following the changes and waits for the last write. */
  close(): Promise<void>;
}

export interface FilePersistenceOptions {
  /** Where a failed write is reported (the server keeps running; the next change retries). */
  onError?: (error: unknown) => void;
}

/**
 * Restores the data from the file (or creates it from the seed data), then saves after each
 * request that changes the data. Throws `MockDataFileError` when the file cannot be used.
 */
export async function openFilePersistence(
  file: string,
  {
    onError = (error) => console.error(`Could not write the mock data file: ${errorText(error)}`),
  }: FilePersistenceOptions = {},
): Promise<FilePersistence> {
  const path = resolve(file);
  const stored = await readSnapshotFile(path);
  if (stored) importDb(stored);
  else {
    resetDb();
    try {
      await writeSnapshotFile(path, exportDb());
    } catch (error) {
      throw new MockDataFileError(path, `cannot be created: ${errorText(error)}.`);
    }
  }
  const writer = createSnapshotWriter({
    write: (snapshot) => writeSnapshotFile(path, snapshot),
    onError,
  });
  // The server answers without waiting for the write: bursts of requests share one write.
  const unsubscribe = onDbChange(() => {
    void writer.save();
  });
  return {
    path,
    outcome: stored ? 'restored' : 'created',
    save: (options) => writer.save(options),
    reset: () => {
      resetDb();
      return writer.save({ force: true });
    },
    close: async () => {
      unsubscribe();
      await writer.flush();
    },
  };
}
