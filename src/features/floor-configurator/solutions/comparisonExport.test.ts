import type { FloorSolution } from '@/api/floorTypes';
import { toCsv } from '@/lib/export/csv';
import { comparisonExportBaseName, comparisonExportTable, concreteLabel } from './comparisonExport';
import { severalSolutionsResult } from './solutionsFixtures';

const NOW = new Date('2026-11-26T07:30:00Z');
const compared = () => severalSolutionsResult().solutions.slice(0, 3);

function tableFor(solutions: FloorSolution[] = compared()) {
  return comparisonExportTable({ solutions, siteName: 'Configurateur de planchers', now: NOW });
}

describe('comparison export model', () => {
  it('heads the sheet with the caption, the site and the date; no RE2020 threshold is used', () => {
    expect(tableFor().heading).toEqual([
      ['Comparaison de 3 solutions'],
      ['Site', 'Configurateur de planchers'],
      ["Date de l'export", '26/11/2026'],
    ]);
  });

  it("labels the columns with the screen's criteria, units in the labels", () => {
    expect(tableFor().columns.map((column) => column.label)).toEqual([
      'Solution',
      'Épaisseur (cm)',
      'Poids propre (daN/m²)',
      'Carbone – Béton C25/30 CEM II/A (standard) (kg eq CO₂/m²)',
      'Carbone – Béton C25/30 CEM III/A (bas carbone) (kg eq CO₂/m²)',
      'Carbone – Béton C25/30 CEM III/B (très bas carbone) (kg eq CO₂/m²)',
      'Documents',
    ]);
  });

  it('gives one row per solution, figures as numbers, documents one a line', () => {
    const [first] = tableFor().rows;
    expect(first!.slice(0, 6)).toEqual([
      'Dalle pleine béton armé 20 cm',
      20,
      500,
      88.4,
      73.4,
      60.9,
    ]);
    expect(String(first![6]).split('\n')).toEqual(compared()[0]!.links.map((link) => link.libelle));
    expect(tableFor().rows.map((row) => row[0])).toEqual(
      compared().map((solution) => solution.libelle),
    );
  });

  it("rounds as the screen and writes 'Non communiqué' and 'Aucun' where the screen does", () => {
    const [one, two] = compared();
    const solutions: FloorSolution[] = [
      {
        ...one!,
        links: [],
        carbonFootprints: [{ ...one!.carbonFootprints[0]!, total: 1234.56 }],
      },
      {
        ...two!,
        technicalData: [],
        carbonFootprints: two!.carbonFootprints.slice(1),
      },
    ];
    const table = tableFor(solutions);
    expect(table.columns.map((column) => column.label).slice(3, 5)).toEqual([
      concreteLabel('Béton C25/30 CEM II/A (standard)'),
      concreteLabel('Béton C25/30 CEM III/A (bas carbone)'),
    ]);
    expect(table.rows[0]!.slice(2, 5)).toEqual([500, 1234.6, 'Non communiqué']);
    expect(table.rows[0]!.at(-1)).toBe('Aucun');
    expect(table.rows[1]!.slice(2, 5)).toEqual(['Non communiqué', 'Non communiqué', 47.1]);
  });

  it('keeps the texts of a criterion whose units differ', () => {
    const [one, two] = compared();
    const table = tableFor([one!, { ...two!, thicknessWithUnit: '0,16 m' }]);
    expect(table.columns[1]!.label).toBe('Épaisseur');
    expect(table.rows.map((row) => row[1])).toEqual(['20 cm', '0,16 m']);
  });

  it('names the file with the date, and writes a French CSV', () => {
    expect(comparisonExportBaseName(NOW)).toBe('comparaison-solutions-2026-11-26');
    const lines = toCsv(tableFor()).split('\r\n');
    expect(lines[5]).toMatch(/^"?Dalle pleine béton armé 20 cm;20;500;88,4;73,4;60,9;"NF DTU 21/);
  });
});
