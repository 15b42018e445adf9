/**
 * A result screen as a table to export (CSV, .xlsx): the lines above the table (title, site, date
 * of the export, the threshold used…), a header row and one row per item. Numbers stay numbers,
 * rounded as the screen writes them, their unit in the column's label.
 */
import { formatDate, isoDay } from '@/lib/dates';

export type ExportCell = string | number | null;

export interface ExportColumn {
  /** The header, with the unit of a numeric column: 'Empreinte carbone (kg eq CO₂/m²)'. */
  label: string;
}

export interface ExportTable {
  /** The name of the spreadsheet's sheet (at most 31 characters, none of []:*?/\). */
  sheetName: string;
  /** The lines above the table: a title, then label–value lines. */
  heading: ExportCell[][];
  columns: ExportColumn[];
  rows: ExportCell[][];
}

/** The label of the line that dates the export. */
export const EXPORT_DATE_LABEL = "Date de l'export";
/** The label of the line naming the site. */
export const EXPORT_SITE_LABEL = 'Site';

/** Every line of the file: the heading, an empty line, the header row, the rows. */
export function tableLines(table: ExportTable): ExportCell[][] {
  return [...table.heading, [], table.columns.map((column) => column.label), ...table.rows];
}

/** The line 'Date de l'export' – '26/11/2026' (French time). */
export function exportDateLine(now: Date): ExportCell[] {
  return [EXPORT_DATE_LABEL, formatDate(now)];
}

/**
 * The number a screen shows, read back from its French text ('1 234,5' → 1234.5, '11,7 %' → 11.7):
 * the export then holds exactly the screen's rounding, whatever the rounding rule of the format.
 */
export function screenNumber(text: string): number {
  const cleaned = text
    .replace(/[\s\u00a0\u202f]|%/g, '')
    .replace('\u2212', '-')
    .replace(',', '.');
  const value = Number(cleaned);
  if (cleaned === '' || Number.isNaN(value)) throw new Error(`Not a number: '${text}'`);
  return value;
}

const NUMBER_WITH_UNIT = /^(-?\d[\d\s\u00a0\u202f]*(?:[.,]\d+)?)\s*(\S.*)$/;

/**
 * A column of texts such as '20 cm', '265 daN/m²': when every known one is a number with the same
 * unit, the numbers with the unit in the label; otherwise the texts as the screen shows them.
 * `missing` stands for an unknown value in both cases.
 */
export function unitColumn(
  label: string,
  texts: (string | null | undefined)[],
  missing: string,
): { column: ExportColumn; cells: ExportCell[] } {
  const parsed = texts.map((text) => (text ? NUMBER_WITH_UNIT.exec(text.trim()) : null));
  const matches = parsed.filter((match) => match !== null);
  const units = new Set(matches.map((match) => match[2]));
  const known = texts.filter(Boolean).length;
  if (known > 0 && matches.length === known && units.size === 1) {
    const unit = matches[0]![2]!;
    return {
      column: { label: `${label} (${unit})` },
      cells: parsed.map((match) => (match ? screenNumber(match[1]!) : missing)),
    };
  }
  return { column: { label }, cells: texts.map((text) => text || missing) };
}

/** 'Maison Dupont – Lyon' → 'maison-dupont-lyon': letters without accents, digits, dashes. */
export function slugify(text: string, maxLength = 50): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

/** 'cluster-maison-dupont-2026-11-26': the parts slugified, empty ones left out, the day in French time. */
export function datedBaseName(parts: string[], now: Date): string {
  return [...parts.map((part) => slugify(part)).filter(Boolean), isoDay(now)].join('-');
}
