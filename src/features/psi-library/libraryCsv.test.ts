import type { LibraryDatas } from '@/api/catalogueTypes';
import { buildLibraryCsv, CSV_BOM, CSV_FILE_NAME, csvCell } from './libraryCsv';

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
    expect(lines).toHaveLength(4);
  });

  it("writes 2 decimals with a French comma, '--' for null, and the RE2020 verdict", () => {
    expect(lines[1]).toBe(
      'ThermoPrédalle TPR à rupteur intégré;Type de plancher : Plancher intermédiaire | Système : Prédalles;0,23;0,20;--;0,61;0,90;Conforme',
    );
    expect(lines[2]!.endsWith(';0,71;0,50;0,60;--;--;Non conforme')).toBe(true);
    expect(lines[3]!.endsWith(';Non applicable')).toBe(true);
  });

  it('quotes a cell holding the separator or a quote', () => {
    expect(csvCell('Rupteur "R;1"')).toBe('"Rupteur ""R;1"""');
    expect(lines[3]!.startsWith('"Rupteur ""R;1""";')).toBe(true);
  });
});
