/**
 * Prefilling the simulator (spec 002 §2.5): from a saved carbon simulation (its answers, to
 * duplicate and modify it) or from a floor simulation of the floor configurator (mock-server/db/
 * floor: its project, floor position, span, and the system and thickness of its best solution).
 */
import type { FieldValue } from '../../../src/api/formDefinitionTypes';
import type { CarbonSimulation } from '../carbonHistory';
import { designSpan } from '../floor/answers';
import { FAMILY_LABELS } from '../floor/catalogue';
import { matchingEntries } from '../floor/engine';
import { visibleSimulation as visibleFloorSimulation } from '../floor/simulations';
import { floorSimulationRecord } from '../floorHistory';
import { CUSTOM_FAVORITE, thicknessOf, type SystemType } from './catalogue';
import type { SimulatorAnswers } from './simulatorForm';

/** Values the simulator computes itself, or that step 1 holds. */
const NOT_PREFILLED = new Set(['zipCode', 'projectName', 'path', 'seismicZone']);

/** The step-2 answers of a saved carbon simulation. */
export function carbonSimulationAnswers(simulation: CarbonSimulation): Record<string, FieldValue> {
  const answers = simulation.details?.answers ?? { systemType: simulation.systemType };
  return Object.fromEntries(Object.entries(answers).filter(([name]) => !NOT_PREFILLED.has(name)));
}

function systemOfFloor(family: string, name: string): SystemType | undefined {
  const text = `${family} ${name}`.toLocaleLowerCase('fr');
  if (text.includes('poutrelle') || text.includes('entrevous')) {
    if (text.includes('pse') || text.includes('polystyrène')) return 'poutrelles-entrevous-pse';
    // Other blocks (wood fibre…) are none of the simulator's systems.
    return text.includes('béton') ? 'poutrelles-entrevous-beton' : undefined;
  }
  if (text.includes('prédalle') || text.includes('predalle')) return 'predalles';
  if (text.includes('dalle pleine')) return 'dalle-pleine';
  if (text.includes('plancher bois')) return 'plancher-bois';
  return undefined;
}

/** '… 16+4' -> 20; '… 20 cm' -> 20. */
function thicknessOfName(name: string): number | undefined {
  const sum = /(\d+)\s*\+\s*(\d+)/.exec(name);
  if (sum) return Number(sum[1]) + Number(sum[2]);
  const single = /(\d+)\s*cm/.exec(name);
  return single ? Number(single[1]) : undefined;
}

/** The configurator's floor positions (and the history's floors) as the simulator's. */
const FLOOR_POSITIONS: Record<string, string> = {
  'vide-sanitaire': 'vide-sanitaire',
  'haut-de-sous-sol': 'vide-sanitaire',
  intermediaire: 'intermediaire',
  'plancher-haut': 'haut',
  'Plancher bas': 'vide-sanitaire',
  'Plancher intermédiaire': 'intermediaire',
  'Plancher haut': 'haut',
};

/**
 * Both steps' answers from a floor simulation `userId` (undefined: a visitor) may see — theirs, or
 * a visitor's — as the configurator stored it: project, position, span and its best solution
 * (system and thickness). Undefined when it is unknown or another user's.
 */
export function floorSimulationAnswers(
  id: unknown,
  userId: number | undefined,
): SimulatorAnswers | undefined {
  const stored = visibleFloorSimulation(id, userId ?? null);
  if (!stored) return undefined;
  const { answers } = stored;
  const step2: Record<string, FieldValue> = {};
  // The floor system the history shows for it, else the best solution of its answers.
  const record = floorSimulationRecord(stored.id);
  const best = record ? undefined : matchingEntries(answers)[0];
  const family = record?.floorType ?? (best ? FAMILY_LABELS[best.family] : '');
  const name = record?.name ?? best?.libelle ?? '';
  const system = systemOfFloor(family, name);
  if (system) {
    step2.systemType = system;
    step2.favorites = CUSTOM_FAVORITE.value;
    const thickness = best?.thickness ?? thicknessOfName(name);
    if (thickness !== undefined && thicknessOf(system, thickness))
      step2.thickness = String(thickness);
    if (system === 'poutrelles-entrevous-pse' && /isolant/i.test(name))
      step2.entrevous = 'pse-isolant';
  }
  const floorLevel = FLOOR_POSITIONS[answers.floorPosition];
  if (floorLevel) step2.floorLevel = floorLevel;
  const span = designSpan(answers);
  if (span !== null) step2.span = span;
  return {
    step1: { zipCode: answers.zipCode, projectName: answers.configurationName },
    step2,
  };
}
