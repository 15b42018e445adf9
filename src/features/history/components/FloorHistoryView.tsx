/**
 * The floor history (spec 000 §2): the saved simulations and solutions with their filters
 * (type, floor, floorLevel, floorType, zip, title, projectCode; options and tooltips from the
 * server), the sort, and for each item 'Ouvrir' and 'Supprimer'.
 */
import { Badge, Heading, HStack, Text } from '@chakra-ui/react';
import { memo, useCallback, type ReactNode } from 'react';
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
import { SelectFilter, TextFilter } from './FilterFields';
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
      <HStack gap="3" wrap="wrap">
        <Badge colorPalette={item.type === 'solution' ? 'teal' : 'gray'} variant="subtle">
          {floorTypeLabel(item.type)}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {item.type === 'solution' ? 'Enregistrée le ' : 'Créée le '}
          <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
        </Text>
      </HStack>
      <Heading as="h3" size="sm">
        {item.title || item.name}
      </Heading>
      {item.title && item.name && <Text>{item.name}</Text>}
      {item.libelle && (
        <Text fontSize="sm" color="fg.muted">
          {item.libelle}
        </Text>
      )}
      {item.projectCode && (
        <Text fontSize="sm" color="fg.muted">
          Code projet : {item.projectCode}
        </Text>
      )}
    </HistoryItemCard>
  );
});

/** A simulation and a solution may share an id. */
const floorItemKey = (item: FloorHistoryItem) => `${item.type}-${item.id}`;

/** The zip cut to its digits, as the store keeps it. */
const cleanFloorFilter = (name: keyof FloorFilters, value: string) =>
  name === 'zip' ? cutZip(value) : value;

export function FloorHistoryView({ state, layout, onDelete, ...handlers }: FloorHistoryViewProps) {
  const { options } = state;
  // The same function while the options are the same: the filter panel is memoised on it.
  const renderFields = useCallback(
    (
      values: FloorFilters,
      change: (name: keyof FloorFilters, value: string) => void,
    ): ReactNode => (
      <>
        <SelectFilter
          label="Type"
          tooltip={options?.type?.tooltip}
          options={options?.type?.options}
          value={values.type}
          onChange={(value) => change('type', value)}
        />
        <SelectFilter
          label="Plancher"
          tooltip={options?.floor?.tooltip}
          options={options?.floor?.options}
          value={values.floor}
          onChange={(value) => change('floor', value)}
        />
        <SelectFilter
          label="Niveau"
          tooltip={options?.floorLevel?.tooltip}
          options={options?.floorLevel?.options}
          value={values.floorLevel}
          onChange={(value) => change('floorLevel', value)}
        />
        <SelectFilter
          label="Type de plancher"
          tooltip={options?.floorType?.tooltip}
          options={options?.floorType?.options ?? FLOOR_TYPE_OPTIONS}
          value={values.floorType}
          onChange={(value) => change('floorType', value)}
        />
        <TextFilter
          label="Code postal"
          inputMode="numeric"
          maxLength={ZIP_MAX_LENGTH}
          value={values.zip}
          onChange={(value) => change('zip', cutZip(value))}
        />
        <TextFilter
          label="Titre"
          value={values.title}
          onChange={(value) => change('title', value)}
        />
        <TextFilter
          label="Code projet"
          value={values.projectCode}
          onChange={(value) => change('projectCode', value)}
        />
      </>
    ),
    [options],
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
      renderItem={(item) => <FloorItem item={item} onDelete={onDelete} />}
      clean={cleanFloorFilter}
      renderFields={renderFields}
    />
  );
}
