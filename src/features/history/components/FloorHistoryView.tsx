/**
 * The floor history (spec 000 §2): the saved simulations and solutions with their filters
 * (type, floor, floorLevel, floorType, zip, title, projectCode; options and tooltips from the
 * server), the sort, and for each item 'Ouvrir' and 'Supprimer'.
 */
import { memo, useCallback, useMemo } from 'react';
import type { FloorHistoryItem } from '@/api/types';
import { formatDate } from '@/lib/dates';
import { floorItemHref, floorTypeLabel } from '../historyFormat';
import {
  cutZip,
  EMPTY_FLOOR_FILTERS,
  ZIP_MAX_LENGTH,
  type FloorFilters,
  type FloorHistoryState,
} from '../historyTypes';
import type { FilterField } from './FilterFields';
import { HistoryListFrame, type HistoryListHandlers } from './HistoryListFrame';
import { HistoryItemCard } from './HistoryStates';

/** The floor types of the documentation; the server serves no options for this filter. */
export const FLOOR_TYPE_OPTIONS: Record<string, string> = {
  'Poutrelles et entrevous': 'Poutrelles et entrevous',
  Prédalles: 'Prédalles',
  'Dalle pleine': 'Dalle pleine',
};

export const FLOOR_EMPTY_TEXT = "Vous n'avez pas encore enregistré de configuration.";

export interface FloorHistoryViewProps extends HistoryListHandlers<FloorFilters> {
  state: FloorHistoryState;
  /** Forces the layout (stories); by default it follows the window width. */
  layout?: 'mobile' | 'desktop';
  onDelete: (item: FloorHistoryItem) => void;
}

/** Memoised: a render of the screen renders an item again only when it changed. */
const FloorItem = memo(function FloorItem({
  item,
  onDelete,
}: {
  item: FloorHistoryItem;
  onDelete: (item: FloorHistoryItem) => void;
}) {
  const kind = item.type === 'solution' ? 'la solution' : 'la simulation';
  return (
    <HistoryItemCard
      href={floorItemHref(item)}
      openLabel={`Ouvrir ${kind} ${item.title || item.name}`}
      deleteLabel={`Supprimer ${kind} ${item.title || item.name}`}
      onDelete={() => onDelete(item)}
    >
      <div className="history-item-row">
        <span
          className="history-item-badge"
          data-palette={item.type === 'solution' ? 'teal' : 'gray'}
        >
          {floorTypeLabel(item.type)}
        </span>
        <p className="history-item-muted">
          {item.type === 'solution' ? 'Enregistrée le ' : 'Créée le '}
          <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
        </p>
      </div>
      <h3 className="history-item-title">{item.title || item.name}</h3>
      {item.title && item.name && <p>{item.name}</p>}
      {item.libelle && <p className="history-item-muted">{item.libelle}</p>}
      {item.projectCode && <p className="history-item-muted">Code projet : {item.projectCode}</p>}
    </HistoryItemCard>
  );
});

/** A simulation and a solution may share an id. */
const floorItemKey = (item: FloorHistoryItem) => `${item.type}-${item.id}`;

/** The zip cut to its digits, as the store keeps it. */
const cleanFloorFilter = (name: keyof FloorFilters, value: string) =>
  name === 'zip' ? cutZip(value) : value;

/** The filters in their order, with the server's options and tooltips. */
function floorFilterFields(options: FloorHistoryState['options']): FilterField<FloorFilters>[] {
  return [
    { kind: 'select', name: 'type', label: 'Type', source: options?.type },
    { kind: 'select', name: 'floor', label: 'Plancher', source: options?.floor },
    { kind: 'select', name: 'floorLevel', label: 'Niveau', source: options?.floorLevel },
    {
      kind: 'select',
      name: 'floorType',
      label: 'Type de plancher',
      source: options?.floorType,
      fallback: FLOOR_TYPE_OPTIONS,
    },
    {
      kind: 'text',
      name: 'zip',
      label: 'Code postal',
      inputMode: 'numeric',
      maxLength: ZIP_MAX_LENGTH,
      clean: cutZip,
    },
    { kind: 'text', name: 'title', label: 'Titre' },
    { kind: 'text', name: 'projectCode', label: 'Code projet' },
  ];
}

export function FloorHistoryView({ state, layout, onDelete, ...handlers }: FloorHistoryViewProps) {
  const { options } = state;
  // The same fields while the options are the same: the filter panel is memoised on them.
  const fields = useMemo(() => floorFilterFields(options), [options]);
  // The same function while the actions are the same: the list is memoised on it.
  const renderItem = useCallback(
    (item: FloorHistoryItem) => <FloorItem item={item} onDelete={onDelete} />,
    [onDelete],
  );
  return (
    <HistoryListFrame<FloorFilters, FloorHistoryItem>
      {...handlers}
      state={state}
      layout={layout}
      emptyFilters={EMPTY_FLOOR_FILTERS}
      emptyText={FLOOR_EMPTY_TEXT}
      listLabel="Mes configurations"
      itemKey={floorItemKey}
      renderItem={renderItem}
      clean={cleanFloorFilter}
      fields={fields}
    />
  );
}
