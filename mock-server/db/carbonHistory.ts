/**
 * The carbon history of each user: clusters (groups of carbon simulations of one project). Lists
 * filter by system (a cluster with at least one simulation of it) and by creation day, inclusive,
 * in French time; they sort by creation date.
 *
 * A cluster created by an anonymous visitor has no owner (`userId` null) until a logged-in user
 * saves it. Each simulation keeps its answers and its computed footprint (`details`); the seed
 * lists only the system and the footprint, so the domain completes the seeded simulations with
 * answers of their system on every reset (mock-server/db/carbon/seedSimulations.ts), the footprint
 * then being the one computed from those answers.
 */
import type { CarbonHistoryDatas, CarbonHistoryItem } from '../../src/api/types';
import { SYSTEM_TYPES } from './carbon/catalogue';
import { completeSeedClusters } from './carbon/seedSimulations';
import { byCreatedAt, dayOf, orderOf, parisDay } from './historyQuery';
import { db, registerDomainReset } from './store';
import type { CarbonCluster } from './records';

export type { CarbonCluster, CarbonSimulation, CarbonSimulationDetails } from './records';

export { SYSTEM_TYPES, type SystemType } from './carbon/catalogue';

registerDomainReset(() => completeSeedClusters(db.carbonClusters.values()));
completeSeedClusters(db.carbonClusters.values());

/** **Project-defined**: the carbon history's `type`, which the specification lists without values. */
export const CARBON_TYPES = { comparison: 'comparison', single: 'single' } as const;

export const CARBON_FILTERS: CarbonHistoryDatas['filters'] = {
  type: {
    options: {
      'Comparaison de systèmes': CARBON_TYPES.comparison,
      'Un seul système': CARBON_TYPES.single,
    },
    tooltip:
      'Affiche les projets qui comparent plusieurs systèmes constructifs, ou ceux d’un seul système.',
  },
  systemType: {
    options: Object.fromEntries(
      Object.entries(SYSTEM_TYPES).map(([value, label]) => [label, value]),
    ),
    tooltip: 'Affiche les projets dont au moins une simulation porte sur ce système constructif.',
  },
};

export const CARBON_ORDERS: CarbonHistoryDatas['orders'] = [
  { label: 'Plus récentes', value: 'DESC' },
  { label: 'Plus anciennes', value: 'ASC' },
];

export type CarbonQuery = Partial<
  Record<'type' | 'order' | 'dateFrom' | 'dateTo' | 'systemType', string | null>
>;

function itemOf(cluster: CarbonCluster): CarbonHistoryItem {
  return {
    id: cluster.id,
    name: cluster.name,
    createdAt: cluster.createdAt,
    simulations: cluster.simulations.map(({ id, systemType, carbonFootprint }) => ({
      id,
      systemType,
      carbonFootprint,
    })),
  };
}

/**
 * The user's clusters. `type` (project-defined): 'comparison', the clusters of two simulations or
 * more; 'single', those of one; any other value, all of them.
 */
export function listCarbonClusters(
  userId: number,
  query: CarbonQuery,
): { clusters: CarbonHistoryItem[]; total: number } {
  const from = dayOf(query.dateFrom);
  const to = dayOf(query.dateTo);
  const clusters = [...db.carbonClusters.values()]
    .filter((cluster) => cluster.userId === userId)
    .filter(
      (cluster) =>
        (query.type !== CARBON_TYPES.comparison || cluster.simulations.length >= 2) &&
        (query.type !== CARBON_TYPES.single || cluster.simulations.length === 1),
    )
    .filter(
      (cluster) =>
        !query.systemType ||
        cluster.simulations.some((simulation) => simulation.systemType === query.systemType),
    )
    .filter((cluster) => {
      const day = parisDay(cluster.createdAt);
      return (!from || day >= from) && (!to || day <= to);
    })
    .sort(byCreatedAt(orderOf(query.order)))
    .map(itemOf);
  return { clusters, total: clusters.length };
}

function ownCluster(userId: number, id: unknown): CarbonCluster | undefined {
  const cluster = db.carbonClusters.get(Number(id));
  return cluster?.userId === userId ? cluster : undefined;
}

export function deleteCarbonCluster(userId: number, id: unknown): boolean {
  const cluster = ownCluster(userId, id);
  return cluster ? db.carbonClusters.delete(cluster.id) : false;
}

/**
 * Deletes a carbon simulation of the user's (null: a visitor) or of a cluster without owner; the
 * cluster goes too when it was its last one. Undefined when the simulation is another user's or
 * does not exist.
 */
export function deleteCarbonSimulation(
  userId: number | null,
  id: unknown,
): { clusterRemoved: boolean } | undefined {
  const simulationId = Number(id);
  const cluster = [...db.carbonClusters.values()].find(
    (candidate) =>
      (candidate.userId === null || candidate.userId === userId) &&
      candidate.simulations.some((simulation) => simulation.id === simulationId),
  );
  if (!cluster) return undefined;
  cluster.simulations = cluster.simulations.filter((simulation) => simulation.id !== simulationId);
  const clusterRemoved = cluster.simulations.length === 0;
  if (clusterRemoved) db.carbonClusters.delete(cluster.id);
  return { clusterRemoved };
}
