/**
 * The answers and footprints of the seeded carbon simulations. The seed lists (seedHistories.ts)
 * give each simulation its system only; here each one gets answers of that system, drawn with a
 * generator seeded by its id (a usual configuration, or a custom one: span, floor position, cement,
 * networks…), resolved by the simulator like a submission, and the footprint computed from them.
 * Clusters get the postal code of their project.
 */
import type { FieldValue } from '../../../src/api/formDefinitionTypes';
import type { CarbonCluster, CarbonSimulation, CarbonSimulationDetails } from '../records';
import { picker, seededRandom } from '../seedClock';
import {
  CUSTOM_FAVORITE,
  FAVORITES,
  FLOOR_LEVELS,
  isSystemType,
  maxSpanOf,
  NETWORK_PASSAGES,
  NO_NETWORK,
  type SystemType,
} from './catalogue';
import { computeFootprint } from './footprint';
import { evaluateSimulator, GUIDED_PATH } from './simulatorForm';

/** Postal codes of the seeded projects (seedHistories.ts names them). */
const PROJECT_ZIP_CODES: Record<string, string> = {
  'Maison Dupont': '69100',
  'Maison Dupont – variante bois': '69100',
  'Villa Les Tilleuls': '69130',
  'Résidence Les Acacias – bât. B': '69003',
  'Résidence Les Acacias – bât. C': '69003',
  'Extension Moreau': '69500',
  'Maison Garnier': '38300',
  'Groupe scolaire Jean-Jaurès': '69200',
  'Pavillon Lefebvre': '01700',
  'Gîte du Moulin': '42100',
  'Local commercial Bellecour': '69002',
  'Maison Perrin': '69330',
  'Immeuble Quai de la Fosse': '44000',
  'Collège Anne-de-Bretagne': '44300',
  'Lotissement Les Vignes – lot 7': '49100',
  'Lotissement Les Vignes – lot 9': '49100',
  'Maison Rousseau': '49000',
  'Résidence Cours Victor-Hugo': '33000',
  'Les Terrasses de Caudéran': '33200',
};

/** The postal code of a user's region, for a project not listed above. */
const USER_ZIP_CODES: Record<number, string> = { 1: '69003', 2: '44000', 4: '49000', 5: '33000' };
const DEFAULT_ZIP_CODE = '75011';

const MINUTE_MS = 60 * 1000;

/** The stored details of a simulation from the values of a complete simulator form. */
export function detailsOf(
  values: Record<string, FieldValue>,
  createdAt: string,
): CarbonSimulationDetails {
  return { createdAt, answers: { ...values }, result: computeFootprint(values) };
}

function seededAnswers(system: SystemType, seed: number): Record<string, FieldValue> {
  const random = seededRandom(seed);
  const pick = picker(random);
  const passages = NETWORK_PASSAGES.filter((passage) => passage.value !== NO_NETWORK)
    .filter(() => random() < 0.3)
    .map((passage) => passage.value);
  const networkPassages = passages.length > 0 ? passages : [NO_NETWORK];
  if (random() < 0.5)
    return {
      systemType: system,
      favorites: pick.pick(FAVORITES[system]).value,
      networkPassages,
    };
  const cementType = pick.pick(['cem1', 'cem2', 'cem2', 'cem3', 'personnalise']);
  return {
    systemType: system,
    favorites: CUSTOM_FAVORITE.value,
    floorLevel: pick.pick(Object.values(FLOOR_LEVELS)),
    span: pick.decimal(3, Math.min(maxSpanOf(system), 6.4)),
    cementType,
    ...(cementType === 'personnalise'
      ? { cementDosage: pick.int(28, 36) * 10, slagShare: pick.int(2, 6) * 10 }
      : {}),
    networkPassages,
    ...(random() < 0.6 ? { thermalBreak: pick.pick(['avec', 'sans']) } : {}),
    complementaryInsulation: pick.int(6, 12),
  };
}

/** Resolves seeded answers like a submission; the first usual configuration if they fall short. */
function seededValues(
  system: SystemType,
  seed: number,
  zipCode: string,
  projectName: string,
): Record<string, FieldValue> {
  const step1 = { zipCode, projectName, path: GUIDED_PATH };
  const evaluation = evaluateSimulator({ step1, step2: seededAnswers(system, seed) });
  if (evaluation.isCompleted) return evaluation.values;
  const fallback = { systemType: system, favorites: FAVORITES[system][0]!.value };
  return evaluateSimulator({ step1, step2: fallback }).values;
}

/**
 * The details drawn so far, by what they are drawn from: the same inputs always give the same
 * details, and drawing them is most of the cost of a reset (which the tests make after each test).
 */
const drawnDetails = new Map<string, CarbonSimulationDetails>();

function completeSimulation(
  cluster: CarbonCluster,
  simulation: CarbonSimulation,
  index: number,
): void {
  if (simulation.details || !isSystemType(simulation.systemType)) return;
  const createdAt = new Date(Date.parse(cluster.createdAt) + index * 11 * MINUTE_MS).toISOString();
  const zipCode = cluster.zipCode ?? DEFAULT_ZIP_CODE;
  const key = JSON.stringify([
    simulation.systemType,
    simulation.id,
    zipCode,
    cluster.name,
    createdAt,
  ]);
  let details = drawnDetails.get(key);
  if (!details) {
    details = detailsOf(
      seededValues(simulation.systemType, simulation.id, zipCode, cluster.name),
      createdAt,
    );
    drawnDetails.set(key, details);
  }
  // A copy: requests may change a simulation's details in place.
  simulation.details = structuredClone(details);
  simulation.carbonFootprint = simulation.details.result.carbonFootprint;
}

/** Gives a cluster its postal code and its simulations their answers, where they lack them. */
export function completeCluster(cluster: CarbonCluster): void {
  cluster.zipCode ??=
    PROJECT_ZIP_CODES[cluster.name] ??
    (cluster.userId !== null ? USER_ZIP_CODES[cluster.userId] : undefined) ??
    DEFAULT_ZIP_CODE;
  cluster.simulations.forEach((simulation, index) =>
    completeSimulation(cluster, simulation, index),
  );
}

export function completeSeedClusters(clusters: Iterable<CarbonCluster>): void {
  for (const cluster of clusters) completeCluster(cluster);
}
