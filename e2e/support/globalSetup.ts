/** Before a run: the failure screenshots of an earlier run would be misleading. */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS_DIR } from './browser.ts';

export default function globalSetup(): void {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  for (const name of readdirSync(ARTIFACTS_DIR)) {
    if (name.startsWith('failure-') && name.endsWith('.png')) rmSync(join(ARTIFACTS_DIR, name));
  }
}
