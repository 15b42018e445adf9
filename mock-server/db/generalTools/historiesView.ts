/**
 * The history entity of spec 001 §3 as the API answers it, built from a stored record, the
 * thermal-break catalogue and the environmental products.
 */
import type { Filter as ApiFilter } from '../../../src/api/catalogueTypes';
import type {
  HistoryFilterValue,
  HistoryPsiValue,
  ThermalHistory,
  ThermalHistorySummary,
} from '../../../src/api/thermalHistoryTypes';
import {
  filtersOfDataType,
  psiValueById,
  rupteurById,
  type Filter,
  type PsiValue,
} from './catalogue';
import {
  environmentAnsweredFilters,
  environmentProductById,
  type EnvDataType,
} from './environment';
import { absoluteUrlsOrigin } from '../../publicUrls';
import { historyRevision, type HistoryRecord } from './histories';
import { filterOfValue, leastFavourable, thermalMatch } from './historiesThermal';

/** A PSI value with its snake-case forms too. */
export function withSnakeCase(psi: PsiValue): HistoryPsiValue {
  return {
    ...psi,
    psi_moyen: psi.psiMoyen,
    psi_about: psi.psiAbout,
    psi_rive: psi.psiRive,
    psi_rt: psi.psiRt,
    psi_rnt: psi.psiRnt,
  };
}

function selectedValue(
  filter: Filter,
  valueId: number,
  psiValueId: number | null,
): HistoryFilterValue | undefined {
  const value = filter.filterValues.find((candidate) => candidate.id === valueId);
  if (!value) return undefined;
  return {
    id: value.id,
    filter: filter.name,
    value: value.value,
    filter_name: value.filter_name,
    filter_section: value.filter_section,
    filter_id: filter.id,
    psi_value_id: psiValueId,
  };
}

/** The questionnaire filters with every answer, the chosen ones flagged, answered ones only. */
function answeredThermalFilters(valueIds: readonly number[]): Filter[] {
  const chosen = new Set(valueIds);
  return filtersOfDataType('rup')
    .filter((filter) => filter.filterValues.some((value) => chosen.has(value.id)))
    .map((filter) => ({
      ...filter,
      filterValues: filter.filterValues.map((value) => ({
        ...value,
        selected: chosen.has(value.id),
      })),
    }));
}

function thermalParts(record: HistoryRecord) {
  const byValue = new Map<number, Filter>();
  for (const filter of filtersOfDataType('rup'))
    for (const value of filter.filterValues) byValue.set(value.id, filter);
  const filterValues = record.filterValueIds.flatMap((id) => {
    const filter = byValue.get(id);
    const selected = filter && selectedValue(filter, id, null);
    return selected ? [selected] : [];
  });
  const refineValues = record.refineValueIds.flatMap((id) => {
    const filter = filterOfValue(id);
    const selected = filter && selectedValue(filter, id, record.psiValueId);
    return selected ? [selected] : [];
  });
  const rupteur = record.rupteurId === null ? undefined : rupteurById(record.rupteurId);
  const match =
    record.rupteurId === null ? undefined : thermalMatch(record.rupteurId, record.filterValueIds);
  const chosen = record.psiValueId === null ? undefined : psiValueById(record.psiValueId);
  const psiValue = chosen ?? (match ? leastFavourable(match.psiValues) : undefined);
  const refined = record.refineValueIds.length > 0 && chosen;
  const list = refined ? [chosen] : (match?.psiValues ?? []);
  return {
    filterValues,
    refineValues,
    filters: answeredThermalFilters(record.filterValueIds),
    rupteur: rupteur ? { ...rupteur, psiValues: list.map(withSnakeCase) } : null,
    psiValue: psiValue ? withSnakeCase(psiValue) : null,
    psi_value: list.map(withSnakeCase),
  };
}

const ENV_FIELDS: Record<
  EnvDataType,
  { product: 'poutrelle' | 'predalle' | 'premur'; env: 'envPoutrelle' | 'envPredalle' | 'envMur' }
> = {
  pou: { product: 'poutrelle', env: 'envPoutrelle' },
  pre: { product: 'predalle', env: 'envPredalle' },
  mur: { product: 'premur', env: 'envMur' },
};

export function historyEntity(record: HistoryRecord): ThermalHistory {
  const entity: ThermalHistory = {
    id: record.id,
    name: record.name,
    createdAt: record.createdAt,
    created_at: record.createdAt,
    customer: record.customerId === null ? null : { id: record.customerId },
    dataType: record.dataType,
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
  };
  if (record.dataType === 'rup') return { ...entity, ...thermalParts(record) };
  const product =
    record.envProductId === null ? undefined : environmentProductById(record.envProductId);
  const filters = environmentAnsweredFilters(record.dataType, record.filterValueIds);
  const filterValues = filters.flatMap((filter) =>
    filter.filterValues
      .filter((value) => value.selected)
      .map((value) => selectedValue(filter, value.id, null)!),
  );
  const fields = ENV_FIELDS[record.dataType];
  return {
    ...entity,
    filterValues,
    filters: filters as ApiFilter[],
    fdes: product?.fdes ?? [],
    [fields.product]: record.envProductId === null ? null : { id: record.envProductId },
    [fields.env]: product?.result ?? null,
  };
}

/** The entity of each record as UTF-8 JSON, kept until the record changes. */
const serialised = new WeakMap<HistoryRecord, { record: string; json: Uint8Array }>();
const utf8 = new TextEncoder();

/**
 * The history entity as UTF-8 JSON, for a list: built, serialised and encoded once per state of its
 * record (a thermal entity is some 12 kB of filters, product and PSI table), not at every request.
 */
export function historyEntityJson(record: HistoryRecord): Uint8Array {
  // The record's revision, and the origin the entity's addresses are put on (publicUrls.ts).
  const state = `${absoluteUrlsOrigin()} ${historyRevision(record)}`;
  let cached = serialised.get(record);
  if (cached?.record !== state) {
    cached = { record: state, json: utf8.encode(JSON.stringify(historyEntity(record))) };
    serialised.set(record, cached);
  }
  return cached.json;
}

/** **Project-defined** (`fields: 'summary'` of the list): what the history screen shows of it. */
export function historySummary(entity: ThermalHistory): ThermalHistorySummary {
  const named = (product: { name: string } | null) => (product ? { name: product.name } : null);
  return {
    id: entity.id,
    name: entity.name,
    createdAt: entity.createdAt,
    created_at: entity.created_at,
    customer: entity.customer,
    dataType: entity.dataType,
    rupteur: entity.rupteur ? { id: entity.rupteur.id, name: entity.rupteur.name } : null,
    psiValue: entity.psiValue && { id: entity.psiValue.id, psiMoyen: entity.psiValue.psiMoyen },
    poutrelle: entity.poutrelle,
    predalle: entity.predalle,
    premur: entity.premur,
    envPoutrelle: named(entity.envPoutrelle),
    envPredalle: named(entity.envPredalle),
    envMur: named(entity.envMur),
  };
}

const summarised = new WeakMap<HistoryRecord, { record: string; json: Uint8Array }>();

/** The history's summary as UTF-8 JSON, for a list, kept as `historyEntityJson` keeps its entity. */
export function historySummaryJson(record: HistoryRecord): Uint8Array {
  const state = `${absoluteUrlsOrigin()} ${historyRevision(record)}`;
  let cached = summarised.get(record);
  if (cached?.record !== state) {
    cached = {
      record: state,
      json: utf8.encode(JSON.stringify(historySummary(historyEntity(record)))),
    };
    summarised.set(record, cached);
  }
  return cached.json;
}
