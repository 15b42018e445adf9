/**
 * Seed histories: floor simulations and solutions (the carbon clusters are in
 * seedCarbonClusters.ts), and all of them at scale. Generated from fixed lists with
 * a seeded generator, so every reset gives the same data. Ids the provider states rely on:
 * - user 1: simulations 101-130 (101 included), solutions 201-212 (201 is
 *   'plancher-poutrelle-entrevous-pse-16-4'), clusters 301-312, where cluster 301 holds simulation
 *   3011 only and cluster 302 holds 3021 and 3022; a cluster n holds simulations n*10+1 onwards;
 * - user 2: simulation 901, solution 902, cluster 903 (and a few more).
 */
import type { CarbonCluster } from './carbonHistory';
import type { FloorSimulation, FloorSolution } from './floorHistory';
import { seedCarbon } from './seedCarbonClusters';
import { picker, range, seedDate, seededRandom } from './seedClock';

interface Project {
  name: string;
  zip: string;
  projectCode: string;
}

interface FloorSystem {
  name: string;
  slug: string;
}

const FLOOR_SYSTEMS: Record<string, readonly FloorSystem[]> = {
  'Poutrelles et entrevous': [
    {
      name: 'Plancher poutrelle entrevous PSE 16+4',
      slug: 'plancher-poutrelle-entrevous-pse-16-4',
    },
    {
      name: 'Plancher poutrelle entrevous PSE 20+5',
      slug: 'plancher-poutrelle-entrevous-pse-20-5',
    },
    {
      name: 'Plancher poutrelle entrevous béton 12+4',
      slug: 'plancher-poutrelle-entrevous-beton-12-4',
    },
    {
      name: 'Plancher poutrelle entrevous PSE isolant Up 0,20',
      slug: 'plancher-poutrelle-entrevous-pse-isolant-up-0-20',
    },
  ],
  Prédalles: [
    { name: 'Prédalle précontrainte 10 + 10', slug: 'predalle-precontrainte-10-10' },
    { name: 'Prédalle suspendue 8 + 12', slug: 'predalle-suspendue-8-12' },
  ],
  'Dalle pleine': [
    { name: 'Dalle pleine béton armé 20 cm', slug: 'dalle-pleine-beton-arme-20' },
    { name: 'Dalle pleine béton armé 25 cm', slug: 'dalle-pleine-beton-arme-25' },
  ],
};

/** Coherent floor and level pairs. */
const FLOOR_POSITIONS: ReadonlyArray<{ floor: string; floorLevel: string }> = [
  { floor: 'Plancher bas', floorLevel: 'Vide sanitaire' },
  { floor: 'Plancher bas', floorLevel: 'Sous-sol' },
  { floor: 'Plancher intermédiaire', floorLevel: 'RDC' },
  { floor: 'Plancher intermédiaire', floorLevel: 'R+1' },
  { floor: 'Plancher intermédiaire', floorLevel: 'R+2' },
  { floor: 'Plancher haut', floorLevel: 'R+1' },
  { floor: 'Plancher haut', floorLevel: 'R+2' },
  { floor: 'Plancher haut', floorLevel: 'R+3' },
];

const FLOOR_TYPE_NAMES = Object.keys(FLOOR_SYSTEMS);

const PROJECTS: Record<number, readonly Project[]> = {
  1: [
    { name: 'Maison Dupont', zip: '69100', projectCode: 'PRJ-2025-014' },
    { name: 'Villa Les Tilleuls', zip: '69130', projectCode: 'PRJ-2025-021' },
    { name: 'Résidence Les Acacias – bât. B', zip: '69003', projectCode: 'PRJ-2024-087' },
    { name: 'Extension Moreau', zip: '69500', projectCode: 'PRJ-2025-033' },
    { name: 'Maison Garnier', zip: '38300', projectCode: 'PRJ-2026-002' },
    { name: 'Groupe scolaire Jean-Jaurès', zip: '69200', projectCode: 'PRJ-2024-112' },
    { name: 'Pavillon Lefebvre', zip: '01700', projectCode: 'PRJ-2025-047' },
    { name: 'Gîte du Moulin', zip: '42100', projectCode: '' },
    { name: 'Local commercial Bellecour', zip: '69002', projectCode: 'PRJ-2026-019' },
    { name: 'Maison Perrin', zip: '69330', projectCode: '' },
  ],
  2: [
    { name: 'Immeuble Quai de la Fosse', zip: '44000', projectCode: 'BSO-2025-118' },
    { name: 'Collège Anne-de-Bretagne', zip: '44300', projectCode: 'BSO-2026-004' },
    { name: 'Maison Le Goff', zip: '44600', projectCode: '' },
  ],
  4: [
    { name: 'Lotissement Les Vignes – lot 7', zip: '49100', projectCode: 'PH-2025-007' },
    { name: 'Maison Rousseau', zip: '49000', projectCode: 'PH-2026-012' },
  ],
  5: [
    { name: 'Résidence Cours Victor-Hugo', zip: '33000', projectCode: 'RP-2025-03' },
    { name: 'Les Terrasses de Caudéran', zip: '33200', projectCode: 'RP-2026-01' },
  ],
  9: [
    { name: 'Maison Le Bihan', zip: '35000', projectCode: '' },
    { name: 'Extension Salaün', zip: '35510', projectCode: 'MMF-2026-09' },
  ],
};

