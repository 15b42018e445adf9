/**
 * The carbon history (spec 000 §2): the user's clusters (groups of carbon simulations) with the
 * filters dateFrom, dateTo and systemType (options and tooltip from the server), the server's
 * order options, 'Le {date} à {H}h{M}' for each item, 'Ouvrir' and 'Supprimer'.
 */
import { DELETE_LABEL } from '@/ui/deleteButton/DeleteButton';
import { memo, useCallback, useMemo } from 'react';
import type { CarbonHistoryItem } from '@/api/types';
import { formatDateTime } from '@/lib/dates';
import { withCarbonUnit } from '@/lib/carbonFormat';
import { carbonItemHref } from '../historyFormat';
import {
  EMPTY_CARBON_FILTERS,
  type CarbonFilterOptions,
  type CarbonFilters,
  type CarbonHistoryState,
} from '../historyTypes';
import type { FilterField } from './FilterFields';
import { HistoryListFrame, type HistoryListHandlers } from './HistoryListFrame';
import { HistoryItemCard } from './HistoryStates';

export const CARBON_EMPTY_TEXT = "Vous n'avez pas encore enregistré de simulation.";

export interface CarbonHistoryViewProps extends HistoryListHandlers<CarbonFilters> {
  state: CarbonHistoryState;
  layout?: 'mobile' | 'desktop';
  onDeleteCluster: (item: CarbonHistoryItem) => void;
  onDeleteSimulation: (simulation: { id: number }) => void;
}

/** Memoised: a render of the screen renders an item again only when it changed. */
const CarbonItem = memo(function CarbonItem({
  item,
  systemLabels,
  onDelete,
  onDeleteSimulation,
}: {
  item: CarbonHistoryItem;
  systemLabels: Record<string, string>;
  onDelete: (item: CarbonHistoryItem) => void;
  onDeleteSimulation: (simulation: { id: number }) => void;
}) {
  const count = item.simulations.length;
  return (
    <HistoryItemCard
      href={carbonItemHref(item)}
      openLabel={`Ouvrir ${item.name}`}
      deleteLabel={`Supprimer ${item.name}`}
      onDelete={() => onDelete(item)}
    >
      <p className="history-item-muted">
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </p>
      <h3 className="history-item-title">{item.name}</h3>
      {count > 0 && (
        <div>
          <p className="history-item-muted">
            {count} {count > 1 ? 'simulations' : 'simulation'}
          </p>
          <ul className="history-item-list">
            {item.simulations.map((simulation) => {
              const system = systemLabels[simulation.systemType] ?? simulation.systemType;
              return (
                <li key={simulation.id}>
                  <div className="history-item-row">
                    <p>
                      {system} : {withCarbonUnit(simulation.carbonFootprint)}
                    </p>
                    <button
                      type="button"
                      className="history-item-delete-small"
                      onClick={() => onDeleteSimulation(simulation)}
                      aria-label={`Supprimer la simulation ${system} de ${item.name}`}
                    >
                      {DELETE_LABEL}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </HistoryItemCard>
  );
});

const carbonItemKey = (item: CarbonHistoryItem) => item.id;

/** The filters in their order, with the server's options and tooltips. */
function carbonFilterFields(options: CarbonFilterOptions): FilterField<CarbonFilters>[] {
  return [
    { kind: 'select', name: 'type', label: 'Type', source: options.type },
    { kind: 'date', name: 'dateFrom', label: 'Date de début' },
    { kind: 'date', name: 'dateTo', label: 'Date de fin' },
    {
      kind: 'select',
      name: 'systemType',
      label: 'Système constructif',
      source: options.systemType,
    },
  ];
}

export function CarbonHistoryView({
  state,
  layout,
  onDeleteCluster,
  onDeleteSimulation,
  ...handlers
}: CarbonHistoryViewProps) {
  const { options } = state;
  // The server maps label to value; the items carry the value. Kept while the options are the
  // same (they come with each answer): the items are memoised on it.
  const systemTypeOptions = options.systemType?.options;
  const systemLabels = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(systemTypeOptions ?? {}).map(([label, value]) => [value, label]),
      ),
    [systemTypeOptions],
  );

  // The same fields while the options are the same: the filter panel is memoised on them.
  const fields = useMemo(() => carbonFilterFields(options), [options]);
  // The same function while the labels and actions are the same: the list is memoised on it.
  const renderItem = useCallback(
    (item: CarbonHistoryItem) => (
      <CarbonItem
        item={item}
        systemLabels={systemLabels}
        onDelete={onDeleteCluster}
        onDeleteSimulation={onDeleteSimulation}
      />
    ),
    [systemLabels, onDeleteCluster, onDeleteSimulation],
  );
  return (
    <HistoryListFrame<CarbonFilters, CarbonHistoryItem>
      {...handlers}
      state={state}
      layout={layout}
      emptyFilters={EMPTY_CARBON_FILTERS}
      orders={options.orders}
      emptyText={CARBON_EMPTY_TEXT}
      listLabel="Mes simulations"
      itemKey={carbonItemKey}
      renderItem={renderItem}
      fields={fields}
    />
  );
}
