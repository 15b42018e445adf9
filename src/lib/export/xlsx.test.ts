import { readSheet } from 'read-excel-file/node';
import type { ExportTable } from './exportTable';
import { columnWidths, sheetData, toXlsxBlob, XLSX_MIME_TYPE } from './xlsx';

const table: ExportTable = {
  sheetName: 'Simulations',
  heading: [
    ['Titre'],
    ['Site', 'Simulateur d’empreinte carbone'],
    ["Date de l'export", '26/11/2026'],
  ],
  columns: [
    { label: 'Simulation' },
    { label: 'Empreinte carbone (kg eq CO₂/m²)' },
    { label: 'Note' },
  ],
  rows: [
    ['Simulation 1 – Béton', 61.9, 'B'],
    ['Simulation "2"; bois', 1234.5, null],
  ],
};

async function readBack(blob: Blob) {
  return readSheet(Buffer.from(await blob.arrayBuffer()));
}

describe('xlsx writer', () => {
  it('writes a workbook that reads back cell by cell, numbers as numbers', async () => {
    const blob = await toXlsxBlob(table);
    expect(blob.type).toBe(XLSX_MIME_TYPE);
    const rows = await readBack(blob);
    expect(rows).toEqual([
      ['Titre', null, null],
      ['Site', 'Simulateur d’empreinte carbone', null],
      ["Date de l'export", '26/11/2026', null],
      [null, null, null],
      ['Simulation', 'Empreinte carbone (kg eq CO₂/m²)', 'Note'],
      ['Simulation 1 – Béton', 61.9, 'B'],
      ['Simulation "2"; bois', 1234.5, null],
    ]);
  });

  it('keeps line breaks inside a cell', async () => {
    const rows = await readBack(
      await toXlsxBlob({ ...table, rows: [['Fiche A\nFiche B', 1, 'A']] }),
    );
    expect(rows.at(-1)).toEqual(['Fiche A\nFiche B', 1, 'A']);
  });

  it('sets the title and the header row in bold, widths from the longest cell', () => {
    const data = sheetData(table);
    expect(data[0]![0]).toMatchObject({ value: 'Titre', fontWeight: 'bold' });
    expect(data[4]![1]).toMatchObject({
      value: 'Empreinte carbone (kg eq CO₂/m²)',
      fontWeight: 'bold',
    });
    expect(data[5]![1]).toMatchObject({ value: 61.9, type: Number });
    expect(columnWidths(table)).toEqual([22, 34, 10]);
  });
});
