/** Histories for the stories and component tests of the result page (shapes of the mock backend). */
import type {
  HistoryFilterValue,
  HistoryPsiValue,
  ThermalHistory,
} from '@/api/thermalHistoryTypes';
import { initialRupteurResultState, type RupteurResultState } from './resultSlice';

function psi(id: number, [moyen, about, rive, rt, rnt]: (number | null)[]): HistoryPsiValue {
  return {
    id,
    psiMoyen: moyen ?? null,
    psiAbout: about ?? null,
    psiRive: rive ?? null,
    psiRt: rt ?? null,
    psiRnt: rnt ?? null,
    psi_moyen: moyen ?? null,
    psi_about: about ?? null,
    psi_rive: rive ?? null,
    psi_rt: rt ?? null,
    psi_rnt: rnt ?? null,
    image: { url: '/media/download/schema-poutrelles-facade' },
    urlRefSite: 'https://www.rupteo.fr/references/maison-individuelle-saint-herblain',
  };
}

function answer(id: number, filterId: number, filter: string, value: string): HistoryFilterValue {
  return {
    id,
    filter,
    value,
    filter_name: filter,
    filter_section: 'psi',
    filter_id: filterId,
    psi_value_id: null,
  };
}

const mean = psi(10431, [0.211, 0.223, 0.193, 0.253, 0.873]);

export function thermalHistoryFixture(overrides: Partial<ThermalHistory> = {}): ThermalHistory {
  return {
    id: 1001,
    name: '<b>Maison</b> Dupont',
    createdAt: '2026-10-20T08:16:00.000Z',
    created_at: '2026-10-20T08:16:00.000Z',
    customer: { id: 1 },
    dataType: 'rup',
    filterValues: [
      answer(211, 21, 'Type de bâtiment', 'Maison individuelle'),
      answer(221, 22, 'Type de plancher', 'Plancher bas sur vide sanitaire'),
      answer(231, 23, 'Système de plancher', 'Poutrelles et entrevous'),
    ],
    refineValues: [],
    filters: [],
    rupteur: {
      id: 503,
      uuid: '3',
      name: 'Rupteur Poutrelle RP ITI',
      visual: 'rupteur-poutrelle-rp-iti',
      // As the server gives them: relative to the API (the mock backend serves the drawings).
      image: {
        url: '/media/download/rupteur-poutrelle-rp-iti',
        urlThumb: '/media/download/rupteur-poutrelle-rp-iti?format=thumb',
      },
      urlProduct: 'https://www.rupteo.fr/produits/rupteur-poutrelle-rp-iti',
      certification1: 'Proces-verbal_resistance_au_feu_RP-CF_REI120.pdf',
      certification2: 'https://www.rupteo.fr/documents/certificat-acermi-tpr.pdf',
      psiValues: [mean],
    },
    psiValue: mean,
    psi_value: [mean],
    fdes: [],
    poutrelle: null,
    predalle: null,
    premur: null,
    envPoutrelle: null,
    envPredalle: null,
    envMur: null,
    ...overrides,
  };
}

/** A history on an intermediate floor: the RE2020 ψ9 limit applies (0.45 meets it, 0.72 does not). */
export function intermediateFloorFixture(): ThermalHistory {
  const value = psi(20001, [0.45, 0.72, 0.6, null, 0.31]);
  return thermalHistoryFixture({
    id: 1006,
    name: 'Immeuble rue Garibaldi',
    filterValues: [
      answer(212, 21, 'Type de bâtiment', 'Logements collectifs'),
      answer(223, 22, 'Type de plancher', 'Plancher intermédiaire'),
    ],
    refineValues: [{ ...answer(291, 29, 'Épaisseur isolant', '100 mm'), psi_value_id: 20001 }],
    psiValue: value,
    psi_value: [value],
  });
}

export function environmentalFixture(): ThermalHistory {
  return thermalHistoryFixture({
    id: 1002,
    name: 'Résidence Les Tilleuls – bât. B',
    dataType: 'pre',
    rupteur: null,
    psiValue: null,
    psi_value: [],
    predalle: { id: 7 },
    envPredalle: {
      id: 7,
      name: 'Prédalle PR 13',
      dataType: 'pre',
      systemName: 'Prédalles et thermoprédalles',
      typeDePoutrelle: null,
      litrageBeton: 150,
      uniteLitrageBeton: 'L/m²',
      ratioKilotageArmatures: 6,
      uniteRatioKilotageArmatures: 'kg/m²',
      litrageBetonSupplementaire: 20,
      uniteLitrageBetonSupplementaire: 'L/m²',
      ratioKilotage: 8,
      uniteRatioKilotage: 'kg/m²',
    },
  } as Partial<ThermalHistory>);
}

export function loadedState(
  history: ThermalHistory,
  overrides: Partial<RupteurResultState> = {},
): RupteurResultState {
  return {
    ...initialRupteurResultState,
    status: 'loaded',
    historyId: history.id,
    history,
    ...overrides,
  };
}
