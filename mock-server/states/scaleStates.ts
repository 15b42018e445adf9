/**
 * The provider state of the history screens at scale (docs/api.md): user 1 (token `usr.pact-valid`)
 * with 1,000 saved histories more on the general site, 1,000 floor simulations and 1,000 saved
 * solutions, and 200 carbon clusters. Used by `npm run bench:mock-server` and the journeys at scale.
 */
import { seedHistoriesAtScale } from '../db/generalTools/histories';
import { db, registerToken, REMEMBERED_TOKEN_LIFETIME_MS, resetDb } from '../db/mockDb';
import { completeSeedClusters } from '../db/carbon/seedSimulations';
import { seedAtScale } from '../db/seedHistories';

export const SCALE_STATE = 'a user with 1,000 histories, 1,000 floor items and 200 clusters';
export const SCALE = {
  histories: 1000,
  floorSimulations: 1000,
  floorSolutions: 1000,
  clusters: 200,
};

export const scaleStates: Record<string, () => void> = {
  [SCALE_STATE]: () => {
    resetDb();
    registerToken('usr.pact-valid', { kind: 'user', userId: 1 }, REMEMBERED_TOKEN_LIFETIME_MS);
    seedHistoriesAtScale(1, SCALE.histories);
    const { simulations, solutions, clusters } = seedAtScale(1, SCALE);
    for (const simulation of simulations) db.floorSimulations.set(simulation.id, simulation);
    for (const solution of solutions) db.floorSolutions.set(solution.id, solution);
    for (const cluster of clusters) db.carbonClusters.set(cluster.id, cluster);
    completeSeedClusters(clusters);
  },
};
