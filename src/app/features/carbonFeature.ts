import { clusterSaga } from '@/features/carbon-simulator/cluster/clusterSagas';
import { clusterReducer } from '@/features/carbon-simulator/cluster/clusterSlice';
import { carbonSimulatorSaga } from '@/features/carbon-simulator/simulatorSagas';
import { carbonSimulatorSlice } from '@/features/carbon-simulator/simulatorSlice';
import { defineFeature } from './featureModule';

/** The carbon simulator and its cluster results. */
export const carbonFeature = defineFeature(
  'carbonSimulator',
  {
    [carbonSimulatorSlice.reducerPath]: carbonSimulatorSlice.reducer,
    carbonCluster: clusterReducer,
  },
  [carbonSimulatorSaga, clusterSaga],
);
