/**
 * CSV export of the library's current results (issue item 8): 'bibliotheque-psi.csv', one line per
 * PSI value (rupteur, characteristics, psiMoyen, psiAbout, psiRive, psiRt, psiRnt, RE2020), ';' as
 * separator and a UTF-8 byte-order mark so that French spreadsheet software opens it as it is.
 */
import type { LibraryDatas } from '@/api/catalogueTypes';
import { formatPsi } from '@/lib/psiFormat';
import { re2020Of } from './libraryModel';

export const CSV_FILE_NAME = 'bibliotheque-psi.csv';
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
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

/** A cell, quoted when it holds the separator, a quote or a line break. */
export function csvCell(text: string): string {
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A PSI figure for a French spreadsheet: 2 decimals with a comma, '--' when unknown. */
export function csvPsi(value: number | null): string {
  return formatPsi(value).replace('.', ',');
}

export function re2020Cell(meets: boolean | null): string {
  if (meets === null) return 'Non applicable';
  return meets ? 'Conforme' : 'Non conforme';
}

export function buildLibraryCsv(
  datas: Pick<LibraryDatas, 'rupteurs' | 'psiValuesFiltersValues'>,
): string {
  const lines = [CSV_HEADER.map(csvCell).join(CSV_SEPARATOR)];
  for (const rupteur of datas.rupteurs) {
    for (const psi of rupteur.psiValuesAsArray) {
      const characteristics = datas.psiValuesFiltersValues[String(psi.id)] ?? [];
      const row = [
        rupteur.name,
        characteristics.map((item) => `${item.filter_name} : ${item.value}`).join(' | '),
        csvPsi(psi.psiMoyen),
        csvPsi(psi.psiAbout),
        csvPsi(psi.psiRive),
        csvPsi(psi.psiRt),
        csvPsi(psi.psiRnt),
        re2020Cell(re2020Of(psi, characteristics)),
      ];
      lines.push(row.map(csvCell).join(CSV_SEPARATOR));
    }
  }
  return CSV_BOM + lines.join('\r\n') + '\r\n';
}

/** Saves the CSV in the browser: a Blob behind a temporary link. */
export function downloadLibraryCsv(
  datas: Pick<LibraryDatas, 'rupteurs' | 'psiValuesFiltersValues'>,
) {
  const blob = new Blob([buildLibraryCsv(datas)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = CSV_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
