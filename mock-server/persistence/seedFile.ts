/**
 * A seed of your own for the standalone mock server (`MOCK_SERVER_SEED_FILE=<path>`, see server.ts):
 * a JSON snapshot in the format of db/snapshot.ts (what `MOCK_SERVER_DATA` writes). Once read, it is
 * what every reset puts back (the start, `POST /__mock/reset`, each provider state), in place of the
 * built-in seed's accounts, devices, tokens, links, outbox, histories, simulations and clusters; the
 * catalogues stay the built-in ones. The file is only read, never written.
 */
import { readFile } from 'node:fs/promises';
import { setSeedOverride } from '../db/store';
import { assertDbSnapshot, DbSnapshotError, importDb, type DbSnapshot } from '../db/snapshot';

/** The seed file cannot be used; the message names it. */
export class MockSeedFileError extends Error {
  constructor(
    readonly path: string,
    problem: string,
  ) {
    super(
      `Mock seed file ${path} (MOCK_SERVER_SEED_FILE) ${problem}\n` +
        'The mock server did not start: give a snapshot written by MOCK_SERVER_DATA (format ' +
        "'rupteo-mock-db'), or unset MOCK_SERVER_SEED_FILE to start from the built-in seed.",
    );
    this.name = 'MockSeedFileError';
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The snapshot of the seed file; throws `MockSeedFileError` (missing file included). */
export async function readSeedFile(path: string): Promise<DbSnapshot> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new MockSeedFileError(path, `cannot be read: ${errorText(error)}.`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new MockSeedFileError(path, `is not valid JSON: ${errorText(error)}.`);
  }
  try {
    assertDbSnapshot(value);
  } catch (error) {
    if (error instanceof DbSnapshotError)
      throw new MockSeedFileError(path, `is refused. ${error.message}`);
    throw error;
  }
  return value;
}

/** Makes `snapshot` what every reset puts back; undefined goes back to the built-in seed. */
export function seedWithSnapshot(snapshot: DbSnapshot | undefined): void {
  setSeedOverride(snapshot ? () => importDb(snapshot) : undefined);
}
