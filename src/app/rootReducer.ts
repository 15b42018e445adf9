import { combineSlices } from '@reduxjs/toolkit';
import { accountSlice } from '@/features/account/accountSlice';
import { clusterReducer } from '@/features/carbon-simulator/cluster/clusterSlice';
import { carbonSimulatorSlice } from '@/features/carbon-simulator/simulatorSlice';
import { environmentalDataSlice } from '@/features/environmental-data/environmentalDataSlice';
import { floorConfiguratorSlice } from '@/features/floor-configurator/floorConfiguratorSlice';
import { floorSolutionsSlice } from '@/features/floor-configurator/solutions/solutionsSlice';
import { historySlice } from '@/features/history/historySlice';
import { librarySlice } from '@/features/psi-library/librarySlice';
import { finderSlice } from '@/features/rupteur-finder/finderSlice';
import { rupteurResultSlice } from '@/features/rupteur-result/resultSlice';
import { sessionSlice } from '@/features/session/sessionSlice';
import { confirmSlice } from '@/ui/confirm/confirmSlice';

/** Every feature's slice, combined once. */
export const rootReducer = combineSlices(
  sessionSlice,
  confirmSlice,
  historySlice,
  accountSlice,
  environmentalDataSlice,
  finderSlice,
  librarySlice,
  rupteurResultSlice,
  floorConfiguratorSlice,
  floorSolutionsSlice,
  { carbonCluster: clusterReducer },
  carbonSimulatorSlice,
);

export type RootState = ReturnType<typeof rootReducer>;
