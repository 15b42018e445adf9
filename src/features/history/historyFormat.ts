/** Texts and links of the history items (spec 000 §2, spec 001 §2.4). */
import type { CarbonHistoryItem, FloorHistoryItem } from '@/api/types';
import { paths } from '@/config/paths';

/** '0 résultat', '1 résultat', '12 résultats' (French: 0 and 1 are singular). */
export function resultCount(count: number): string {
  return `${count} ${count > 1 ? 'résultats' : 'résultat'}`;
}

/** A floor simulation opens with history={id}; a floor system (solution) with historySolution={slug}. */
export function floorItemHref(item: Pick<FloorHistoryItem, 'type' | 'id' | 'slug'>): string {
  if (item.type === 'solution' && item.slug) {
    return paths.floorConfigurator.getHref({ historySolution: item.slug });
  }
  return paths.floorConfigurator.getHref({ history: item.id });
}

/** A carbon item (cluster) opens the simulator with history={id}. */
export function carbonItemHref(item: Pick<CarbonHistoryItem, 'id'>): string {
  return paths.carbonSimulator.getHref({ history: item.id });
}

/** 'Simulation' or 'Solution', the badge of a floor item. */
export function floorTypeLabel(type: FloorHistoryItem['type']): string {
  return type === 'solution' ? 'Solution' : 'Simulation';
}

/** The parts of a saved general-site result that its link and its card read. */
export interface ThermalEntryRef {
  id: number;
  name: string | null;
  rupteur?: { name: string } | null;
  poutrelle?: { id: number } | null;
  predalle?: { id: number } | null;
  premur?: { id: number } | null;
  envPoutrelle?: { name: string } | null;
  envPredalle?: { name: string } | null;
  envMur?: { name: string } | null;
}

/** An entry is environmental if poutrelle, predalle or premur has an id (spec 001 §3). */
export function isEnvironmentalEntry(entry: ThermalEntryRef): boolean {
  return [entry.poutrelle, entry.predalle, entry.premur].some((product) => Boolean(product?.id));
}

/** The product name of a saved result: the rupteur, or the environmental product. */
export function thermalProductName(entry: ThermalEntryRef): string {
  return (
    entry.rupteur?.name ??
    entry.envPoutrelle?.name ??
    entry.envPredalle?.name ??
    entry.envMur?.name ??
    ''
  );
}

/** '/{page}/#/{id}/{encoded rupteur name}?history=1' (spec 001 §2.4). */
export function thermalItemHref(entry: ThermalEntryRef): string {
  const page = isEnvironmentalEntry(entry) ? paths.environmental : paths.finder;
  const name = thermalProductName(entry) || entry.name || String(entry.id);
  return page.getHref({ result: { id: entry.id, name }, fromHistory: true });
}

/** A saved name as text: the app shows names as HTML elsewhere; here the tags are dropped. */
export function plainName(name: string | null | undefined): string {
  if (!name) return '';
  return name
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
}
