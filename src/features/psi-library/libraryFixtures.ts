/** Library responses for stories and component tests (the mock backend serves the real ones). */
import type {
  Filter,
  LibraryDatas,
  LibraryRupteur,
  PsiValue,
  SelectedFilterValue,
} from '@/api/catalogueTypes';
import { initialLibraryState, type LibraryState } from './librarySlice';

const FILTERS: Array<[number, string, string[]]> = [
  [22, 'Type de plancher', ['Plancher bas sur vide sanitaire', 'Plancher intermédiaire']],
  [23, 'Système de plancher', ['Poutrelles et entrevous', 'Prédalles', 'Dalle pleine']],
  [24, 'Type de liaison', ['Façade', 'Refend', 'Balcon']],
  [26, "Position de l'isolant", ['ITI', 'ITE']],
];

export function filtersFixture(selected: number[] = []): Filter[] {
  return FILTERS.map(([id, name, values]) => ({
    id,
    name,
    filter_section: 'psi',
    filter_column: String(id - 20),
    importColumn: id - 20,
    bg_image: null,
    filterValues: values.map((value, index) => ({
      id: id * 10 + index + 1,
      value,
      filter_name: name,
      filter_section: 'psi',
      selected: selected.includes(id * 10 + index + 1),
    })),
  }));
}

function characteristicsOf(psiId: number, index: number): SelectedFilterValue[] {
  return FILTERS.map(([filterId, name, values]) => {
    const valueIndex = filterId === 22 ? 1 : index % values.length;
    return {
      filter: String(filterId - 20),
      value: values[valueIndex]!,
      filter_name: name,
      filter_section: 'psi',
      filter_id: filterId,
      psi_value_id: psiId,
      value_id: filterId * 10 + valueIndex + 1,
    };
  });
}

const NAMES = ['ThermoPrédalle TPR à rupteur intégré', 'Rupteur RT 120 S', 'Rupteur balcon RB 200'];

/** `rupteurs` rupteurs of `perRupteur` PSI values each, on intermediate floors (one above 0.60). */
export function libraryDatasFixture({
  rupteurs = 2,
  perRupteur = 3,
  selected = [222],
}: { rupteurs?: number; perRupteur?: number; selected?: number[] } = {}): LibraryDatas {
  const psiValuesFiltersValues: Record<string, SelectedFilterValue[]> = {};
  let psiId = 10001;
  const list: LibraryRupteur[] = Array.from({ length: rupteurs }, (_, r) => {
    const values: PsiValue[] = Array.from({ length: perRupteur }, (_, index) => {
      const id = psiId++;
      psiValuesFiltersValues[String(id)] = characteristicsOf(id, index);
      const moyen = index === 1 ? 0.712 : 0.18 + index * 0.011;
      return {
        id,
        psiMoyen: moyen,
        psiAbout: moyen - 0.02,
        psiRive: index % 3 === 2 ? null : moyen + 0.05,
        psiRt: null,
        psiRnt: 0.75,
        image: null,
        urlRefSite: '',
      };
    });
    return {
      id: 501 + r,
      name: NAMES[r % NAMES.length]!,
      image: {
        url: `/media/download/rupteur-${r}`,
        urlThumb: `/media/download/rupteur-${r}?format=thumb`,
      },
      psiValuesAsArray: values,
    };
  });
  const filters = filtersFixture(selected);
  return {
    filters,
    results: {},
    rupteurs: list,
    nbResults: rupteurs * perRupteur,
    mergedFilters: filters.flatMap((filter) =>
      filter.filterValues
        .filter((value) => value.selected)
        .map((value) => ({ ...value, filter_id: filter.id })),
    ),
    psiValuesFiltersValues,
  };
}

export function libraryStateFixture(overrides: Partial<LibraryState> = {}): LibraryState {
  return {
    ...initialLibraryState,
    status: 'ready',
    choices: { '22': [222] },
    searched: true,
    datas: libraryDatasFixture(),
    ...overrides,
  };
}
