/**
 * The carbon history (spec 000 §2): the user's clusters (groups of carbon simulations) with the
 * filters dateFrom, dateTo and systemType (options and tooltip from the server), the server's
 * order options, 'Le {date} à {H}h{M}' for each item, 'Ouvrir' and 'Supprimer'.
 */
import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { CarbonHistoryItem, HistoryOrder } from '@/api/types';
import { formatDateTime } from '@/lib/dates';
import { withCarbonUnit } from '@/lib/carbonFormat';
import { carbonItemHref } from '../historyFormat';
import {
  EMPTY_CARBON_FILTERS,
  hasFilterValue,
  type CarbonFilterName,
  type CarbonFilters,
  type CarbonHistoryState,
} from '../historyTypes';
import { DateFilter, SelectFilter } from './FilterFields';
import { FilterPanel } from './FilterPanel';
import { HistoryListFrame } from './HistoryListFrame';
import { useIsMobile } from '@/lib/hooks/useIsMobile';

export const CARBON_EMPTY_TEXT = "Vous n'avez pas encore enregistré de simulation.";

export interface CarbonHistoryViewProps {
  state: CarbonHistoryState;
  layout?: 'mobile' | 'desktop';
  onFilterChange: (name: CarbonFilterName, value: string) => void;
  onFiltersApply: (filters: CarbonFilters) => void;
  onFiltersReset: () => void;
  onOrderChange: (order: HistoryOrder) => void;
  onRetry: () => void;
  onDeleteCluster: (item: CarbonHistoryItem) => void;
  onDeleteSimulation: (simulation: { id: number }) => void;
}

function CarbonItem({
  item,
  systemLabels,
  onDelete,
  onDeleteSimulation,
}: {
  item: CarbonHistoryItem;
  systemLabels: Record<string, string>;
  onDelete: () => void;
  onDeleteSimulation: (simulation: { id: number }) => void;
}) {
  const count = item.simulations.length;
  return (
    <Box as="li" bg="bg" borderWidth="1px" rounded="md" p="4" listStyleType="none">
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </Text>
        <Heading as="h3" size="sm">
          {item.name}
        </Heading>
        {count > 0 && (
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {count} {count > 1 ? 'simulations' : 'simulation'}
            </Text>
            <List.Root gap="1" ps="4" mt="1" fontSize="sm">
              {item.simulations.map((simulation) => {
                const system = systemLabels[simulation.systemType] ?? simulation.systemType;
                return (
                  <List.Item key={simulation.id}>
                    <HStack gap="3" wrap="wrap">
                      <Text>
                        {system} : {withCarbonUnit(simulation.carbonFootprint)}
                      </Text>
                      <Button
                        size="2xs"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => onDeleteSimulation(simulation)}
                        aria-label={`Supprimer la simulation ${system} de ${item.name}`}
                      >
                        Supprimer
                      </Button>
                    </HStack>
                  </List.Item>
                );
              })}
            </List.Root>
          </Box>
        )}
        <HStack gap="3" pt="1" wrap="wrap">
          <Button asChild size="sm">
            <RouterLink to={carbonItemHref(item)} aria-label={`Ouvrir ${item.name}`}>
              Ouvrir
            </RouterLink>
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={onDelete}
            aria-label={`Supprimer ${item.name}`}
          >
            Supprimer
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

export function CarbonHistoryView({
  state,
  layout,
  onFilterChange,
  onFiltersApply,
  onFiltersReset,
  onOrderChange,
  onRetry,
  onDeleteCluster,
  onDeleteSimulation,
}: CarbonHistoryViewProps) {
  const mobile = useIsMobile(layout);
  const { filters, options, status, items, total, order, error } = state;
  const filtered = hasFilterValue(filters);
  // The server maps label to value; the items carry the value.
  const systemLabels = Object.fromEntries(
    Object.entries(options.systemType?.options ?? {}).map(([label, value]) => [value, label]),
  );

  const panel = (
    <FilterPanel<CarbonFilters>
      mobile={mobile}
      filters={filters}
      emptyFilters={EMPTY_CARBON_FILTERS}
      onChange={onFilterChange}
      onApply={onFiltersApply}
      onReset={onFiltersReset}
      renderFields={(values, change) => (
        <>
          <DateFilter
            label="Date de début"
            value={values.dateFrom}
            onChange={(value) => change('dateFrom', value)}
          />
          <DateFilter
            label="Date de fin"
            value={values.dateTo}
            onChange={(value) => change('dateTo', value)}
          />
          <SelectFilter
            label="Système constructif"
            tooltip={options.systemType?.tooltip}
            options={options.systemType?.options}
            value={values.systemType}
            onChange={(value) => change('systemType', value)}
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
      orders={options.orders}
      error={error}
      filtered={filtered}
      emptyText={CARBON_EMPTY_TEXT}
      listLabel="Mes simulations"
      onRetry={onRetry}
      onOrderChange={onOrderChange}
      onFiltersReset={onFiltersReset}
    >
      {items.map((item) => (
        <CarbonItem
          key={item.id}
          item={item}
          systemLabels={systemLabels}
          onDelete={() => onDeleteCluster(item)}
          onDeleteSimulation={onDeleteSimulation}
        />
      ))}
    </HistoryListFrame>
  );
}
