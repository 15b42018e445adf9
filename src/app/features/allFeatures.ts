/**
 * Every feature loaded with a page (a tool's or the personal space's): tests and stories register
 * them all, since they render screens outside their routes, and the store's type of their state
 * (`LazyLoadedState`, src/app/rootReducer.ts) is derived from this list. Each page names its own
 * (`features`, src/app/routes/); src/app/features/toolManifest.test.ts holds this list equal to
 * theirs.
 */
import { carbonFeature } from '@/features/carbon-simulator/feature';
import { environmentalFeature } from '@/features/environmental-data/feature';
import type { FeatureModule } from '@/lib/store/featureModule';
import { finderFeature } from '@/features/rupteur-finder/feature';
import { floorFeature } from '@/features/floor-configurator/feature';
import { historyFeature } from '@/features/history/feature';
import { libraryFeature } from '@/features/psi-library/feature';
import { resultFeature } from '@/features/rupteur-result/feature';

export const ALL_FEATURES = [
  historyFeature,
  finderFeature,
  resultFeature,
  environmentalFeature,
  libraryFeature,
  floorFeature,
  carbonFeature,
] as const satisfies readonly FeatureModule[];
