/**
 * The comparison of floor solutions as a spreadsheet (issue 24 §2): the title, the site and the
 * date of the export, then one row per compared solution with the screen's criteria (the screen
 * puts them in rows, the sheet in columns): thickness, own weight, carbon per concrete, documents.
 * Numbers as numbers, rounded as the screen writes them, units in the labels. The comparison
 * applies no RE2020 threshold, so the sheet names none (docs/deviations.md).
 */
import type { FloorSolution } from '@/api/floorTypes';
import { CARBON_UNIT, formatFootprint } from '@/lib/carbonFormat';
import {
  datedBaseName,
  EXPORT_SITE_LABEL,
  exportDateLine,
  screenNumber,
  unitColumn,
  type ExportCell,
  type ExportTable,
} from '@/lib/export/exportTable';
import { weightOf } from './solutionsModel';

/** The comparison's texts, shared by the screen and the export. */
export const COMPARISON_TEXTS = {
  dialogTitle: 'Comparer les solutions',
  criterion: 'Critère',
  thickness: 'Épaisseur',
  weight: 'Poids propre',
  documents: 'Documents',
  missing: 'Non communiqué',
  noDocument: 'Aucun',
} as const;

export const SOLUTION_COLUMN = 'Solution';
export const COMPARISON_SHEET_NAME = 'Comparaison';

/** 'Comparaison de 3 solutions': the table's caption. */
export function comparisonCaption(count: number): string {
  return `Comparaison de ${count} solutions`;
}

/** 'Carbone – CEM II/A (kg eq CO₂/m²)': the row of one concrete. */
export function concreteLabel(name: string): string {
  return `Carbone – ${name} (${CARBON_UNIT})`;
}

/** The concretes of the compared solutions, in their first order of appearance: [slug, name]. */
export function comparedConcretes(solutions: FloorSolution[]): [string, string][] {
  return [
    ...new Map(
      solutions
        .flatMap((solution) => solution.carbonFootprints)
        .map((footprint) => [footprint.concrete.slug, footprint.concrete.name] as const),
    ).entries(),
  ];
}

export interface ComparisonExportInput {
  solutions: FloorSolution[];
  siteName: string;
  now: Date;
}

export function comparisonExportTable({
  solutions,
  siteName,
  now,
}: ComparisonExportInput): ExportTable {
  const { missing } = COMPARISON_TEXTS;
  const thickness = unitColumn(
    COMPARISON_TEXTS.thickness,
    solutions.map((solution) => solution.thicknessWithUnit),
    missing,
  );
  const weight = unitColumn(
    COMPARISON_TEXTS.weight,
    solutions.map((solution) => weightOf(solution.technicalData)),
    missing,
  );
  const concretes = comparedConcretes(solutions);

  const rows = solutions.map((solution, index): ExportCell[] => [
    solution.libelle,
    thickness.cells[index]!,
    weight.cells[index]!,
    ...concretes.map(([slug]) => {
      const footprint = solution.carbonFootprints.find((one) => one.concrete.slug === slug);
      return footprint ? screenNumber(formatFootprint(footprint.total)) : missing;
    }),
    solution.links.length === 0
      ? COMPARISON_TEXTS.noDocument
      : solution.links.map((link) => link.libelle).join('\n'),
  ]);

  return {
    sheetName: COMPARISON_SHEET_NAME,
    heading: [
      [comparisonCaption(solutions.length)],
      [EXPORT_SITE_LABEL, siteName],
      exportDateLine(now),
    ],
    columns: [
      { label: SOLUTION_COLUMN },
      thickness.column,
      weight.column,
      ...concretes.map(([, name]) => ({ label: concreteLabel(name) })),
      { label: COMPARISON_TEXTS.documents },
    ],
    rows,
  };
}

/** 'comparaison-solutions-2026-11-26' */
export function comparisonExportBaseName(now: Date): string {
  return datedBaseName(['comparaison', 'solutions'], now);
}
