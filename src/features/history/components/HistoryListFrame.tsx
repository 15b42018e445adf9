/**
 * The frame of the history lists. `HistoryListBody` is the list in each of its states: first
 * load, failed load, the result bar with the sort, empty and the items (all three histories).
 * `HistoryListFrame` adds the filter panel beside (or, on a phone, above) the list, and the empty
 * list with filters that offers to reset them (the floor and carbon histories).
 */
import { useCallback, useEffect, type Key, type ReactNode } from 'react';
import type { HistoryOrder } from '@/api/types';
import { heldFrameNode, releaseFrameNode } from '@/lib/frameNodes';
import { useIsMobile } from '@/lib/hooks/useIsMobile';
import { FIRST_ITEMS_NODE } from '../frame/firstItems';
import { hasFilterValue, type HistoryListState, type LoadStatus } from '../historyTypes';
import type { FilterValues } from './FilterFields';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import { HistoryItems } from './HistoryItems';
import { HistoryStyles } from './HistoryStyles';
import {
  DEFAULT_ORDERS,
  HistoryEmpty,
  HistoryLoadError,
  HistoryLoading,
  HistoryResultBar,
  NO_RESULT_TEXT,
  NO_RESULT_TITLE,
} from './HistoryStates';

export interface HistoryListBodyProps<T> {
  status: LoadStatus;
  items: readonly T[];
  /** The key of an item among the others. */
  itemKey: (item: T) => Key;
  /** An item, as an `<li>` (a memoised `HistoryItemCard`: see HistoryItems). */
  renderItem: (item: T) => ReactNode;
  error: string | null;
  onRetry: () => void;
  /** The result bar (count and sort), shown once a list has loaded. */
  resultBar: ReactNode;
  /** What an empty list shows. */
  empty: ReactNode;
  /** The accessible name of the list. */
  listLabel: string;
}

/**
 * The list's first items that the page's first paint drew (src/features/history/frame/), kept in
 * place while the screen loads its own: an element of no box of its own around them, inert (their
 * controls are not the app's: they wait for the screen's own list).
 */
function HeldFirstItems({ node }: { node: Element }) {
  const adopt = useCallback(
    (container: HTMLDivElement | null) => {
      if (container && node.parentNode !== container) container.replaceChildren(node);
    },
    [node],
  );
  return <div style={{ display: 'contents' }} inert ref={adopt} />;
}

export function HistoryListBody<T>({
  status,
  items,
  itemKey,
  renderItem,
  error,
  onRetry,
  resultBar,
  empty,
  listLabel,
}: HistoryListBodyProps<T>) {
  const firstLoad = (status === 'loading' || status === 'idle') && items.length === 0;
  // Until the list has loaded (or failed), the first items of the page's first paint, if drawn.
  const held = firstLoad ? heldFrameNode(FIRST_ITEMS_NODE) : null;
  const settled = status === 'ready' || status === 'error';
  useEffect(() => {
    if (settled) releaseFrameNode(FIRST_ITEMS_NODE);
  }, [settled]);
  let body: ReactNode;
  if (firstLoad) body = held ? <HeldFirstItems node={held} /> : <HistoryLoading />;
  else if (status === 'error' && items.length === 0)
    body = <HistoryLoadError message={error} onRetry={onRetry} />;
  else
    body = (
      <div className="history-body">
        {status === 'error' && <HistoryLoadError message={error} onRetry={onRetry} />}
        {resultBar}
        {items.length === 0 ? (
          empty
        ) : (
          <HistoryItems<T>
            label={listLabel}
            items={items}
            itemKey={itemKey}
            renderItem={renderItem}
          />
        )}
      </div>
    );
  // The screen's styles (the items, the body, the result bar, the filter panel beside it) in every
  // state.
  return (
    <>
      <HistoryStyles />
      {body}
    </>
  );
}

/** What a filtered history list's screen reports to its container. */
export interface HistoryListHandlers<F extends FilterValues<F>> extends Pick<
  FilterPanelProps<F>,
  'onFilterChange' | 'onFiltersApply' | 'onFiltersReset'
> {
  onOrderChange: (order: HistoryOrder) => void;
  onRetry: () => void;
}

export interface HistoryListFrameProps<F extends FilterValues<F>, Item>
  extends
    HistoryListHandlers<F>,
    Pick<FilterPanelProps<F>, 'emptyFilters' | 'fields' | 'clean'>,
    Pick<HistoryListBodyProps<Item>, 'itemKey' | 'renderItem'> {
  state: HistoryListState<Item, F, unknown>;
  /** Forces the layout (stories); by default it follows the window width. */
  layout?: 'mobile' | 'desktop';
  /** The server's sort options; the two date orders when it serves none. */
  orders?: Array<{ label: string; value: HistoryOrder }>;
  /** The text of an empty history without filters. */
  emptyText: string;
  /** The accessible name of the list. */
  listLabel: string;
}

export function HistoryListFrame<F extends FilterValues<F>, Item>({
  state,
  layout,
  orders,
  emptyText,
  listLabel,
  onOrderChange,
  onRetry,
  itemKey,
  renderItem,
  ...panel
}: HistoryListFrameProps<F, Item>) {
  const mobile = useIsMobile(layout);
  const { filters, status, items, total, order, error } = state;
  return (
    // Plain elements styled once (HistoryStyles): this renders at each change of the list.
    <div className="history-frame" data-layout={mobile ? 'mobile' : 'desktop'}>
      <FilterPanel<F> {...panel} mobile={mobile} filters={filters} />
      <div className="history-frame-main">
        <HistoryListBody<Item>
          status={status}
          items={items}
          itemKey={itemKey}
          renderItem={renderItem}
          error={error}
          onRetry={onRetry}
          listLabel={listLabel}
          resultBar={
            <HistoryResultBar
              total={total}
              order={order}
              orders={orders && orders.length > 0 ? orders : DEFAULT_ORDERS}
              onOrderChange={onOrderChange}
              busy={status === 'loading'}
            />
          }
          empty={
            hasFilterValue(filters) ? (
              <HistoryEmpty
                title={NO_RESULT_TITLE}
                description={NO_RESULT_TEXT}
                onReset={panel.onFiltersReset}
              />
            ) : (
              <HistoryEmpty title={emptyText} />
            )
          }
        />
      </div>
    </div>
  );
}
