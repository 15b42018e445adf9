/** Every feature, for tests and stories, which render screens outside their routes. */
import { carbonFeature } from './carbonFeature';
import { environmentalFeature } from './environmentalFeature';
import type { FeatureModule } from './featureModule';
import { finderFeature } from './finderFeature';
import { floorFeature } from './floorFeature';
import { historyFeature } from './historyFeature';
import { libraryFeature } from './libraryFeature';
import { resultFeature } from './resultFeature';

export const ALL_FEATURES: readonly FeatureModule[] = [
  historyFeature,
  finderFeature,
  resultFeature,
  environmentalFeature,
  libraryFeature,
  floorFeature,
  carbonFeature,
];
