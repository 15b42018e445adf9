/** Builds an export table's file (.xlsx or CSV) and saves it under a dated name. */
import { toCsvBlob } from './csv';
import type { ExportTable } from './exportTable';
import { fileDownload } from './fileDownload';
import { toXlsxBlob } from './xlsx';

export type ExportFormat = 'xlsx' | 'csv';

/** 'cluster-maison-dupont-2026-11-26' → 'cluster-maison-dupont-2026-11-26.xlsx' */
export function exportFileName(baseName: string, format: ExportFormat): string {
  return `${baseName}.${format}`;
}

export async function exportTableFile(
  table: ExportTable,
  format: ExportFormat,
  baseName: string,
): Promise<void> {
  const blob = format === 'xlsx' ? await toXlsxBlob(table) : toCsvBlob(table);
  fileDownload.save(blob, exportFileName(baseName, format));
}
