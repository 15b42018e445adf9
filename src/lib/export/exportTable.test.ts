import {
  datedBaseName,
  exportDateLine,
  screenNumber,
  slugify,
  tableLines,
  unitColumn,
} from './exportTable';

describe('export tables', () => {
  it('reads back the number a French text shows', () => {
    expect(screenNumber('61,9')).toBe(61.9);
    expect(screenNumber('1\u202f234,5')).toBe(1234.5);
    expect(screenNumber('1\u00a0234')).toBe(1234);
    expect(screenNumber('11,7 %')).toBe(11.7);
    expect(screenNumber('\u22122,5')).toBe(-2.5);
    expect(() => screenNumber('--')).toThrow();
    expect(() => screenNumber('')).toThrow();
  });

  it('dates the export in French format and French time', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(exportDateLine(new Date('2026-12-31T23:30:00Z'))).toEqual([
      "Date de l'export",
      '01/01/2027',
    ]);
  });

  it('slugifies names without accents and dates the base name', () => {
    expect(slugify('Maison Bernard – Lyon 7e')).toBe('maison-bernard-lyon-7e');
    expect(slugify('Élévation « R+1 »')).toBe('elevation-r-1');
    expect(slugify('***')).toBe('');
    expect(slugify('a'.repeat(80))).toHaveLength(50);
    expect(datedBaseName(['cluster', 'Maison Bernard'], new Date('2026-11-26T10:00:00Z'))).toBe(
      'cluster-maison-bernard-2026-11-26',
    );
    expect(datedBaseName(['cluster', '!!'], new Date('2026-11-26T10:00:00Z'))).toBe(
      'cluster-2026-11-26',
    );
  });

  it('puts the heading, an empty line, the header and the rows in order', () => {
    expect(
      tableLines({
        sheetName: 's',
        heading: [['T']],
        columns: [{ label: 'A' }, { label: 'B' }],
        rows: [[1, 'x']],
      }),
    ).toEqual([['T'], [], ['A', 'B'], [1, 'x']]);
  });

  it('turns texts with one shared unit into numbers with the unit in the label', () => {
    expect(unitColumn('Épaisseur', ['20 cm', '16,5 cm', null], 'Non communiqué')).toEqual({
      column: { label: 'Épaisseur (cm)' },
      cells: [20, 16.5, 'Non communiqué'],
    });
    expect(unitColumn('Poids propre', ['1 265 daN/m²'], '-').cells).toEqual([1265]);
  });

  it('keeps the texts when the units differ or a text is not a number', () => {
    expect(unitColumn('Épaisseur', ['20 cm', '0,2 m'], '-')).toEqual({
      column: { label: 'Épaisseur' },
      cells: ['20 cm', '0,2 m'],
    });
    expect(unitColumn('Épaisseur', ['16 + 4 cm', '20 cm'], '-').cells).toEqual([
      '16 + 4 cm',
      '20 cm',
    ]);
    expect(unitColumn('Poids', [null, undefined], 'Non communiqué')).toEqual({
      column: { label: 'Poids' },
      cells: ['Non communiqué', 'Non communiqué'],
    });
  });
});
