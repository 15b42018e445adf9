/**
 * The floor simulations: the answers of each configuration, its owner (a user, or null for a
 * visitor) and its dates. A user's simulation is also a record of their floor history
 * (floorHistory.ts), which the personal space lists and deletes: a user's simulation deleted from
 * the history is gone here too. Visitors' simulations are reachable by their id only.
 *
 * The seeded history simulations have no stored answers: they get plausible ones, derived
 * deterministically from their record (position, zip, name of the floor system), on first use.
 */
import { findUserById } from '../accounts';
import {
  floorSimulationRecord,
  putFloorSimulationRecord,
  type FloorSimulation,
} from '../floorHistory';
import { picker, seededRandom } from '../seedClock';
import { db, nowIso, registerDomainReset, unguessableId } from '../store';
import type { FloorAnswers } from './answers';
import { CATALOGUE, FAMILY_LABELS } from './catalogue';
import { matchingEntries } from './engine';
import { maxSpanOf } from './spans';
import { round } from './format';
import {
  ALL_SYSTEMS,
  ANY_ENTREVOUS,
  CALCULATION_STANDARD,
  FIRE_USAGES,
  findLoadCase,
  findPosition,
  findUsage,
  FLOOR_POSITIONS,
} from './form';

export interface StoredSimulation {
  id: number;
  /** The owner; null for a visitor's simulation. */
  userId: number | null;
  answers: FloorAnswers;
  createdAt: string;
  updatedAt: string;
}

const simulations = new Map<number, StoredSimulation>();

function reset(): void {
  simulations.clear();
}

registerDomainReset(reset);

function nextSimulationId(): number {
  return unguessableId((id) => simulations.has(id) || db.floorSimulations.has(id));
}

// ---- History records ----------------------------------------------------------------------------

/** The history's view of a simulation: position, level, best solution. */
function historyRecordOf(simulation: StoredSimulation & { userId: number }): FloorSimulation {
  const { answers } = simulation;
  const position = findPosition(answers.floorPosition);
  const floorLevel = position?.floorLevel ?? answers.floorLevel;
  const floor = position?.floor ?? '';
  const best = matchingEntries(answers)[0];
  return {
    id: simulation.id,
    userId: simulation.userId,
    title: answers.configurationName,
    name: best?.libelle ?? 'Aucune solution trouvée',
    libelle: `${floor} – ${floorLevel} – ${answers.zipCode}`,
    createdAt: simulation.createdAt,
    zip: answers.zipCode,
    floor,
    floorLevel,
    floorType: best ? FAMILY_LABELS[best.family] : '',
    projectCode: answers.projectCode,
  };
}

function syncHistory(simulation: StoredSimulation): void {
  if (simulation.userId !== null)
    putFloorSimulationRecord(historyRecordOf(simulation as StoredSimulation & { userId: number }));
}

// ---- Creating, finding, updating ----------------------------------------------------------------

/** Stores a new simulation; a user's appears in their floor history. `id` fixes it (provider states). */
export function createSimulation(
  userId: number | null,
  answers: FloorAnswers,
  id: number = nextSimulationId(),
): StoredSimulation {
  const now = nowIso();
  const simulation: StoredSimulation = {
    id,
    userId,
    answers: structuredClone(answers),
    createdAt: now,
    updatedAt: now,
  };
  simulations.set(id, simulation);
  syncHistory(simulation);
  return simulation;
}

/** New answers for a simulation (modified from the configurator); it keeps its id and date. */
export function updateSimulation(
  simulation: StoredSimulation,
  answers: FloorAnswers,
  userId: number | null,
): StoredSimulation {
  simulation.answers = structuredClone(answers);
  simulation.updatedAt = nowIso();
  if (simulation.userId === null && userId !== null) simulation.userId = userId;
  syncHistory(simulation);
  return simulation;
}

/** A visitor's simulation becomes the user's (saved after logging in): it joins their history. */
export function claimSimulation(simulation: StoredSimulation, userId: number): void {
  if (simulation.userId !== null) return;
  simulation.userId = userId;
  syncHistory(simulation);
}

