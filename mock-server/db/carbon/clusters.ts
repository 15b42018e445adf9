/**
 * Clusters of carbon simulations as the simulator reads and writes them (the personal-space list
 * and deletes are in carbonHistory.ts). A cluster is visible to its owner, and, while it has no
 * owner (made by an anonymous visitor), to anyone who has its id; saving it gives it an owner.
 */
import type { CarbonClusterDatas, CarbonSimulationCard } from '../../../src/api/carbonTypes';
import type { FieldValue } from '../../../src/api/formDefinitionTypes';
import type { CarbonCluster, CarbonSimulation } from '../carbonHistory';
import { db, nowIso, unguessableId } from '../store';
import { SYSTEM_TYPES, isSystemType } from './catalogue';
import { agencyOf } from './departments';
import { completeCluster, detailsOf } from './seedSimulations';

/** A project groups at most this many simulations. */
export const MAX_SIMULATIONS_PER_CLUSTER = 10;

/** The cluster `id` if `userId` (undefined for a visitor) may see it: theirs, or without owner. */
export function visibleCluster(id: unknown, userId: number | undefined): CarbonCluster | undefined {
  const cluster = db.carbonClusters.get(Number(id));
  if (!cluster || (cluster.userId !== null && cluster.userId !== userId)) return undefined;
  completeCluster(cluster);
  return cluster;
}

/** A carbon simulation `userId` may see, with its cluster. */
export function visibleSimulation(
  id: unknown,
  userId: number | undefined,
): { cluster: CarbonCluster; simulation: CarbonSimulation } | undefined {
  const simulationId = Number(id);
  for (const cluster of db.carbonClusters.values()) {
    const simulation = cluster.simulations.find((candidate) => candidate.id === simulationId);
    if (simulation) {
      if (!visibleCluster(cluster.id, userId)) return undefined;
      return { cluster, simulation };
    }
  }
  return undefined;
}

function isSimulationId(id: number): boolean {
  for (const cluster of db.carbonClusters.values())
    if (cluster.simulations.some((simulation) => simulation.id === id)) return true;
  return false;
}

/**
 * Stores a simulation from the values of a complete simulator form: in `cluster` when given, else
 * in a new cluster of `userId` (null: an anonymous visitor's) named after the project.
 */
export function addSimulation(
  values: Record<string, FieldValue>,
  userId: number | null,
  cluster?: CarbonCluster,
): { cluster: CarbonCluster; simulation: CarbonSimulation } {
  const createdAt = nowIso();
  const details = detailsOf(values, createdAt);
  const simulation: CarbonSimulation = {
    id: unguessableId(isSimulationId),
    systemType: String(values.systemType),
    carbonFootprint: details.result.carbonFootprint,
    details,
  };
  if (cluster) {
    cluster.simulations.push(simulation);
    return { cluster, simulation };
  }
  const created: CarbonCluster = {
    id: unguessableId((id) => db.carbonClusters.has(id)),
    userId,
    name: String(values.projectName ?? '').trim(),
    createdAt,
    zipCode: String(values.zipCode ?? ''),
    simulations: [simulation],
  };
  db.carbonClusters.set(created.id, created);
  return { cluster: created, simulation };
}

/**
 * Saves a cluster to the account of `userId`: a cluster without owner becomes theirs; their own
 * stays theirs. Undefined when it does not exist or belongs to someone else.
 */
export function saveCluster(userId: number, id: unknown): CarbonCluster | undefined {
  const cluster = visibleCluster(id, userId);
  if (!cluster) return undefined;
  cluster.userId = userId;
  return cluster;
}

export function simulationCard(
  cluster: CarbonCluster,
  simulation: CarbonSimulation,
  index: number,
): CarbonSimulationCard {
  const details = simulation.details;
  const system = isSystemType(simulation.systemType)
    ? SYSTEM_TYPES[simulation.systemType]
    : simulation.systemType;
  return {
    id: simulation.id,
    cluster: cluster.id,
    title: `Simulation ${index + 1} – ${system}`,
    systemType: simulation.systemType,
    createdAt: details?.createdAt ?? cluster.createdAt,
    data: details?.result.data ?? { 'Système constructif': system },
    note: details?.result.note ?? '',
    carbonFootprint: simulation.carbonFootprint,
    bio: details?.result.bio ?? 0,
    acvCarbonFootprint: details?.result.acvCarbonFootprint ?? simulation.carbonFootprint,
    bars: details?.result.bars ?? [],
  };
}

/** The answer of GET /api/clusters/{id}/. */
export function clusterDatas(cluster: CarbonCluster): CarbonClusterDatas {
  return {
    cluster: cluster.id,
    name: cluster.name,
    zipCode: cluster.zipCode ?? '',
    createdAt: cluster.createdAt,
    saved: cluster.userId !== null,
    simulations: cluster.simulations.map((simulation, index) =>
      simulationCard(cluster, simulation, index),
    ),
    agency: agencyOf(cluster.zipCode),
  };
}
