/**
 * Deletes the pact files before the consumer tests run, so that each run rewrites them from the
 * tests alone (Pact merges new interactions into an existing file, which would keep stale ones).
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACT_DIR =
  process.env.PACT_OUTPUT_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'pacts');

mkdirSync(PACT_DIR, { recursive: true });
for (const name of readdirSync(PACT_DIR)) {
  if (name.endsWith('.json')) rmSync(join(PACT_DIR, name));
}
