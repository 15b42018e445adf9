/**
 * The items of a history list. Up to VIRTUALIZE_AFTER items are all in the page; beyond, only the
 * items in view and a few around are (the page scrolls as usual: empty space above and below
 * stands for the others), so that 1,000 saved results and more show and filter at once. Each item
 * (`HistoryItemCard`) reports its height through `HistoryItemSlot`.
 *
 * The list gets the items and how to render one, not the rendered items: a render of the screen
 * (a filter changed, a reload under way) then builds only the items in the page, not one element
 * per item of the list. `renderItem` should give a memoised component (`memo`) with props that keep
 * their identity from one render to the next, so that those items render again only when their
 * item changed.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  createContext,
  Fragment,
  memo,
  useCallback,
  useMemo,
  useRef,
  type CSSProperties,
  type Key,
  type Ref,
  type ReactNode,
} from 'react';
import { measureWithoutLayout } from '@/ui/virtual/measureWithoutLayout';
import { useDocumentTop } from '@/ui/virtual/useDocumentTop';
import { VIRTUALIZE_AFTER } from '../historyTypes';
import { ITEM_GAP_PX } from './HistoryStyles';

export { VIRTUALIZE_AFTER };
/** The height of an item before it is measured, and the space between two (the list's gap 3). */
const ITEM_ESTIMATE_PX = 170;
const OVERSCAN = 4;

/** The slot of a virtualised item: its index among `total`, and the ref that measures it. */
export const HistoryItemSlot = createContext<{
  index: number;
  total: number;
  measure: (element: HTMLElement | null) => void;
} | null>(null);

export interface HistoryItemsProps<T> {
  /** The accessible name of the list. */
  label: string;
  items: readonly T[];
  /** The key of an item among the others. */
  itemKey: (item: T) => Key;
  /** An item, as an `<li>` (a `HistoryItemCard`). */
  renderItem: (item: T) => ReactNode;
}

/**
 * The slot of one item in the page. Its value keeps its identity while the item keeps its place,
 * so that a memoised item does not render again because the list did.
 */
function VirtualSlot({
  index,
  total,
  measure,
  children,
}: {
  index: number;
  total: number;
  measure: (element: HTMLElement | null) => void;
  children: ReactNode;
}) {
  const slot = useMemo(() => ({ index, total, measure }), [index, total, measure]);
  return <HistoryItemSlot.Provider value={slot}>{children}</HistoryItemSlot.Provider>;
}

/** Rows measured by the resize observer, not read during React's commit (a forced layout). */
const measureRow = measureWithoutLayout(ITEM_ESTIMATE_PX);

/** The list of both kinds, a plain element styled once with its items (HistoryStyles). */
function ItemList({
  label,
  listRef,
  style,
  children,
}: {
  label: string;
  listRef?: Ref<HTMLUListElement>;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <ul className="history-items" aria-label={label} ref={listRef} style={style}>
      {children}
    </ul>
  );
}

function VirtualItems<T>({ label, items, itemKey, renderItem }: HistoryItemsProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const top = useDocumentTop(listRef);
  // Keys by item, not by place: an item that stays in view after a filter keeps its element.
  const getItemKey = useCallback((index: number) => itemKey(items[index]!), [items, itemKey]);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ITEM_ESTIMATE_PX,
    gap: ITEM_GAP_PX,
    overscan: OVERSCAN,
    scrollMargin: top,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    getItemKey,
    measureElement: measureRow,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  return (
    <ItemList
      label={label}
      listRef={listRef}
      // The items not in the page: space above and below. Inline: a class per value would add a
      // style rule to the page at each scroll, and restyle the whole page.
      style={{
        paddingTop: first ? first.start - top : 0,
        paddingBottom: last ? virtualizer.getTotalSize() - (last.end - top) : 0,
      }}
    >
      {rows.map((row) => (
        <VirtualSlot
          key={row.key}
          index={row.index}
          total={items.length}
          measure={virtualizer.measureElement}
        >
          {renderItem(items[row.index]!)}
        </VirtualSlot>
      ))}
    </ItemList>
  );
}

/**
 * Memoised: the screen renders again at each change of its filters or its status; the list, only
 * when its items, or how they are drawn, change (give it a stable `itemKey` and `renderItem`).
 */
export const HistoryItems = memo(function HistoryItems<T>(props: HistoryItemsProps<T>) {
  const { label, items, itemKey, renderItem } = props;
  if (items.length > VIRTUALIZE_AFTER) return <VirtualItems<T> {...props} />;
  return (
    <ItemList label={label}>
      {items.map((item) => (
        <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
      ))}
    </ItemList>
  );
}) as <T>(props: HistoryItemsProps<T>) => ReactNode;