/**
 * The simulation `id` as `userId` (null: a visitor) may see it: their own (still in their
 * history) or a visitor's. Another user's, a deleted or an unknown one is undefined.
 */
export function visibleSimulation(
  id: unknown,
  userId: number | null,
): StoredSimulation | undefined {
  const key = Number(id);
  if (!Number.isInteger(key) || key <= 0) return undefined;
  const stored = simulations.get(key);
  if (stored) {
    if (stored.userId === null) return stored;
    return stored.userId === userId && floorSimulationRecord(key) ? stored : undefined;
  }
  const record = floorSimulationRecord(key);
  if (!record || record.userId !== userId) return undefined;
  const seeded: StoredSimulation = {
    id: key,
    userId: record.userId,
    answers: seededAnswers(record),
    createdAt: record.createdAt,
    updatedAt: record.createdAt,
  };
  simulations.set(key, seeded);
  return seeded;
}

/** Every stored simulation (tests). */
export function storedSimulations(): StoredSimulation[] {
  return [...simulations.values()];
}

/** The table of stored simulations by id, for the snapshot of the store (snapshot.ts). */
export function storedSimulationTable(): ReadonlyMap<number, StoredSimulation> {
  return simulations;
}

/** Replaces the stored simulations (a snapshot being restored, snapshot.ts). */
export function replaceStoredSimulations(entries: Iterable<[number, StoredSimulation]>): void {
  simulations.clear();
  for (const [id, simulation] of entries) simulations.set(id, simulation);
}

// ---- Answers of the seeded history --------------------------------------------------------------

function usageOfTitle(title: string): string {
  if (/commercial|commerce|boutique/i.test(title)) return 'commerce';
  if (/scolaire|collège|école|lycée/i.test(title)) return 'erp';
  if (/bureau/i.test(title)) return 'bureaux';
  return 'habitation';
}

/** Plausible answers for a seeded history simulation, the same on every reset. */
export function seededAnswers(record: FloorSimulation): FloorAnswers {
  const pick = picker(seededRandom(record.id * 7919));
  const position =
    FLOOR_POSITIONS.find(
      (item) =>
        item.floor === record.floor && (!item.floorLevel || item.floorLevel === record.floorLevel),
    ) ?? FLOOR_POSITIONS[2]!;
  const usage = findUsage(usageOfTitle(record.title))!;
  const loadCase = findLoadCase(usage.loadCases[0])!;
  const system = CATALOGUE.find((entry) => entry.libelle === record.name);
  const loads = { gLoad: loadCase.gLoad ?? 150, qLoad: loadCase.qLoad ?? 150, continuity: false };
  const up =
    position.insulated && usage.ups.length > 0
      ? (usage.ups.find((value) => system?.up !== undefined && Number(value) >= system.up) ??
        usage.ups[usage.ups.length - 1]!)
      : '';
  const reach = system ? maxSpanOf(system, loads) : 5;
  const lowest = system ? system.minSpan + 0.2 : 2.5;
  const span = Math.max(lowest, round((reach * pick.int(70, 95)) / 100 / 0.05) * 0.05);
  const user = findUserById(record.userId);
  return {
    zipCode: record.zip,
    configurationName: record.title,
    projectCode: record.projectCode,
    company: user?.company ?? '',
    floorPosition: position.value,
    floorLevel: position.floorLevel ? '' : record.floorLevel,
    usage: usage.value,
    loadCase: loadCase.value,
    gLoad: loads.gLoad,
    qLoad: loads.qLoad,
    up,
    continuity: false,
    continuityWidth: null,
    continuityLength: null,
    floorSpan: round(span, 2),
    systems: [ALL_SYSTEMS],
    entrevous: ANY_ENTREVOUS,
    fireResistance:
      FIRE_USAGES.includes(usage.value) && position.value !== 'vide-sanitaire' ? '30' : '',
    acousticComfort: false,
    calculationStandard: CALCULATION_STANDARD,
  };
}
