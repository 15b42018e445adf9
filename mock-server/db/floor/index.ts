/**
 * The floor configurator's domain (spec 002): what the handlers answer, built from the catalogue,
 * the engine and the stored simulations.
 */
import type {
  CarbonRecap,
  FloorSimulationResult,
  SimilarSolution,
  SolutionDetailDatas,
} from '../../../src/api/floorTypes';
import { publicUrl } from '../../publicUrls';
import { designSpan } from './answers';
import { agencyFor } from './agencies';
import {
  CATALOGUE,
  linksOf,
  packshotUrl,
  thicknessWithUnit,
  type CatalogueEntry,
} from './catalogue';
import {
  adviceFor,
  displaysScheme,
  matchingEntries,
  rejectionOf,
  solutionView,
  spanRejectionOf,
} from './engine';
import { maxSpanOf } from './spans';
import { carbonFootprintsOf, steelMassesOf } from './steelAndCarbon';
import { metres } from './format';
import type { StoredSimulation } from './simulations';

export * from './agencies';
export * from './answers';
export * from './catalogue';
export * from './engine';
export * from './entrevousOptions';
export * from './files';
export * from './form';
export * from './simulations';
export * from './spans';
export * from './steelAndCarbon';
export * from './visuals';

export const NO_RESULT_MESSAGE = 'Aucun résultat trouvé';

function resultMessage(count: number): string {
  if (count === 0) return NO_RESULT_MESSAGE;
  return count === 1
    ? '1 solution correspond à votre configuration.'
    : `${count} solutions correspondent à votre configuration.`;
}

/** The result of a simulation: the solutions that fit, its agency, the message. */
export function simulationResult(simulation: StoredSimulation): FloorSimulationResult {
  const entries = matchingEntries(simulation.answers);
  return {
    solutions: entries.map((entry) => solutionView(entry, simulation.answers)),
    simulation: { id: simulation.id },
    agency: agencyFor(simulation.answers.zipCode),
    hasOnlyOneSolution: entries.length === 1,
    message: resultMessage(entries.length),
    ...(entries.length === 0 ? { advice: adviceFor(simulation.answers) } : {}),
  };
}

function similarCard(entry: CatalogueEntry): SimilarSolution {
  return {
    id: entry.id,
    slug: entry.slug,
    libelle: entry.libelle,
    packshot: { url: packshotUrl(entry), libelle: `Vue en coupe – ${entry.libelle}` },
    thickness: entry.thickness,
    thicknessWithUnit: thicknessWithUnit(entry),
  };
}

/** The other solutions of the simulation's result, or of the same family without one. */
function similarTo(entry: CatalogueEntry, simulation: StoredSimulation | undefined) {
  const others = simulation
    ? matchingEntries(simulation.answers)
    : CATALOGUE.filter((other) => other.family === entry.family);
  return others
    .filter((other) => other.id !== entry.id)
    .slice(0, 4)
    .map(similarCard);
}

/** The payload of the carbon PDF. */
export function carbonRecapOf(
  entry: CatalogueEntry,
  simulation: StoredSimulation | undefined,
): CarbonRecap {
  const answers = simulation?.answers ?? null;
  const span = answers ? designSpan(answers) : null;
  return {
    solution: {
      id: entry.id,
      slug: entry.slug,
      libelle: entry.libelle,
      thicknessWithUnit: thicknessWithUnit(entry),
    },
    simulation:
      simulation && answers
        ? {
            id: simulation.id,
            configurationName: answers.configurationName,
            zipCode: answers.zipCode,
            span: span === null ? '—' : metres(span),
          }
        : null,
    unit: 'kg eq CO₂/m²',
    carbonFootprints: carbonFootprintsOf(entry, answers),
    steelMasses: steelMassesOf(entry, answers),
  };
}

const query = (simulation: StoredSimulation | undefined) =>
  simulation ? `?simulation=${simulation.id}` : '';

/** GET /api/solution/{id}/ */
export function solutionDetail(
  entry: CatalogueEntry,
  simulation: StoredSimulation | undefined,
): SolutionDetailDatas {
  const solution = solutionView(entry, simulation?.answers ?? null);
  const base = `/api/solution/${entry.id}/`;
  const anyDownload = linksOf(entry).some((link) => link.downloadable);
  return {
    solution,
    links: solution.links,
    technicalData: solution.technicalData,
    similar: similarTo(entry, simulation),
    carbonFootprints: solution.carbonFootprints,
    steelMasses: solution.steelMasses,
    downloadCarbonRecap: {
      url: publicUrl(`${base}carbon-recap/`),
      carbonRecap: carbonRecapOf(entry, simulation),
    },
    displayScheme: displaysScheme(entry),
    downloadAllFilesURL: anyDownload ? publicUrl(`${base}download-files/`) : null,
    switchToCarbonSimulatorUrl: publicUrl(`${base}carbon-simulator-link/${query(simulation)}`),
  };
}

/** Whether the solution suits the simulation, in one French sentence (recap). */
export function verdictFor(
  entry: CatalogueEntry,
  simulation: StoredSimulation | undefined,
): string | undefined {
  if (!simulation) return undefined;
  const { answers } = simulation;
  const reason = rejectionOf(entry, answers) ?? spanRejectionOf(entry, answers);
  const span = designSpan(answers);
  if (reason) return `Cette solution ne convient pas à votre configuration : ${reason}`;
  if (span === null) return undefined;
  const max = maxSpanOf(entry, answers);
  return `Cette solution convient à votre configuration : portée de ${metres(span)} pour ${metres(max)} au plus avec vos charges (${Math.round((span / max) * 100)} % de la portée maximale).`;
}
