import type { LibraryDatas } from '@/api/catalogueTypes';
import { CSV_BOM } from '@/lib/export/csv';
import { buildLibraryCsv, CSV_FILE_NAME } from './libraryCsv';

const datas: Pick<LibraryDatas, 'rupteurs' | 'psiValuesFiltersValues'> = {
  rupteurs: [
    {
      id: 501,
      name: 'ThermoPrédalle TPR à rupteur intégré',
      image: { url: '/m/1', urlThumb: '/m/1?format=thumb' },
      psiValuesAsArray: [
        {
          id: 1,
          psiMoyen: 0.234,
          psiAbout: 0.2,
          psiRive: null,
          psiRt: 0.605,
          psiRnt: 0.9,
          image: null,
          urlRefSite: '',
        },
        {
          id: 2,
          psiMoyen: 0.71,
          psiAbout: 0.5,
          psiRive: 0.6,
          psiRt: null,
          psiRnt: null,
          image: null,
          urlRefSite: '',
        },
      ],
    },
    {
      id: 502,
      name: 'Rupteur "R;1"',
      image: { url: '/m/2', urlThumb: '/m/2?format=thumb' },
      psiValuesAsArray: [
        {
          id: 3,
          psiMoyen: 0.3,
          psiAbout: 0.3,
          psiRive: 0.3,
          psiRt: 0.3,
          psiRnt: 0.3,
          image: null,
          urlRefSite: '',
        },
      ],
    },
    {
      id: 503,
      name: '=Rupteur importé',
      image: { url: '/m/3', urlThumb: '/m/3?format=thumb' },
      psiValuesAsArray: [
        {
          id: 4,
          psiMoyen: -0.104,
          psiAbout: null,
          psiRive: 0.1,
          psiRt: 0.1,
          psiRnt: 0.1,
          image: null,
          urlRefSite: '',
        },
      ],
    },
  ],
  psiValuesFiltersValues: {
    '1': [
      {
        filter: '2',
        value: 'Plancher intermédiaire',
        filter_name: 'Type de plancher',
        filter_section: 'psi',
        filter_id: 22,
        psi_value_id: 1,
        value_id: 223,
      },
      {
        filter: '3',
        value: 'Prédalles',
        filter_name: 'Système',
        filter_section: 'psi',
        filter_id: 23,
        psi_value_id: 1,
        value_id: 232,
      },
    ],
    '2': [
      {
        filter: '2',
        value: 'Plancher intermédiaire',
        filter_name: 'Type de plancher',
        filter_section: 'psi',
        filter_id: 22,
        psi_value_id: 2,
        value_id: 223,
      },
    ],
    '3': [
      {
        filter: '2',
        value: 'Plancher bas sur vide sanitaire',
        filter_name: 'Type de plancher',
        filter_section: 'psi',
        filter_id: 22,
        psi_value_id: 3,
        value_id: 221,
      },
    ],
  },
};

describe('CSV export of the library (issue item 8)', () => {
  const csv = buildLibraryCsv(datas);
  const lines = csv.slice(1).trimEnd().split('\r\n');

  it("is named 'bibliotheque-psi.csv' and starts with a UTF-8 byte-order mark", () => {
    expect(CSV_FILE_NAME).toBe('bibliotheque-psi.csv');
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(CSV_BOM).toBe('\uFEFF');
  });

  it("has a header and one line per PSI value, ';' separated", () => {
    expect(lines[0]).toBe(
      'Rupteur;Caractéristiques;PSI moyen (W/m.K);PSI about (W/m.K);PSI rive (W/m.K);PSI RT (W/m.K);PSI RNT (W/m.K);RE2020',
    );
    expect(lines).toHaveLength(5);
  });

  it("writes 2 decimals with a French comma, '--' for null, and the RE2020 verdict", () => {
    expect(lines[1]).toBe(
      'ThermoPrédalle TPR à rupteur intégré;Type de plancher : Plancher intermédiaire | Système : Prédalles;0,23;0,20;--;0,61;0,90;Conforme',
    );
    expect(lines[2]!.endsWith(';0,71;0,50;0,60;--;--;Non conforme')).toBe(true);
    expect(lines[3]!.endsWith(';Non applicable')).toBe(true);
  });

  it('quotes a cell holding the separator or a quote', () => {
    expect(lines[3]).toBe(
      '"Rupteur ""R;1""";Type de plancher : Plancher bas sur vide sanitaire;0,30;0,30;0,30;0,30;0,30;Non applicable',
    );
  });

  it("keeps a negative figure as a number, '--' as it is, and a name like a formula from running", () => {
    expect(lines[4]).toBe("'=Rupteur importé;;-0,10;--;0,10;0,10;0,10;Non applicable");
  });

  it('ends every line with CRLF', () => {
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\n').every((line) => line === '' || line.endsWith('\r'))).toBe(true);
  });
});
