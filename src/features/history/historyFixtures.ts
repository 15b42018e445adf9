/** Sample histories for the stories and the view tests, in the shapes the server answers. */
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import type { CarbonHistoryItem, FloorHistoryDatas, FloorHistoryItem } from '@/api/types';
import { initialHistoryState } from './historySlice';
import {
  type CarbonHistoryState,
  type FloorHistoryState,
  type ThermalHistoryState,
} from './historyTypes';

export const floorOptionsFixture: FloorHistoryDatas['filters'] = {
  type: {
    options: { Simulations: 'simulation', Solutions: 'solution' },
    tooltip:
      'Une simulation est une configuration de plancher calculée ; une solution est un système de plancher que vous avez enregistré.',
  },
  floor: {
    options: {
      'Plancher bas': 'Plancher bas',
      'Plancher intermédiaire': 'Plancher intermédiaire',
      'Plancher haut': 'Plancher haut',
    },
    tooltip: 'La position du plancher dans le bâtiment.',
  },
  floorLevel: {
    options: { RDC: 'RDC', 'R+1': 'R+1', 'R+2': 'R+2' },
    tooltip: 'Le niveau du bâtiment où se trouve le plancher.',
  },
};

export const floorItemsFixture: FloorHistoryItem[] = [
  {
    type: 'solution',
    id: 201,
    slug: 'plancher-poutrelle-entrevous-pse-16-4',
    title: 'Maison Dupont – R+1',
    name: 'Poutrelles et entrevous PSE 16+4',
    libelle: 'Poutrelles et entrevous – Plancher intermédiaire',
    createdAt: '2026-03-12T08:05:00Z',
    zip: '69003',
    floor: 'Plancher intermédiaire',
    floorLevel: 'R+1',
    floorType: 'Poutrelles et entrevous',
    projectCode: 'MM-2026-04',
  },
  {
    type: 'simulation',
    id: 102,
    title: 'Maison Dupont – R+1',
    name: 'Poutrelles et entrevous PSE 16+4',
    libelle: 'Plancher intermédiaire – R+1 – 69003',
    createdAt: '2026-03-11T15:42:00Z',
    zip: '69003',
    floor: 'Plancher intermédiaire',
    floorLevel: 'R+1',
    floorType: 'Poutrelles et entrevous',
    projectCode: 'MM-2026-04',
  },
  {
    type: 'simulation',
    id: 101,
    title: 'Résidence Les Acacias – RDC',
    name: 'Prédalles 20 cm',
    libelle: 'Plancher bas – RDC – 69100',
    createdAt: '2025-11-02T09:30:00Z',
    zip: '69100',
    floor: 'Plancher bas',
    floorLevel: 'RDC',
    floorType: 'Prédalles',
    projectCode: '',
  },
];

export function floorStateFixture(overrides: Partial<FloorHistoryState> = {}): FloorHistoryState {
  return {
    ...initialHistoryState.floor,
    status: 'ready',
    items: floorItemsFixture,
    total: floorItemsFixture.length,
    options: floorOptionsFixture,
    ...overrides,
  };
}

export const carbonItemsFixture: CarbonHistoryItem[] = [
  {
    id: 301,
    name: 'Maison Dupont – variante bois',
    createdAt: '2026-03-12T08:05:00Z',
    simulations: [
      { id: 3011, systemType: 'plancher-bois', carbonFootprint: 38.4 },
      { id: 3012, systemType: 'predalles', carbonFootprint: 61.2 },
    ],
  },
  {
    id: 302,
    name: 'Gîte du Moulin',
    createdAt: '2025-12-24T17:30:00Z',
    simulations: [{ id: 3021, systemType: 'dalle-pleine', carbonFootprint: 74 }],
  },
];

export const carbonOptionsFixture: CarbonHistoryState['options'] = {
  type: {
    options: { 'Comparaison de systèmes': 'comparison', 'Un seul système': 'single' },
    tooltip:
      'Affiche les projets qui comparent plusieurs systèmes constructifs, ou ceux d’un seul système.',
  },
  systemType: {
    options: {
      'Poutrelles et entrevous béton': 'poutrelles-entrevous-beton',
      Prédalles: 'predalles',
      'Dalle pleine': 'dalle-pleine',
      'Plancher bois': 'plancher-bois',
    },
    tooltip: 'Affiche les projets dont au moins une simulation porte sur ce système constructif.',
  },
  orders: [
    { label: 'Plus récentes', value: 'DESC' },
    { label: 'Plus anciennes', value: 'ASC' },
  ],
};

export function carbonStateFixture(
  overrides: Partial<CarbonHistoryState> = {},
): CarbonHistoryState {
  return {
    ...initialHistoryState.carbon,
    status: 'ready',
    items: carbonItemsFixture,
    total: carbonItemsFixture.length,
    options: carbonOptionsFixture,
    ...overrides,
  };
}

function thermalEntry(
  fields: Partial<ThermalHistory> & Pick<ThermalHistory, 'id'>,
): ThermalHistory {
  return {
    name: null,
    createdAt: '2026-03-12T08:05:00Z',
    created_at: '2026-03-12T08:05:00Z',
    customer: { id: 1 },
    dataType: 'rup',
    filterValues: [],
    refineValues: [],
    filters: [],
    rupteur: null,
    psiValue: null,
    psi_value: [],
    fdes: [],
    poutrelle: null,
    predalle: null,
    premur: null,
    envPoutrelle: null,
    envPredalle: null,
    envMur: null,
    ...fields,
  };
}

export const thermalItemsFixture: ThermalHistory[] = [
  thermalEntry({
    id: 12,
    name: 'Maison Dupont – about de dalle',
    createdAt: '2026-03-12T08:05:00Z',
    rupteur: { name: 'Rupteur RT 120 S' } as ThermalHistory['rupteur'],
    psiValue: { psiMoyen: 0.254 } as ThermalHistory['psiValue'],
  }),
  thermalEntry({
    id: 15,
    name: 'Gîte du Moulin – prédalles',
    createdAt: '2026-02-03T10:00:00Z',
    dataType: 'pre',
    predalle: { id: 4 },
    envPredalle: { name: 'Prédalle PR 13' } as ThermalHistory['envPredalle'],
  }),
];

export function thermalStateFixture(
  overrides: Partial<ThermalHistoryState> = {},
): ThermalHistoryState {
  return {
    ...initialHistoryState.thermal,
    status: 'ready',
    items: thermalItemsFixture,
    ...overrides,
  };
}
