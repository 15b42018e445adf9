import { floorConfiguratorSaga } from '@/features/floor-configurator/floorConfiguratorSagas';
import { floorConfiguratorSlice } from '@/features/floor-configurator/floorConfiguratorSlice';
import { solutionsSaga } from '@/features/floor-configurator/solutions/solutionsSagas';
import { floorSolutionsSlice } from '@/features/floor-configurator/solutions/solutionsSlice';
import { defineFeature } from './featureModule';

/** The floor configurator and its solutions. */
export const floorFeature = defineFeature(
  'floorConfigurator',
  {
    [floorConfiguratorSlice.reducerPath]: floorConfiguratorSlice.reducer,
    [floorSolutionsSlice.reducerPath]: floorSolutionsSlice.reducer,
  },
  [floorConfiguratorSaga, solutionsSaga],
);
