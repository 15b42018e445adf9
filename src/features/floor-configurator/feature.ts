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
