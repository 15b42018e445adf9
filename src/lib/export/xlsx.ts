/**
 * The .xlsx of an export table, written by write-excel-file (browser build). The library is loaded
 * on the click only (a dynamic import, its own chunk): no page's first JavaScript grows. Its zip
 * step (fflate) compresses parts under 160 kB on the page's own thread; the sheets exported here
 * are far smaller, so no worker is started (the Content-Security-Policy allows only the page's own
 * workers).
 */
import type { Cell, SheetData } from 'write-excel-file/browser';
import { tableLines, type ExportCell, type ExportTable } from './exportTable';

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MIN_WIDTH = 10;
const MAX_WIDTH = 60;

/** Column widths in characters: the longest cell of the table (heading lines aside), bounded. */
export function columnWidths(table: ExportTable): number[] {
  const lines = [table.columns.map((column) => column.label), ...table.rows];
  return table.columns.map((_, index) => {
    const longest = Math.max(...lines.map((line) => String(line[index] ?? '').length));
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  });
}

function cellOf(cell: ExportCell): Cell {
  if (cell === null) return null;
  return typeof cell === 'number' ? { value: cell, type: Number } : { value: cell, type: String };
}

/** The sheet's cells: the title in bold and larger, the header row in bold, wrapped. */
export function sheetData(table: ExportTable): SheetData {
  const headerIndex = table.heading.length + 1;
  return tableLines(table).map((line, lineIndex) =>
    line.map((cell, cellIndex) => {
      const value = cellOf(cell);
      if (value === null || typeof value !== 'object') return value;
      if (lineIndex === 0 && cellIndex === 0) return { ...value, fontWeight: 'bold', fontSize: 14 };
      if (lineIndex === headerIndex)
        return { ...value, fontWeight: 'bold', wrap: true, alignVertical: 'top' };
      if (lineIndex > headerIndex)
        return { ...value, alignVertical: 'top', wrap: String(cell).includes('\n') };
      return value;
    }),
  );
}

export async function toXlsxBlob(table: ExportTable): Promise<Blob> {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const blob = await writeExcelFile(sheetData(table), {
    sheet: table.sheetName,
    columns: columnWidths(table).map((width) => ({ width })),
    // The header row stays in view while the rows scroll.
    stickyRowsCount: table.heading.length + 2,
  }).toBlob();
  return blob.type ? blob : new Blob([blob], { type: XLSX_MIME_TYPE });
}
