/**
 * Every feature loaded with a page, for the unit tests' stores (screens render there outside their
 * routes): the store parts of every feature folder (its feature.ts) but the shell's, which the store
 * has from the start. Read at once from the folders: loading every page, as the stories do
 * (src/app/features/pageFeatures.ts), takes seconds; src/app/features/toolManifest.test.ts holds
 * this list to what the pages register.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL_FEATURES } from '@/app/rootReducer';
import type { FeatureModule } from '@/lib/store/featureModule';

const FEATURES_FOLDER = join(__dirname, '../features');

const isFeature = (value: unknown): value is FeatureModule =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  'reducers' in value &&
  'sagas' in value;

const shell = new Set<FeatureModule>(SHELL_FEATURES);

export const PAGE_FEATURES: readonly FeatureModule[] = readdirSync(FEATURES_FOLDER)
  .filter((folder) => existsSync(join(FEATURES_FOLDER, folder, 'feature.ts')))
  .flatMap((folder) =>
    Object.values(require(`@/features/${folder}/feature`) as Record<string, unknown>),
  )
  .filter(isFeature)
  .filter((feature) => !shell.has(feature));
