/** Formatting and addresses of the cluster results. */
import { paths } from '@/config/paths';
import { frenchNumberFormat } from '@/lib/frenchNumbers';

export const CARBON_SIMULATOR_PATH = paths.carbonSimulator.getHref();
export const HISTORY_PATH = paths.personalSpace.history.getHref();

/** The labels of a simulation card's figures (the exports use the same). */
export const FIGURE_LABELS = {
  carbonFootprint: 'Empreinte carbone',
  acvCarbonFootprint: 'Empreinte carbone ACV dynamique (RE2020)',
  bio: 'Carbone biogénique stocké',
} as const;
export const BARS_TITLE = "Répartition de l'empreinte carbone";
export const DATA_TITLE = 'Données de la simulation';

/** '11,7 %' */
export function formatPercent(value: number): string {
  return `${frenchNumberFormat({ maximumFractionDigits: 1 }).format(value)} %`;
}

/** 'Dupliquer et modifier' */
export function duplicatePath(cluster: number, simulation: number): string {
  return paths.carbonSimulator.getHref({ cluster, 'simulation-carbone': simulation });
}

/** 'Ajouter une nouvelle simulation' */
export function addSimulationPath(cluster: number): string {
  return paths.carbonSimulator.getHref({ cluster });
}

/** The file name of the PDF when the response gives none. */
export function fallbackRecapName(cluster: number): string {
  return `recapitulatif-carbone-${cluster}.pdf`;
}
