import { CSV_BOM, csvBlob, csvCell, linesToCsv, toCsv, toCsvBlob } from './csv';
import type { ExportTable } from './exportTable';

const table: ExportTable = {
  sheetName: 'Feuille',
  heading: [['Titre'], ['Site', 'Simulateur d’empreinte carbone']],
  columns: [{ label: 'Nom' }, { label: 'Valeur (kg eq CO₂/m²)' }, { label: 'Note' }],
  rows: [
    ['Maison "Dupont"; étage', 61.9, 'B'],
    ['Ligne\nsuivante', 1234.5, null],
    ['=SOMME(A1:A2)', -3, 'A'],
  ],
};

describe('CSV writer', () => {
  it('starts with a UTF-8 byte-order mark and ends every line with CRLF', () => {
    const text = toCsv(table);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.endsWith('\r\n')).toBe(true);
    // Only the quoted cell holds a bare line feed; every line ends with CRLF.
    expect(text.slice(1).split('\r\n')).toHaveLength(8);
  });

  it('separates cells with ";" and gives every line as many cells as the widest', () => {
    const lines = toCsv(table).slice(1).split('\r\n');
    expect(lines[0]).toBe('Titre;;');
    expect(lines[1]).toBe('Site;Simulateur d’empreinte carbone;');
    expect(lines[2]).toBe(';;');
    expect(lines[3]).toBe('Nom;Valeur (kg eq CO₂/m²);Note');
  });

  it('quotes cells holding the separator, a quote or a line break, doubling the quotes (RFC 4180)', () => {
    const lines = toCsv(table).slice(1).split('\r\n');
    expect(lines[4]).toBe('"Maison ""Dupont""; étage";61,9;B');
    expect(lines[5]).toBe('"Ligne\nsuivante";1234,5;');
    expect(csvCell('a,b')).toBe('a,b');
    expect(csvCell('a\rb')).toBe('"a\rb"');
  });

  it('writes numbers with a decimal comma and no thousands separator', () => {
    expect(csvCell(61.9)).toBe('61,9');
    expect(csvCell(1234.5)).toBe('1234,5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
  });

  it('keeps a text that looks like a formula from running, a negative number stays a number', () => {
    expect(csvCell('=SOMME(A1:A2)')).toBe("'=SOMME(A1:A2)");
    expect(csvCell('+33 4 72')).toBe("'+33 4 72");
    expect(csvCell('@x')).toBe("'@x");
    expect(toCsv(table).slice(1).split('\r\n')[6]).toBe("'=SOMME(A1:A2);-3;A");
  });

  it('leaves a number written as French text as it is, even negative', () => {
    expect(csvCell('-0,12')).toBe('-0,12');
    expect(csvCell('-12')).toBe('-12');
    expect(csvCell('-1,2+3')).toBe("'-1,2+3");
    expect(csvCell('-')).toBe("'-");
  });

  it('writes lines as they are, with the caller’s mark for an unknown value', () => {
    const text = linesToCsv(
      [
        ['Nom', 'Valeur'],
        ['A', null],
        ['B', '0,20', 'de trop'],
      ],
      { missing: '--' },
    );
    expect(text).toBe(`${CSV_BOM}Nom;Valeur;--\r\nA;--;--\r\nB;0,20;de trop\r\n`);
    expect(csvCell(null, { missing: 'a;b' })).toBe('"a;b"');
    expect(csvBlob(text).type).toBe('text/csv;charset=utf-8');
  });

  it('gives a UTF-8 CSV blob whose bytes start with EF BB BF', async () => {
    const blob = toCsvBlob(table);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('kg eq CO₂/m²');
  });
});
