/** Pure rules of the results: order, destinations, comparison figures, downloaded files' types. */
import type { FloorSolution, TechnicalDataItem } from '@/api/floorTypes';
import { paths } from '@/config/paths';
import type { SortOrder } from './solutionsSlice';

export const CONFIGURATOR_PATH = paths.floorConfigurator.getHref();
export const HISTORY_PATH = paths.personalSpace.history.getHref();

/** `/configurer-un-plancher/?simulationId={id}`: the configuration reloaded for modification. */
export function modifyConfigurationPath(simulationId: number | null | undefined): string {
  return simulationId ? paths.floorConfigurator.getHref({ simulationId }) : CONFIGURATOR_PATH;
}

/** Sorted by thickness on the client (spec 002 §4.1); ascending by default (§9). */
export function sortSolutions(solutions: FloorSolution[], order: SortOrder): FloorSolution[] {
  const sorted = [...solutions].sort((a, b) => a.thickness - b.thickness);
  return order === 'desc' ? sorted.reverse() : sorted;
}

/**
 * Where 'Page précédente' leads (spec 002 §2.3): with several solutions it closes the detail (null);
 * otherwise a logged-in user who came from the history goes back to it, anyone else to the
 * configurator.
 */
export function previousPageTarget(options: {
  solutionCount: number;
  loggedIn: boolean;
  fromHistory: boolean;
}): string | null {
  if (options.solutionCount > 1) return null;
  if (options.loggedIn && options.fromHistory) return HISTORY_PATH;
  return CONFIGURATOR_PATH;
}

/** The own weight of a solution, from its technical data ('Poids propre'). */
export function weightOf(technicalData: TechnicalDataItem[]): string | null {
  const item = technicalData.find((one) => /poids|masse/i.test(one.label));
  return item ? item.value : null;
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/**
 * The file as a Blob of the response's content type; when the transport lost the type, the one of
 * its name's extension.
 */
export function typedBlobOf(file: unknown, fileName: string): Blob {
  const blob = file instanceof Blob ? file : new Blob([file as BlobPart]);
  if (blob.type) return blob;
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  const type = TYPES_BY_EXTENSION[extension];
  return type ? new Blob([blob], { type }) : blob;
}
