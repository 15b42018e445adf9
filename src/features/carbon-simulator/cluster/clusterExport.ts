/**
 * The cluster results as a spreadsheet (issue 24 §2): the title, the site, the project, the date of
 * the export and the RE2020 threshold the gauge uses (building type and period chosen on the
 * screen), then one row per simulation with the screen's figures, rounded as the screen writes
 * them, units in the labels.
 */
import type { CarbonClusterDatas, CarbonDataValue, CarbonSimulationCard } from '@/api/carbonTypes';
import { CARBON_UNIT, formatFootprint } from '@/lib/carbonFormat';
import { formatDate } from '@/lib/dates';
import {
  datedBaseName,
  EXPORT_SITE_LABEL,
  exportDateLine,
  screenNumber,
  type ExportCell,
  type ExportColumn,
  type ExportTable,
} from '@/lib/export/exportTable';
import { BARS_TITLE, FIGURE_LABELS, formatPercent } from './clusterFormat';
import {
  BUILDING_TYPE_LABEL,
  buildingTypeLabel,
  icConstructionMax,
  PERIOD_LABEL,
  periodLabel,
  RE2020_SOURCE,
  shareOfThreshold,
  SOURCE_NOTE,
  THRESHOLD_LABEL,
  type BuildingType,
  type Re2020Period,
} from './re2020';

export const CLUSTER_SHEET_NAME = 'Simulations';
export const PROJECT_LABEL = 'Projet';
export const SOURCE_LABEL = 'Source';
export const SIMULATION_COLUMN = 'Simulation';
export const CREATED_COLUMN = 'Créée le';
export const NOTE_COLUMN = 'Note';
export const SHARE_COLUMN = 'Part du seuil Ic construction (%)';

export interface ClusterExportInput {
  /** The title of the screen. */
  title: string;
  /** The site's name ('Simulateur d'empreinte carbone'). */
  siteName: string;
  datas: CarbonClusterDatas;
  gauge: { buildingType: BuildingType; period: Re2020Period };
  now: Date;
}

/** A footprint as the screen rounds it ('61,9'), as a number. */
const footprint = (value: number) => screenNumber(formatFootprint(value));
/** A percentage as the screen rounds it ('11,7 %'), as a number. */
const percent = (value: number) => screenNumber(formatPercent(value));
const withUnit = (label: string) => `${label} (${CARBON_UNIT})`;

/** A data line's text: the value, its details after it in brackets. */
export function dataText(value: CarbonDataValue | undefined): string | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return value;
  return value.details.length > 0 ? `${value.value} (${value.details.join(' ; ')})` : value.value;
}

/** A bar's name: its label, without the figure some labels carry after a colon. */
export function barName(label: string): string {
  return label.includes(':') ? label.slice(0, label.indexOf(':')).trim() : label;
}

/** Labels in their first order of appearance across the simulations. */
function unionOf(lists: string[][]): string[] {
  return [...new Set(lists.flat())];
}

/** The project as the screen's subtitle writes it: 'Maison Bernard – 69007'. */
export function projectText(datas: Pick<CarbonClusterDatas, 'name' | 'zipCode'>): string {
  return `${datas.name}${datas.zipCode ? ` – ${datas.zipCode}` : ''}`;
}

export function clusterExportTable(input: ClusterExportInput): ExportTable {
  const { datas, gauge } = input;
  const threshold = icConstructionMax(gauge.buildingType, gauge.period);
  const simulations = datas.simulations;
  const bars = unionOf(simulations.map((one) => one.bars.map((bar) => barName(bar.label))));
  const dataLabels = unionOf(simulations.map((one) => Object.keys(one.data)));

  const barOf = (simulation: CarbonSimulationCard, name: string) =>
    simulation.bars.find((bar) => barName(bar.label) === name);

  const columns: ExportColumn[] = [
    { label: SIMULATION_COLUMN },
    { label: CREATED_COLUMN },
    { label: NOTE_COLUMN },
    { label: withUnit(FIGURE_LABELS.carbonFootprint) },
    { label: withUnit(FIGURE_LABELS.acvCarbonFootprint) },
    { label: withUnit(FIGURE_LABELS.bio) },
    { label: SHARE_COLUMN },
    ...bars.flatMap((name) => [
      { label: `${BARS_TITLE} – ${name} (${CARBON_UNIT})` },
      { label: `${BARS_TITLE} – ${name} (%)` },
    ]),
    ...dataLabels.map((label) => ({ label })),
  ];

  const rows = simulations.map((simulation): ExportCell[] => [
    simulation.title,
    formatDate(simulation.createdAt) || null,
    simulation.note || null,
    footprint(simulation.carbonFootprint),
    footprint(simulation.acvCarbonFootprint),
    footprint(simulation.bio),
    percent(shareOfThreshold(simulation.acvCarbonFootprint, threshold)),
    ...bars.flatMap((name) => {
      const bar = barOf(simulation, name);
      return bar ? [footprint(bar.value), percent(bar.pdfPercentage)] : [null, null];
    }),
    ...dataLabels.map((label) => dataText(simulation.data[label])),
  ]);

  return {
    sheetName: CLUSTER_SHEET_NAME,
    heading: [
      [input.title],
      [EXPORT_SITE_LABEL, input.siteName],
      [PROJECT_LABEL, projectText(datas)],
      exportDateLine(input.now),
      [withUnit(THRESHOLD_LABEL), footprint(threshold)],
      [BUILDING_TYPE_LABEL, buildingTypeLabel(gauge.buildingType)],
      [PERIOD_LABEL, periodLabel(gauge.period)],
      [SOURCE_LABEL, `${RE2020_SOURCE}, ${SOURCE_NOTE}`],
    ],
    columns,
    rows,
  };
}

/** 'cluster-maison-bernard-2026-11-26' */
export function clusterExportBaseName(datas: Pick<CarbonClusterDatas, 'name'>, now: Date): string {
  return datedBaseName(['cluster', datas.name], now);
}
