import { clusterSaga } from './cluster/clusterSagas';
import { clusterReducer } from './cluster/clusterSlice';
import { carbonSimulatorSaga } from './simulatorSagas';
import { carbonSimulatorSlice } from './simulatorSlice';
import { defineFeature } from '@/lib/store/featureModule';

/** The carbon simulator and its cluster results. */
export const carbonFeature = defineFeature(
  'carbonSimulator',
  {
    [carbonSimulatorSlice.reducerPath]: carbonSimulatorSlice.reducer,
    carbonCluster: clusterReducer,
  },
  [carbonSimulatorSaga, clusterSaga],
);

/** Loaded with its page: its state in the store's type (src/lib/store/featureModule.ts). */
declare module '@/lib/store/featureModule' {
  interface PageFeatures {
    carbonSimulator: typeof carbonFeature;
  }
}
