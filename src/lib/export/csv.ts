/**
 * CSV for French spreadsheet software (RFC 4180 quoting), chosen so that Excel in French opens the
 * file by a double click with its accents and its numbers:
 * - ';' separates the cells: French Excel takes ',' as the decimal mark and reads ';' as the list
 *   separator;
 * - numbers are written with a decimal comma and no thousands separator ('1234,5'), so that they
 *   are read as numbers;
 * - a UTF-8 byte-order mark comes first: without it Excel reads the file as Windows-1252 and breaks
 *   'é' and 'CO₂';
 * - lines end with CRLF, and every line has as many cells as the widest one (RFC 4180 §2);
 * - a text cell is quoted when it holds the separator, a quote or a line break (quotes doubled);
 *   one starting with '=', '+', '-', '@' or a tab is prefixed with an apostrophe, so that no
 *   spreadsheet runs it as a formula (a name typed by a user could be one).
 */
import { tableLines, type ExportCell, type ExportTable } from './exportTable';

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

/** One cell as CSV text. */
export function csvCell(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file's text, byte-order mark first. */
export function toCsv(table: ExportTable): string {
  const lines = tableLines(table);
  const width = Math.max(...lines.map((line) => line.length));
  const body = lines
    .map((line) =>
      Array.from({ length: width }, (_, index) => csvCell(line[index] ?? null)).join(CSV_SEPARATOR),
    )
    .join(CSV_LINE_END);
  return CSV_BOM + body + CSV_LINE_END;
}

export function toCsvBlob(table: ExportTable): Blob {
  return new Blob([toCsv(table)], { type: CSV_MIME_TYPE });
}
