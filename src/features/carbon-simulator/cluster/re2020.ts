/**
 * RE2020 construction-carbon thresholds (Ic construction, maximum average value `Icconstruction_maxmoyen`),
 * in kg eq CO₂/m², per building type and period, from the annex of the "Arrêté du 4 août 2021
 * relatif aux exigences de performance énergétique et environnementale des constructions de
 * bâtiments en France métropolitaine".
 */

export const RE2020_SOURCE =
  'Arrêté du 4 août 2021 relatif aux exigences de performance énergétique et environnementale des constructions de bâtiments en France métropolitaine';

/** The gauge's labels (the exports use the same). */
export const BUILDING_TYPE_LABEL = 'Type de bâtiment';
export const PERIOD_LABEL = 'Période (dépôt du permis de construire)';
export const THRESHOLD_LABEL = 'Seuil Ic construction';
export const SOURCE_NOTE = 'annexe (valeurs Icconstruction_maxmoyen, avant modulations du projet)';

export type BuildingType = 'maison' | 'logementCollectif' | 'bureaux';
export type Re2020Period = '2022-2024' | '2025-2027' | '2028-2030' | '2031+';

export const BUILDING_TYPES: readonly { value: BuildingType; label: string }[] = [
  { value: 'maison', label: 'Maisons individuelles ou accolées' },
  { value: 'logementCollectif', label: 'Logements collectifs' },
  { value: 'bureaux', label: 'Bureaux' },
];

export const RE2020_PERIODS: readonly { value: Re2020Period; label: string; from: number }[] = [
  { value: '2022-2024', label: '2022 à 2024', from: 2022 },
  { value: '2025-2027', label: '2025 à 2027', from: 2025 },
  { value: '2028-2030', label: '2028 à 2030', from: 2028 },
  { value: '2031+', label: 'À partir de 2031', from: 2031 },
];

/** Ic construction thresholds, kg eq CO₂/m². */
export const IC_CONSTRUCTION_MAX: Readonly<
  Record<BuildingType, Readonly<Record<Re2020Period, number>>>
> = {
  maison: { '2022-2024': 640, '2025-2027': 530, '2028-2030': 475, '2031+': 415 },
  logementCollectif: { '2022-2024': 740, '2025-2027': 650, '2028-2030': 580, '2031+': 490 },
  bureaux: { '2022-2024': 980, '2025-2027': 810, '2028-2030': 710, '2031+': 600 },
};

export function icConstructionMax(type: BuildingType, period: Re2020Period): number {
  return IC_CONSTRUCTION_MAX[type][period];
}

/** The period in force on `date` (a building permit filed then); before 2022, the first one. */
export function periodOf(date: Date = new Date()): Re2020Period {
  const year = date.getFullYear();
  let current: Re2020Period = RE2020_PERIODS[0]!.value;
  for (const period of RE2020_PERIODS) if (year >= period.from) current = period.value;
  return current;
}

/** The floor's share of the threshold, in percent (not capped: above 100 the floor alone exceeds it). */
export function shareOfThreshold(footprint: number, threshold: number): number {
  return threshold > 0 ? (footprint / threshold) * 100 : 0;
}

export function buildingTypeLabel(type: BuildingType): string {
  return BUILDING_TYPES.find((candidate) => candidate.value === type)?.label ?? '';
}

export function periodLabel(period: Re2020Period): string {
  return RE2020_PERIODS.find((candidate) => candidate.value === period)?.label ?? '';
}
