import { toCsv } from '@/lib/export/csv';
import { clusterDatasFixture, simulationFixture } from './clusterFixtures';
import { barName, clusterExportBaseName, clusterExportTable, dataText } from './clusterExport';

const NOW = new Date('2026-11-26T07:30:00Z');

function tableFor(overrides: Parameters<typeof clusterDatasFixture>[0] = {}) {
  return clusterExportTable({
    title: "Simulations d'empreinte carbone",
    siteName: "Simulateur d'empreinte carbone",
    datas: clusterDatasFixture(overrides),
    gauge: { buildingType: 'maison', period: '2025-2027' },
    now: NOW,
  });
}

describe('cluster export model', () => {
  it('heads the sheet with the title, the site, the project, the date and the RE2020 threshold used', () => {
    expect(tableFor().heading).toEqual([
      ["Simulations d'empreinte carbone"],
      ['Site', "Simulateur d'empreinte carbone"],
      ['Projet', 'Maison Bernard – 69007'],
      ["Date de l'export", '26/11/2026'],
      ['Seuil Ic construction (kg eq CO₂/m²)', 530],
      ['Type de bâtiment', 'Maisons individuelles ou accolées'],
      ['Période (dépôt du permis de construire)', '2025 à 2027'],
      [
        'Source',
        'Arrêté du 4 août 2021 relatif aux exigences de performance énergétique et environnementale des constructions de bâtiments en France métropolitaine, annexe (valeurs Icconstruction_maxmoyen, avant modulations du projet)',
      ],
    ]);
  });

  it('follows the building type and the period chosen on the gauge', () => {
    const table = clusterExportTable({
      title: 'T',
      siteName: 'S',
      datas: clusterDatasFixture(),
      gauge: { buildingType: 'bureaux', period: '2031+' },
      now: NOW,
    });
    expect(table.heading[4]).toEqual(['Seuil Ic construction (kg eq CO₂/m²)', 600]);
    expect(table.heading[5]).toEqual(['Type de bâtiment', 'Bureaux']);
    expect(table.heading[6]).toEqual([
      'Période (dépôt du permis de construire)',
      'À partir de 2031',
    ]);
    // 55,4 / 600 = 9,23… % → 9,2 as the gauge writes it.
    expect(table.rows[0]![6]).toBe(9.2);
  });

  it('labels every column as the screen does, units in the labels', () => {
    expect(tableFor().columns.map((column) => column.label)).toEqual([
      'Simulation',
      'Créée le',
      'Note',
      'Empreinte carbone (kg eq CO₂/m²)',
      'Empreinte carbone ACV dynamique (RE2020) (kg eq CO₂/m²)',
      'Carbone biogénique stocké (kg eq CO₂/m²)',
      'Part du seuil Ic construction (%)',
      "Répartition de l'empreinte carbone – Béton coulé en place (kg eq CO₂/m²)",
      "Répartition de l'empreinte carbone – Béton coulé en place (%)",
      "Répartition de l'empreinte carbone – Poutrelles (kg eq CO₂/m²)",
      "Répartition de l'empreinte carbone – Poutrelles (%)",
      "Répartition de l'empreinte carbone – Entrevous (kg eq CO₂/m²)",
      "Répartition de l'empreinte carbone – Entrevous (%)",
      "Répartition de l'empreinte carbone – Acier (kg eq CO₂/m²)",
      "Répartition de l'empreinte carbone – Acier (%)",
      "Répartition de l'empreinte carbone – Transport et chantier (kg eq CO₂/m²)",
      "Répartition de l'empreinte carbone – Transport et chantier (%)",
      "Répartition de l'empreinte carbone – Solives et panneaux (kg eq CO₂/m²)",
      "Répartition de l'empreinte carbone – Solives et panneaux (%)",
      "Répartition de l'empreinte carbone – Isolant (kg eq CO₂/m²)",
      "Répartition de l'empreinte carbone – Isolant (%)",
      'Système constructif',
      'Configuration',
      'Position du plancher',
      'Portée',
      'Épaisseur',
      'Entrevous',
      'Béton coulé en place',
      'Passages de réseaux',
      'Zone sismique',
    ]);
  });

  it('gives one row per simulation with its figures as numbers, empty where a simulation has none', () => {
    const [first, second] = tableFor().rows;
    expect(first!.slice(0, 9)).toEqual([
      'Simulation 1 – Poutrelles et entrevous béton',
      '12/03/2026',
      'B',
      61.9,
      55.4,
      0,
      10.5, // 55,4 / 530 = 10,45… %
      23.8,
      38.5,
    ]);
    expect(first!.at(-4)).toBe('Entrevous béton (Hauteur 16 cm ; 65 kg/m²)');
    expect(first!.at(-2)).toBe('Gaines électriques');
    expect(second!.slice(0, 7)).toEqual([
      'Simulation 2 – Plancher bois',
      '12/03/2026',
      'A',
      33.2,
      16.4,
      41.8,
      3.1,
    ]);
    expect(second!.slice(7, 9)).toEqual([null, null]);
    expect(second!.slice(17, 21)).toEqual([23.7, 71.4, 9.5, 28.6]);
    expect(second!.at(-3)).toBeNull();
  });

  it('rounds as the screen: at most one decimal, the way the French format rounds', () => {
    const table = tableFor({
      simulations: [
        simulationFixture({
          carbonFootprint: 61.96,
          acvCarbonFootprint: 1234.44,
          bio: 0.05,
          bars: [],
        }),
      ],
    });
    expect(table.rows[0]!.slice(3, 6)).toEqual([62, 1234.4, 0.1]);
    // 1234,44 / 530 = 232,91… %
    expect(table.rows[0]![6]).toBe(232.9);
  });

  it('reads a bar named with its figure by its name, and a data line with or without details', () => {
    expect(barName('Acier : 5,7 kg eq CO₂/m²')).toBe('Acier');
    expect(barName('Acier')).toBe('Acier');
    expect(dataText('4,80 m')).toBe('4,80 m');
    expect(dataText({ value: 'CEM II', details: [] })).toBe('CEM II');
    expect(dataText(undefined)).toBeNull();
  });

  it('writes the project without a zip code when there is none, and names the file after it', () => {
    expect(tableFor({ zipCode: '' }).heading[2]).toEqual(['Projet', 'Maison Bernard']);
    expect(clusterExportBaseName({ name: 'Maison Bernard' }, NOW)).toBe(
      'cluster-maison-bernard-2026-11-26',
    );
  });

  it('makes a CSV with the same figures in French notation', () => {
    const lines = toCsv(tableFor()).split('\r\n');
    expect(lines[3]).toMatch(/^Date de l'export;26\/11\/2026;+$/);
    expect(lines[4]).toMatch(/^Seuil Ic construction \(kg eq CO₂\/m²\);530;+$/);
    expect(lines[10]).toMatch(
      /^Simulation 1 – Poutrelles et entrevous béton;12\/03\/2026;B;61,9;55,4;0;10,5;23,8;38,5;/,
    );
  });
});
