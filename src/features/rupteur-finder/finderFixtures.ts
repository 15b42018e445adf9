/** Example states of the finder for stories and screen tests. */
import type { Filter, FilterValue } from '@/api/catalogueTypes';
import {
  initialQuestionnaireState,
  initialRefineState,
  type QuestionnaireState,
  type RefineState,
} from './finderSlice';

function filterOf(
  id: number,
  name: string,
  question: string,
  importColumn: number,
  values: string[],
  selected?: number,
): Filter {
  const filterValues: FilterValue[] = values.map((value, index) => ({
    id: id * 10 + index + 1,
    value,
    filter_name: name,
    filter_section: 'psi',
    selected: selected === index,
  }));
  return {
    id,
    name,
    question,
    filter_section: 'psi',
    filter_column: `col_${importColumn}`,
    importColumn,
    bg_image: null,
    filterValues,
  };
}

export const questionFilters: Filter[] = [
  filterOf(21, 'Type de bâtiment', 'Quel est le type de bâtiment ?', 1, [
    'Maison individuelle',
    'Logement collectif',
    'Bâtiment tertiaire (bureaux, commerces)',
    'Établissement recevant du public (ERP)',
  ]),
  filterOf(22, 'Type de plancher', 'Quel plancher voulez-vous traiter ?', 2, [
    'Plancher bas sur vide sanitaire',
    'Plancher bas en haut de sous-sol',
    'Plancher intermédiaire',
    'Plancher haut sous toiture-terrasse',
  ]),
  filterOf(23, 'Système de plancher', 'Quel est le système constructif du plancher ?', 3, [
    'Poutrelles et entrevous',
    'Prédalles',
    'Dalle pleine',
  ]),
];

export function questionnaireFixture(patch: Partial<QuestionnaireState> = {}): QuestionnaireState {
  return {
    ...initialQuestionnaireState,
    status: 'ready',
    filters: questionFilters,
    total: 8,
    nbResults: 14,
    ...patch,
  };
}

export const refineFilters: Filter[] = [
  filterOf(29, "Épaisseur de l'isolant", '', 9, ['100 mm', '120 mm', '140 mm'], 0),
  filterOf(30, "Type d'isolant", '', 10, ['Polystyrène expansé', 'Laine de roche']),
  filterOf(33, 'Isolation du plancher bas', '', 13, ['Sous chape', 'En sous-face']),
  filterOf(34, 'Résistance thermique du plancher bas', '', 14, []),
];

export function refineFixture(patch: Partial<RefineState> = {}): RefineState {
  return {
    ...initialRefineState,
    historyId: 1904,
    // A floor over a sanitary void: the filters of columns 13 and 14 show.
    context: { chosenTexts: ['Plancher bas sur vide sanitaire'], rupteurUuid: '3' },
    status: 'ready',
    filters: refineFilters,
    choices: { '29': 291 },
    ...patch,
  };
}