function floorRecord(
  pick: ReturnType<typeof picker>,
  id: number,
  userId: number,
  project: Project,
  createdAt: string,
  fixed?: { floorType: string; system: FloorSystem },
): FloorSimulation & { system: FloorSystem } {
  const position = pick.pick(FLOOR_POSITIONS);
  const floorType = fixed?.floorType ?? pick.pick(FLOOR_TYPE_NAMES);
  const system = fixed?.system ?? pick.pick(FLOOR_SYSTEMS[floorType]!);
  return {
    id,
    userId,
    title: `${project.name} – ${position.floorLevel}`,
    name: system.name,
    libelle: `${position.floor} – ${position.floorLevel} – ${project.zip}`,
    createdAt,
    zip: project.zip,
    floor: position.floor,
    floorLevel: position.floorLevel,
    floorType,
    projectCode: project.projectCode,
    system,
  };
}

interface FloorSeedPlan {
  userId: number;
  simulationIds: number[];
  solutionIds: number[];
  /** Days before today of the oldest and newest simulation. */
  span: [number, number];
  seed: number;
}

function seedFloor(plan: FloorSeedPlan) {
  const random = seededRandom(plan.seed);
  const pick = picker(random);
  const projects = PROJECTS[plan.userId]!;
  const [oldest, newest] = plan.span;
  const step = (oldest - newest) / Math.max(1, plan.simulationIds.length - 1);
  const simulations = plan.simulationIds.map((id, index) => {
    const days = Math.round(oldest - index * step);
    const createdAt = seedDate(days, pick.int(7, 17), pick.int(0, 59));
    // The second simulation of each user is the PSE 16+4 one its first solution comes from.
    const fixed =
      index === 1
        ? {
            floorType: 'Poutrelles et entrevous',
            system: FLOOR_SYSTEMS['Poutrelles et entrevous']![0]!,
          }
        : undefined;
    return floorRecord(pick, id, plan.userId, pick.pick(projects), createdAt, fixed);
  });
  const solutions: FloorSolution[] = plan.solutionIds.map((id, index) => {
    const source = simulations[(index * 2 + 1) % simulations.length]!;
    const savedAt = new Date(Date.parse(source.createdAt) + pick.int(10, 90) * 60 * 1000);
    const { system, ...fields } = source;
    return {
      ...fields,
      id,
      simulationId: source.id,
      slug: system.slug,
      libelle: `${source.floorType} – ${source.floor}`,
      createdAt: savedAt.toISOString(),
    };
  });
  return {
    simulations: simulations.map(({ system: _system, ...simulation }) => simulation),
    solutions,
  };
}

const FLOOR_PLANS: readonly FloorSeedPlan[] = [
  {
    userId: 1,
    simulationIds: range(101, 30),
    solutionIds: range(201, 12),
    span: [725, 4],
    seed: 1,
  },
  {
    userId: 2,
    simulationIds: [901, 904, 905, 906, 907],
    solutionIds: [902, 908],
    span: [600, 20],
    seed: 2,
  },
  {
    userId: 4,
    simulationIds: range(1001, 6),
    solutionIds: range(2001, 2),
    span: [500, 12],
    seed: 4,
  },
  { userId: 5, simulationIds: range(1011, 4), solutionIds: [2011], span: [420, 60], seed: 5 },
  {
    userId: 9,
    simulationIds: range(1021, 5),
    solutionIds: range(2021, 2),
    span: [300, 3],
    seed: 9,
  },
];

export function seedFloorHistories(): {
  simulations: FloorSimulation[];
  solutions: FloorSolution[];
} {
  const seeded = FLOOR_PLANS.map(seedFloor);
  return {
    simulations: seeded.flatMap((plan) => plan.simulations),
    solutions: seeded.flatMap((plan) => plan.solutions),
  };
}

// ---- At scale (provider state 'a user with many items') -------------------------------------------

/** First ids of the items seeded at scale: far above the seed's, below the unguessable ids. */
const SCALE_IDS = { simulation: 100_000, solution: 200_000, cluster: 30_000 } as const;

/**
 * A user's floor simulations and solutions and carbon clusters by the hundred or thousand (the
 * history screens at scale), generated like the seed's over the last three years.
 */
export function seedAtScale(
  userId: number,
  counts: { floorSimulations: number; floorSolutions: number; clusters: number },
): { simulations: FloorSimulation[]; solutions: FloorSolution[]; clusters: CarbonCluster[] } {
  const floor = seedFloor({
    userId,
    simulationIds: range(SCALE_IDS.simulation, counts.floorSimulations),
    solutionIds: range(SCALE_IDS.solution, counts.floorSolutions),
    span: [1095, 1],
    seed: 100 + userId,
  });
  const clusters = seedCarbon({
    userId,
    clusterIds: range(SCALE_IDS.cluster, counts.clusters),
    span: [1095, 1],
    seed: 200 + userId,
  });
  return { ...floor, clusters };
}
