/**
 * The environmental questionnaires indexed from their table (environmentData.ts): every filter and
 * value by id (filters 7000-7399, values 70001-73999), the order of each system's questions, and a
 * filter in the shape the API answers.
 */
import {
  QUESTIONS,
  SYSTEM_FILTER_ID,
  SYSTEM_QUESTION,
  SYSTEMS,
  VALUE_BASE,
} from './environmentData';
import { ENV_DATA_TYPES, type EnvDataType, type EnvironmentFilter } from './environmentTypes';

export interface ValueInfo {
  id: number;
  dataType: EnvDataType | 'system';
  filterId: number;
  /** Index of the answer within its question. */
  index: number;
  value: string;
}

export interface FilterInfo {
  id: number;
  dataType: EnvDataType | 'system';
  name: string;
  question: string;
  column: string;
  importColumn: number;
  hint: string | null;
  valueIds: number[];
}

export const filtersById = new Map<number, FilterInfo>();
export const valuesById = new Map<number, ValueInfo>();
export const filterOrder: Record<EnvDataType, number[]> = { pou: [], pre: [], mur: [] };

filtersById.set(SYSTEM_FILTER_ID, {
  id: SYSTEM_FILTER_ID,
  dataType: 'system',
  name: 'Système constructif',
  question: SYSTEM_QUESTION,
  column: 'systeme_constructif',
  importColumn: 1,
  hint: null,
  valueIds: ENV_DATA_TYPES.map((type) => SYSTEMS[type].valueId),
});
ENV_DATA_TYPES.forEach((type) => {
  const system = SYSTEMS[type];
  valuesById.set(system.valueId, {
    id: system.valueId,
    dataType: 'system',
    filterId: SYSTEM_FILTER_ID,
    index: ENV_DATA_TYPES.indexOf(type),
    value: system.value,
  });
});
for (const type of ENV_DATA_TYPES) {
  let nextValueId = VALUE_BASE[type];
  QUESTIONS[type].forEach((question, position) => {
    const valueIds = question.answers.map((answer, index) => {
      const id = nextValueId++;
      valuesById.set(id, { id, dataType: type, filterId: question.id, index, value: answer });
      return id;
    });
    filtersById.set(question.id, {
      id: question.id,
      dataType: type,
      name: question.name,
      question: question.question,
      column: question.column,
      importColumn: position + 2,
      hint: question.hint ?? null,
      valueIds,
    });
    filterOrder[type].push(question.id);
  });
}

function systemFields(valueId: number): { dataType: EnvDataType; label: string } {
  const dataType = ENV_DATA_TYPES.find((type) => SYSTEMS[type].valueId === valueId)!;
  return { dataType, label: SYSTEMS[dataType].label };
}

export function toFilter(
  info: FilterInfo,
  valueIds: readonly number[],
  selected: ReadonlySet<number> = new Set(),
): EnvironmentFilter {
  const section = info.dataType === 'system' ? 'env' : info.dataType;
  return {
    id: info.id,
    name: info.name,
    filter_section: section,
    filter_column: info.column,
    importColumn: info.importColumn,
    bg_image: null,
    question: info.question,
    hint: info.hint,
    filterValues: valueIds.map((valueId) => {
      const value = valuesById.get(valueId)!;
      return {
        id: value.id,
        value: value.value,
        filter_name: info.name,
        filter_section: section,
        selected: selected.has(value.id),
        ...(info.dataType === 'system' ? systemFields(valueId) : {}),
      };
    }),
  };
}
