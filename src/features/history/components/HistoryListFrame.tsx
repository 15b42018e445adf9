/**
 * The layout shared by the floor and carbon histories: the filter panel beside (or, on a phone,
 * above) the list, and the list in each of its states: first load, failed load, the result bar
 * with the sort, empty (with or without filters) and the items.
 */
import { Box, Grid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { HistoryOrder } from '@/api/types';
import type { LoadStatus } from '../historyTypes';
import {
  HistoryEmpty,
  HistoryLoadError,
  HistoryLoading,
  HistoryResultBar,
  NO_RESULT_TEXT,
  NO_RESULT_TITLE,
} from './HistoryStates';

export interface HistoryListFrameProps {
  mobile: boolean;
  /** The filter panel. */
  panel: ReactNode;
  status: LoadStatus;
  itemCount: number;
  total: number;
  order: HistoryOrder;
  orders?: Array<{ label: string; value: HistoryOrder }>;
  error: string | null;
  /** A filter has a value: an empty list then offers to reset the filters. */
  filtered: boolean;
  /** The text of an empty history without filters. */
  emptyText: string;
  /** The accessible name of the list. */
  listLabel: string;
  onRetry: () => void;
  onOrderChange: (order: HistoryOrder) => void;
  onFiltersReset: () => void;
  /** The items, each an `<li>`. */
  children: ReactNode;
}

export function HistoryListFrame({
  mobile,
  panel,
  status,
  itemCount,
  total,
  order,
  orders,
  error,
  filtered,
  emptyText,
  listLabel,
  onRetry,
  onOrderChange,
  onFiltersReset,
  children,
}: HistoryListFrameProps) {
  const firstLoad = (status === 'loading' || status === 'idle') && itemCount === 0;
  let list: ReactNode;
  if (firstLoad) list = <HistoryLoading />;
  else if (status === 'error' && itemCount === 0)
    list = <HistoryLoadError message={error} onRetry={onRetry} />;
  else
    list = (
      <Stack gap="4">
        {status === 'error' && <HistoryLoadError message={error} onRetry={onRetry} />}
        <HistoryResultBar
          total={total}
          order={order}
          orders={orders}
          onOrderChange={onOrderChange}
          busy={status === 'loading'}
        />
        {itemCount === 0 ? (
          filtered ? (
            <HistoryEmpty
              title={NO_RESULT_TITLE}
              description={NO_RESULT_TEXT}
              onReset={onFiltersReset}
            />
          ) : (
            <HistoryEmpty title={emptyText} />
          )
        ) : (
          <Stack as="ul" gap="3" aria-label={listLabel} m="0" p="0">
            {children}
          </Stack>
        )}
      </Stack>
    );

  return (
    <Grid templateColumns={mobile ? '1fr' : '17rem minmax(0, 1fr)'} gap="6" alignItems="start">
      {panel}
      <Box minW="0">{list}</Box>
    </Grid>
  );
}
