/**
 * The provider state of the history screens at scale (docs/api/scale.md): user 1 with its seed
 * histories and, beside them, 1,000 saved general-site histories, 1,000 floor simulations, 1,000
 * saved floor solutions and 200 carbon clusters. It answers user 1's token as `token`. Used by
 * `npm run bench:mock-server`.
 */
import { completeSeedClusters } from '../db/carbon/seedSimulations';
import { seedHistoriesAtScale } from '../db/generalTools/histories';
import { db, resetDb } from '../db/mockDb';
import { restoreSeedAccount } from '../db/seedAccounts';
import { seedAtScale } from '../db/seedHistories';
import { validUserToken, type ProviderState } from './stateSupport';

export const SCALE_STATE = 'a user with 1,000 histories, 1,000 floor items and 200 clusters';
export const SCALE = {
  histories: 1000,
  floorSimulations: 1000,
  floorSolutions: 1000,
  clusters: 200,
};

export const scaleStates: Record<string, ProviderState> = {
  [SCALE_STATE]: () => {
    resetDb();
    restoreSeedAccount(1);
    seedHistoriesAtScale(1, SCALE.histories);
    const { simulations, solutions, clusters } = seedAtScale(1, SCALE);
    for (const simulation of simulations) db.floorSimulations.set(simulation.id, simulation);
    for (const solution of solutions) db.floorSolutions.set(solution.id, solution);
    completeSeedClusters(clusters);
    for (const cluster of clusters) db.carbonClusters.set(cluster.id, cluster);
    return validUserToken(1);
  },
};
