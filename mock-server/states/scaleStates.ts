/**
 * The provider state of the history screens at scale (docs/api/scale.md): user 1 with its seed
 * histories and, beside them, 1,000 saved general-site histories, 1,000 floor simulations, 1,000
 * saved floor solutions and 200 carbon clusters. It answers user 1's token as `token`. Used by
 * `npm run bench:mock-server`.
 *
 * And the PSI library ten times its size (the same rupteurs and filters, each PSI value ten times
 * under new ids): the library's benchmark at scale (bench/libraryInteraction.ts).
 */
import { BENCH_STATE } from '../../src/api/pact/pactStates';
import { completeSeedClusters } from '../db/carbon/seedSimulations';
import { seedHistoriesAtScale } from '../db/generalTools/histories';
import { setCatalogueScale } from '../db/generalTools/catalogue';
import { db, resetDb } from '../db/mockDb';
import { restoreSeedAccount } from '../db/seedAccounts';
import { seedAtScale } from '../db/seedHistories';
import { validUserToken, type StateParams, type StateSetUps } from './stateSupport';

export const SCALE_STATE = BENCH_STATE.scale;
export const SCALE = {
  histories: 1000,
  floorSimulations: 1000,
  floorSolutions: 1000,
  clusters: 200,
};

export const LIBRARY_SCALE_STATE = BENCH_STATE.libraryScale;
/** The default and the largest factor of LIBRARY_SCALE_STATE's PSI values. */
export const LIBRARY_SCALE = { default: 10, max: 50 };

/** The `factor` parameter: an integer from 1 to LIBRARY_SCALE.max, LIBRARY_SCALE.default when absent. */
function factorParam(params: StateParams | undefined): number {
  const raw = params?.factor;
  if (raw === undefined) return LIBRARY_SCALE.default;
  const factor = Number(raw);
  if (!Number.isInteger(factor) || factor < 1 || factor > LIBRARY_SCALE.max)
    throw new Error(
      `Provider state: the parameter 'factor' must be an integer from 1 to ${LIBRARY_SCALE.max}.`,
    );
  return factor;
}

export const scaleStates = {
  /** The seed, with each PSI value of the catalogue `factor` times (new ids) until the next reset. */
  [LIBRARY_SCALE_STATE]: (params) => {
    resetDb();
    const factor = factorParam(params);
    setCatalogueScale(factor);
    return { factor };
  },
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
} satisfies StateSetUps;
