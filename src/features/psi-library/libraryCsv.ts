/**
 * CSV export of the library's current results (issue item 8): 'bibliotheque-psi.csv', one line per
 * PSI value (rupteur, characteristics, psiMoyen, psiAbout, psiRive, psiRt, psiRnt, RE2020), written
 * by the shared CSV writer (`src/lib/export/csv.ts`: ';' separator, UTF-8 byte-order mark, CRLF,
 * quoting) so that French spreadsheet software opens it as it is. Unlike the result exports it has
 * no heading lines, and its PSI figures are the screen's texts: 2 decimals with a comma, '--' when
 * unknown.
 */
import type { LibraryDatas } from '@/api/catalogueTypes';
import { csvBlob, linesToCsv } from '@/lib/export/csv';
import type { ExportCell } from '@/lib/export/exportTable';
import { fileDownload } from '@/lib/export/fileDownload';
import { formatPsi, PSI_EMPTY } from '@/lib/psiFormat';
import { re2020Of } from './libraryModel';

export const CSV_FILE_NAME = 'bibliotheque-psi.csv';
export const CSV_HEADER = [
  'Rupteur',
  'Caractéristiques',
  'PSI moyen (W/m.K)',
  'PSI about (W/m.K)',
  'PSI rive (W/m.K)',
  'PSI RT (W/m.K)',
  'PSI RNT (W/m.K)',
  'RE2020',
];

/** A PSI figure for a French spreadsheet: 2 decimals with a comma; null when unknown ('--'). */
export function csvPsi(value: number | null): string | null {
  const text = formatPsi(value);
  return text === PSI_EMPTY ? null : text.replace('.', ',');
}

export function re2020Cell(meets: boolean | null): string {
  if (meets === null) return 'Non applicable';
  return meets ? 'Conforme' : 'Non conforme';
}

export function buildLibraryCsv(
  datas: Pick<LibraryDatas, 'rupteurs' | 'psiValuesFiltersValues'>,
): string {
  const lines: ExportCell[][] = [CSV_HEADER];
  for (const rupteur of datas.rupteurs) {
    for (const psi of rupteur.psiValuesAsArray) {
      const characteristics = datas.psiValuesFiltersValues[String(psi.id)] ?? [];
      lines.push([
        rupteur.name,
        characteristics.map((item) => `${item.filter_name} : ${item.value}`).join(' | '),
        csvPsi(psi.psiMoyen),
        csvPsi(psi.psiAbout),
        csvPsi(psi.psiRive),
        csvPsi(psi.psiRt),
        csvPsi(psi.psiRnt),
        re2020Cell(re2020Of(psi, characteristics)),
      ]);
    }
  }
  return linesToCsv(lines, { missing: PSI_EMPTY });
}

/** Saves the CSV in the browser (the shared download: a Blob behind a temporary link). */
export function downloadLibraryCsv(
  datas: Pick<LibraryDatas, 'rupteurs' | 'psiValuesFiltersValues'>,
) {
  fileDownload.save(csvBlob(buildLibraryCsv(datas)), CSV_FILE_NAME);
}
