/** Cluster fixtures for stories and view tests. */
import type { CarbonClusterDatas, CarbonSimulationCard } from '@/api/carbonTypes';
import { initialClusterState, type CarbonClusterState } from './clusterSlice';

export function simulationFixture(
  overrides: Partial<CarbonSimulationCard> = {},
): CarbonSimulationCard {
  return {
    id: 9501,
    cluster: 950,
    title: 'Simulation 1 – Poutrelles et entrevous béton',
    systemType: 'poutrelles-entrevous-beton',
    createdAt: '2026-03-12T09:05:00+01:00',
    data: {
      'Système constructif': 'Poutrelles et entrevous béton',
      Configuration: 'Maison individuelle – plancher d’étage',
      'Position du plancher': 'Intermédiaire',
      Portée: '4,80 m',
      Épaisseur: '16 + 4 cm',
      Entrevous: { value: 'Entrevous béton', details: ['Hauteur 16 cm', '65 kg/m²'] },
      'Béton coulé en place': { value: 'CEM II', details: ['Dosage 350 kg/m³'] },
      'Passages de réseaux': { value: 'Gaines électriques', details: [] },
      'Zone sismique': '2 (Rhône)',
    },
    note: 'B',
    carbonFootprint: 61.9,
    bio: 0,
    acvCarbonFootprint: 55.4,
    bars: [
      { label: 'Béton coulé en place', pdfPercentage: 38.5, color: '#4a5568', value: 23.8 },
      { label: 'Poutrelles', pdfPercentage: 22.1, color: '#2b6cb0', value: 13.7 },
      { label: 'Entrevous', pdfPercentage: 24.6, color: '#718096', value: 15.2 },
      { label: 'Acier', pdfPercentage: 9.2, color: '#c05621', value: 5.7 },
      { label: 'Transport et chantier', pdfPercentage: 5.6, color: '#38a169', value: 3.5 },
    ],
    ...overrides,
  };
}

export function clusterDatasFixture(
  overrides: Partial<CarbonClusterDatas> = {},
): CarbonClusterDatas {
  return {
    cluster: 950,
    name: 'Maison Bernard',
    zipCode: '69007',
    createdAt: '2026-03-12T09:05:00+01:00',
    saved: true,
    simulations: [
      simulationFixture(),
      simulationFixture({
        id: 9502,
        title: 'Simulation 2 – Plancher bois',
        systemType: 'plancher-bois',
        note: 'A',
        carbonFootprint: 33.2,
        bio: 41.8,
        acvCarbonFootprint: 16.4,
        data: { 'Système constructif': 'Plancher bois', Portée: '4,20 m' },
        bars: [
          { label: 'Solives et panneaux', pdfPercentage: 71.4, color: '#975a16', value: 23.7 },
          { label: 'Isolant', pdfPercentage: 28.6, color: '#d69e2e', value: 9.5 },
        ],
      }),
    ],
    agency: {
      libelle: 'Bureau d’études de Lyon',
      emails: ['be.lyon@example.fr'],
      phone: '04 72 00 00 00',
    },
    ...overrides,
  };
}

export function clusterStateFixture(
  overrides: Partial<CarbonClusterState> = {},
): CarbonClusterState {
  return {
    ...initialClusterState(),
    id: 950,
    status: 'loaded',
    datas: clusterDatasFixture(),
    gauge: { buildingType: 'maison', period: '2025-2027' },
    ...overrides,
  };
}
