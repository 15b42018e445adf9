/**
 * The store's reducer. The shell's slices (session, confirm dialog, account links) are there from
 * the start; each tool's slices are injected when its page loads (see features/featureModule.ts),
 * so the first page carries no tool code. The tools' state types are imported as types only.
 */
import { combineSlices } from '@reduxjs/toolkit';
import { accountSlice } from '@/features/account/accountSlice';
import type { clusterReducer } from '@/features/carbon-simulator/cluster/clusterSlice';
import type { carbonSimulatorSlice } from '@/features/carbon-simulator/simulatorSlice';
import type { environmentalDataSlice } from '@/features/environmental-data/environmentalDataSlice';
import type { floorConfiguratorSlice } from '@/features/floor-configurator/floorConfiguratorSlice';
import type { floorSolutionsSlice } from '@/features/floor-configurator/solutions/solutionsSlice';
import type { historySlice } from '@/features/history/historySlice';
import type { librarySlice } from '@/features/psi-library/librarySlice';
import type { finderSlice } from '@/features/rupteur-finder/finderSlice';
import type { rupteurResultSlice } from '@/features/rupteur-result/resultSlice';
import { sessionSlice } from '@/features/session/sessionSlice';
import { confirmSlice } from '@/ui/confirm/confirmSlice';

type StateOf<R> = R extends (state: infer S, ...rest: never[]) => unknown ? NonNullable<S> : never;

/** The state of the features loaded with their pages (present once the page has loaded). */
export interface LazyLoadedState {
  history: StateOf<typeof historySlice.reducer>;
  environmentalData: StateOf<typeof environmentalDataSlice.reducer>;
  rupteurFinder: StateOf<typeof finderSlice.reducer>;
  psiLibrary: StateOf<typeof librarySlice.reducer>;
  rupteurResult: StateOf<typeof rupteurResultSlice.reducer>;
  floorConfigurator: StateOf<typeof floorConfiguratorSlice.reducer>;
  floorSolutions: StateOf<typeof floorSolutionsSlice.reducer>;
  carbonCluster: StateOf<typeof clusterReducer>;
  carbonSimulator: StateOf<typeof carbonSimulatorSlice.reducer>;
}

const shellReducer = combineSlices(sessionSlice, confirmSlice, accountSlice);

export const rootReducer = shellReducer.withLazyLoadedSlices<LazyLoadedState>();

/**
 * The whole state as the screens see it: a screen only renders once its page's features are
 * registered, so their state is there.
 */
export type RootState = ReturnType<typeof shellReducer> & LazyLoadedState;
