/**
 * The floor history (spec 000 §2): the saved simulations and solutions with their filters
 * (type, floor, floorLevel, floorType, zip, title, projectCode; options and tooltips from the
 * server), the sort, and for each item 'Ouvrir' and 'Supprimer'.
 */
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { FloorHistoryItem, HistoryOrder } from '@/api/types';
import { formatDate } from '@/lib/dates';
import { floorItemHref, floorTypeLabel } from '../historyFormat';
import {
  cutZip,
  EMPTY_FLOOR_FILTERS,
  hasFilterValue,
  ZIP_MAX_LENGTH,
  type FloorFilterName,
  type FloorFilters,
  type FloorHistoryState,
} from '../historyTypes';
import { SelectFilter, TextFilter } from './FilterFields';
import { FilterPanel } from './FilterPanel';
import { HistoryListFrame } from './HistoryListFrame';
import { useIsMobile } from '@/lib/hooks/useIsMobile';

/** The floor types of the documentation; the server serves no options for this filter. */
export const FLOOR_TYPE_OPTIONS: Record<string, string> = {
  'Poutrelles et entrevous': 'Poutrelles et entrevous',
  Prédalles: 'Prédalles',
  'Dalle pleine': 'Dalle pleine',
};

export const FLOOR_EMPTY_TEXT = "Vous n'avez pas encore enregistré de configuration.";

export interface FloorHistoryViewProps {
  state: FloorHistoryState;
  /** Forces the layout (stories); by default it follows the window width. */
  layout?: 'mobile' | 'desktop';
  onFilterChange: (name: FloorFilterName, value: string) => void;
  onFiltersApply: (filters: FloorFilters) => void;
  onFiltersReset: () => void;
  onOrderChange: (order: HistoryOrder) => void;
  onRetry: () => void;
  onDelete: (item: FloorHistoryItem) => void;
}

function FloorItem({ item, onDelete }: { item: FloorHistoryItem; onDelete: () => void }) {
  const kind = item.type === 'solution' ? 'la solution' : 'la simulation';
  return (
    <Box as="li" bg="bg" borderWidth="1px" rounded="md" p="4" listStyleType="none">
      <Stack gap="2">
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
        <HStack gap="3" pt="1" wrap="wrap">
          <Button asChild size="sm">
            <RouterLink
              to={floorItemHref(item)}
              aria-label={`Ouvrir ${kind} ${item.title || item.name}`}
            >
              Ouvrir
            </RouterLink>
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={onDelete}
            aria-label={`Supprimer ${kind} ${item.title || item.name}`}
          >
            Supprimer
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

export function FloorHistoryView({
  state,
  layout,
  onFilterChange,
  onFiltersApply,
  onFiltersReset,
  onOrderChange,
  onRetry,
  onDelete,
}: FloorHistoryViewProps) {
  const mobile = useIsMobile(layout);
  const { filters, options, status, items, total, order, error } = state;
  const filtered = hasFilterValue(filters);

  const panel = (
    <FilterPanel<FloorFilters>
      mobile={mobile}
      filters={filters}
      emptyFilters={EMPTY_FLOOR_FILTERS}
      onChange={onFilterChange}
      onApply={onFiltersApply}
      onReset={onFiltersReset}
      clean={(name, value) => (name === 'zip' ? cutZip(value) : value)}
      renderFields={(values, change) => (
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
      )}
    />
  );

  return (
    <HistoryListFrame
      mobile={mobile}
      panel={panel}
      status={status}
      itemCount={items.length}
      total={total}
      order={order}
      error={error}
      filtered={filtered}
      emptyText={FLOOR_EMPTY_TEXT}
      listLabel="Mes configurations"
      onRetry={onRetry}
      onOrderChange={onOrderChange}
      onFiltersReset={onFiltersReset}
    >
      {items.map((item) => (
        <FloorItem key={`${item.type}-${item.id}`} item={item} onDelete={() => onDelete(item)} />
      ))}
    </HistoryListFrame>
  );
}
