/**
 * Seed carbon clusters: each user's clusters of carbon simulations, generated from fixed lists with
 * a seeded generator, so every reset gives the same data (the ids the provider states rely on are
 * listed in seedHistories.ts).
 */
import type { CarbonCluster, CarbonSimulation, SystemType } from './carbonHistory';
import { picker, range, seedDate, seededRandom } from './seedClock';

/** Realistic carbon footprints of each system, kg CO2 eq/m². */
const FOOTPRINT_RANGES: Record<SystemType, [number, number]> = {
  'poutrelles-entrevous-beton': [58, 78],
  'poutrelles-entrevous-pse': [46, 64],
  predalles: [70, 95],
  'dalle-pleine': [92, 120],
  'plancher-bois': [30, 44],
};

const SYSTEM_TYPE_VALUES = Object.keys(FOOTPRINT_RANGES) as SystemType[];

const CLUSTER_NAMES: Record<number, readonly string[]> = {
  1: [
    'Maison Dupont',
    'Résidence Les Acacias – bât. B',
    'Villa Les Tilleuls',
    'Extension Moreau',
    'Groupe scolaire Jean-Jaurès',
    'Maison Garnier',
    'Pavillon Lefebvre',
    'Local commercial Bellecour',
    'Gîte du Moulin',
    'Maison Perrin',
    'Résidence Les Acacias – bât. C',
    'Maison Dupont – variante bois',
  ],
  2: ['Immeuble Quai de la Fosse', 'Collège Anne-de-Bretagne'],
  4: ['Lotissement Les Vignes – lot 7', 'Maison Rousseau', 'Lotissement Les Vignes – lot 9'],
  5: ['Résidence Cours Victor-Hugo', 'Les Terrasses de Caudéran'],
};

interface CarbonSeedPlan {
  userId: number;
  clusterIds: number[];
  /** Simulation counts of the first clusters; the others get 1 to 4. */
  counts?: number[];
  span: [number, number];
  seed: number;
}

export function seedCarbon(plan: CarbonSeedPlan): CarbonCluster[] {
  const pick = picker(seededRandom(plan.seed));
  const names = CLUSTER_NAMES[plan.userId]!;
  const [oldest, newest] = plan.span;
  const step = (oldest - newest) / Math.max(1, plan.clusterIds.length - 1);
  return plan.clusterIds.map((id, index) => {
    const count = plan.counts?.[index] ?? pick.int(1, 4);
    const simulations: CarbonSimulation[] = range(id * 10 + 1, count).map((simulationId) => {
      const systemType = pick.pick(SYSTEM_TYPE_VALUES);
      const [min, max] = FOOTPRINT_RANGES[systemType];
      return { id: simulationId, systemType, carbonFootprint: pick.decimal(min, max) };
    });
    return {
      id,
      userId: plan.userId,
      name: names[index % names.length]!,
      createdAt: seedDate(Math.round(oldest - index * step), pick.int(7, 17), pick.int(0, 59)),
      simulations,
    };
  });
}

const CARBON_PLANS: readonly CarbonSeedPlan[] = [
  { userId: 1, clusterIds: range(301, 12), counts: [1, 2], span: [700, 6], seed: 11 },
  { userId: 2, clusterIds: [903, 909], counts: [1, 3], span: [380, 40], seed: 12 },
  { userId: 4, clusterIds: range(3001, 3), span: [450, 15], seed: 14 },
  { userId: 5, clusterIds: range(3011, 2), span: [200, 30], seed: 15 },
];

export function seedCarbonClusters(): CarbonCluster[] {
  return CARBON_PLANS.flatMap(seedCarbon);
}
