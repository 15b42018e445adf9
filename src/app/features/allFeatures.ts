/** Every feature, for tests and stories, which render screens outside their routes. */
import { carbonFeature } from '@/features/carbon-simulator/feature';
import { environmentalFeature } from '@/features/environmental-data/feature';
import type { FeatureModule } from '@/lib/store/featureModule';
import { finderFeature } from '@/features/rupteur-finder/feature';
import { floorFeature } from '@/features/floor-configurator/feature';
import { historyFeature } from '@/features/history/feature';
import { libraryFeature } from '@/features/psi-library/feature';
import { resultFeature } from '@/features/rupteur-result/feature';

export const ALL_FEATURES: readonly FeatureModule[] = [
  historyFeature,
  finderFeature,
  resultFeature,
  environmentalFeature,
  libraryFeature,
  floorFeature,
  carbonFeature,
];
