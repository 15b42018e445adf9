import { floorConfiguratorSaga } from './floorConfiguratorSagas';
import { floorConfiguratorSlice } from './floorConfiguratorSlice';
import { solutionsSaga } from './solutions/solutionsSagas';
import { floorSolutionsSlice } from './solutions/solutionsSlice';
import { defineFeature } from '@/lib/store/featureModule';

/** The floor configurator and its solutions. */
export const floorFeature = defineFeature(
  'floorConfigurator',
  {
    [floorConfiguratorSlice.reducerPath]: floorConfiguratorSlice.reducer,
    [floorSolutionsSlice.reducerPath]: floorSolutionsSlice.reducer,
  },
  [floorConfiguratorSaga, solutionsSaga],
);

/** Loaded with its page: its state in the store's type (src/lib/store/featureModule.ts). */
declare module '@/lib/store/featureModule' {
  interface PageFeatures {
    floorConfigurator: typeof floorFeature;
  }
}
