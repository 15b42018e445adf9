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
 *   spreadsheet runs it as a formula (a name typed by a user could be one), unless it is a plain
 *   number written the French way ('-0,12'), which no spreadsheet runs;
 * - an unknown value (null) is an empty cell, or the caller's mark for it (`missing`, e.g. the PSI
 *   library's '--', written as it is).
 *
 * The result exports write an `ExportTable` (`toCsv`); the PSI library writes its lines as they are
 * (`linesToCsv`).
 */
import { tableLines, type ExportCell, type ExportTable } from './exportTable';

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

export interface CsvOptions {
  /** What an unknown value (null) is written as: an empty cell unless given. */
  missing?: string;
}

const FRENCH_NUMBER = /^-?\d+(,\d+)?$/;

function quoted(text: string): string {
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One cell as CSV text. */
export function csvCell(cell: ExportCell, options: CsvOptions = {}): string {
  if (cell === null) return quoted(options.missing ?? '');
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  const runnable = /^[=+\-@\t\r]/.test(cell) && !FRENCH_NUMBER.test(cell);
  return quoted(runnable ? `'${cell}` : cell);
}

/** Lines of cells as the file's text, byte-order mark first, every line as wide as the widest. */
export function linesToCsv(lines: ExportCell[][], options: CsvOptions = {}): string {
  const width = Math.max(...lines.map((line) => line.length));
  const body = lines
    .map((line) =>
      Array.from({ length: width }, (_, index) => csvCell(line[index] ?? null, options)).join(
        CSV_SEPARATOR,
      ),
    )
    .join(CSV_LINE_END);
  return CSV_BOM + body + CSV_LINE_END;
}

/** An export table's file: its heading, an empty line, the header row, the rows. */
export function toCsv(table: ExportTable): string {
  return linesToCsv(tableLines(table));
}

/** A CSV text as a UTF-8 file. */
export function csvBlob(text: string): Blob {
  return new Blob([text], { type: CSV_MIME_TYPE });
}

export function toCsvBlob(table: ExportTable): Blob {
  return csvBlob(toCsv(table));
}
