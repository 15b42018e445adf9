/**
 * Provider states of the carbon operations (the state table of docs/api/carbon.md). Each starts
 * from the seed, which gives user 1 clusters 301 (simulation 3011) and 302 (3021, 3022) and floor
 * simulation 101, and user 2 cluster 903 and floor simulation 901.
 */
import type { FieldValue } from '../../src/api/formDefinitionTypes';
import { CARBON_STATE } from '../../src/api/pact/pactStates';
import { detailsOf } from '../db/carbon/seedSimulations';
import { evaluateSimulator, GUIDED_PATH } from '../db/carbon/simulatorForm';
import { db, resetDb, type CarbonCluster } from '../db/mockDb';
import { restoreSeedAccount } from '../db/seedAccounts';
import { SEED_TODAY } from '../db/seedClock';
import { validUserToken, type StateSetUps } from './stateSupport';

export { CARBON_STATE };

export const ANONYMOUS_CLUSTER_ID = 950;
export const ANONYMOUS_SIMULATION_ID = 9501;
export const FULL_CLUSTER_ID = 304;

/** User 1 (clusters 301 to 312) and user 2 (cluster 903) with their seed histories; user 1's token. */
function usersWithClusters() {
  restoreSeedAccount(1);
  restoreSeedAccount(2);
  return validUserToken(1);
}

/** The resolved values of a complete form; throws when the answers fall short. */
function completeValues(
  step1: Record<string, string>,
  step2: Record<string, FieldValue>,
): Record<string, FieldValue> {
  const evaluation = evaluateSimulator({ step1: { ...step1, path: GUIDED_PATH }, step2 });
  if (!evaluation.isCompleted) throw new Error('Provider state: incomplete carbon simulation.');
  return evaluation.values;
}

function anonymousCluster(): void {
  const step1 = { zipCode: '69007', projectName: 'Maison Bernard' };
  const values = completeValues(step1, {
    systemType: 'poutrelles-entrevous-beton',
    favorites: 'maison-etage',
  });
  const cluster: CarbonCluster = {
    id: ANONYMOUS_CLUSTER_ID,
    userId: null,
    name: step1.projectName,
    createdAt: SEED_TODAY,
    zipCode: step1.zipCode,
    simulations: [],
  };
  const details = detailsOf(values, SEED_TODAY);
  cluster.simulations.push({
    id: ANONYMOUS_SIMULATION_ID,
    systemType: 'poutrelles-entrevous-beton',
    carbonFootprint: details.result.carbonFootprint,
    details,
  });
  db.carbonClusters.set(cluster.id, cluster);
}

/** Fills cluster 304 of user 1 up to 10 simulations (variants of its first one). */
function fullCluster(): void {
  const cluster = db.carbonClusters.get(FULL_CLUSTER_ID);
  const first = cluster?.simulations[0];
  if (!cluster || cluster.userId !== 1 || !first?.details)
    throw new Error('Provider state: the seed has no cluster 304 of user 1.');
  for (let n = cluster.simulations.length; n < 10; n += 1)
    cluster.simulations.push({
      ...structuredClone(first),
      id: FULL_CLUSTER_ID * 10 + n + 1,
    });
}

export const carbonStates = {
  [CARBON_STATE.clusters]: () => {
    resetDb();
    return usersWithClusters();
  },
  [CARBON_STATE.anonymousCluster]: () => {
    resetDb();
    const values = usersWithClusters();
    anonymousCluster();
    return values;
  },
  [CARBON_STATE.fullCluster]: () => {
    resetDb();
    const values = usersWithClusters();
    fullCluster();
    return values;
  },
} satisfies StateSetUps;
