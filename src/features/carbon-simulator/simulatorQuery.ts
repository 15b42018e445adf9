/**
 * The carbon simulator page's address and what it asks the server: the query parameters (spec 002
 * §2.5: cluster, simulations, history), the simulation under way kept in `config`, and the request
 * of `GET /api/simulator/` built from them.
 */
import type { SimulatorQuery, SimulatorStep1 } from '@/api/carbonTypes';
import type { FieldValue } from '@/api/formDefinitionTypes';
import { decodeAddressState, encodeAddressState } from '@/lib/routing/addressState';
import { GUIDED_PATH, type Answer, type SimulationAnswers } from './simulatorModel';

/** The page's query parameters (spec 002 §2.5). */
export interface SimulatorPageQuery {
  cluster?: number;
  simulationCarbone?: number;
  simulationPlancher?: number;
  history?: number;
  /** The simulation kept in the address (`config`), restored on a reload or a shared link. */
  restored?: StoredSimulation;
}

/**
 * The simulation under way kept in the page's address, **project-defined** (as the floor
 * configurator's, docs/deviations.md): `config` holds the step shown, step 1 and the step-2 answers.
 */
export const SIMULATION_PARAM = 'config';

export interface StoredSimulation extends SimulationAnswers {
  step: 1 | 2;
}

export function encodeSimulation(simulation: StoredSimulation): string {
  return encodeAddressState(simulation);
}

function isFieldValue(value: unknown): value is FieldValue {
  return (
    value === null ||
    ['string', 'number', 'boolean'].includes(typeof value) ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string'))
  );
}

/** The stored simulation, or null when the parameter is missing or unreadable. */
export function decodeSimulation(encoded: string | null | undefined): StoredSimulation | null {
  const parsed = decodeAddressState(encoded) as Partial<StoredSimulation> | null;
  if (!parsed || typeof parsed !== 'object' || !parsed.step1 || !Array.isArray(parsed.answers))
    return null;
  const { zipCode, projectName } = parsed.step1 as Partial<SimulatorStep1>;
  if (typeof zipCode !== 'string' || typeof projectName !== 'string') return null;
  const answers = parsed.answers.filter(
    (answer): answer is Answer =>
      typeof answer === 'object' &&
      answer !== null &&
      typeof answer.field === 'string' &&
      isFieldValue(answer.value),
  );
  return {
    step: parsed.step === 2 ? 2 : 1,
    step1: { zipCode, projectName, path: GUIDED_PATH },
    answers,
  };
}

/** What `GET /api/simulator/` is asked with: step 1, the answers, the cluster. */
export function simulatorQueryOf(
  step1: SimulatorStep1,
  answers: Answer[],
  query: SimulatorPageQuery,
  withPrefill = false,
): SimulatorQuery {
  return {
    step1: { ...step1, path: GUIDED_PATH },
    step2: answers.map((answer, index) => ({ index, ...answer })),
    cluster: query.cluster,
    ...(withPrefill
      ? { simulationCarbone: query.simulationCarbone, simulationPlancher: query.simulationPlancher }
      : {}),
  };
}

function positiveId(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

/** Reads cluster, simulation-carbone, simulation-plancher and history from the page's query. */
export function pageQueryOf(search: URLSearchParams): SimulatorPageQuery {
  const query: SimulatorPageQuery = {};
  const cluster = positiveId(search.get('cluster'));
  const simulationCarbone = positiveId(search.get('simulation-carbone'));
  const simulationPlancher = positiveId(search.get('simulation-plancher'));
  const history = positiveId(search.get('history'));
  if (cluster !== undefined) query.cluster = cluster;
  if (simulationCarbone !== undefined) query.simulationCarbone = simulationCarbone;
  if (simulationPlancher !== undefined) query.simulationPlancher = simulationPlancher;
  if (history !== undefined) query.history = history;
  const restored = decodeSimulation(search.get(SIMULATION_PARAM));
  if (restored) query.restored = restored;
  return query;
}
