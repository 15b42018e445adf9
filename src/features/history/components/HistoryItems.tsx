/**
 * The items of a history list. Up to VIRTUALIZE_AFTER items are all in the page; beyond, only the
 * items in view and a few around are (the page scrolls as usual: empty space above and below
 * stands for the others), so that 1,000 saved results and more show and filter at once. Each item
 * (`HistoryItemCard`) reports its height through `HistoryItemSlot`.
 */
import { chakra } from '@chakra-ui/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Children, createContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Lists longer than this are virtualised. */
export const VIRTUALIZE_AFTER = 50;
/** The height of an item before it is measured, and the space between two (the list's gap 3). */
const ITEM_ESTIMATE_PX = 170;
const ITEM_GAP_PX = 12;
const OVERSCAN = 4;

/** The slot of a virtualised item: its index among `total`, and the ref that measures it. */
export const HistoryItemSlot = createContext<{
  index: number;
  total: number;
  measure: (element: HTMLElement | null) => void;
} | null>(null);

interface HistoryItemsProps {
  /** The accessible name of the list. */
  label: string;
  /** The items, each an `<li>` (a `HistoryItemCard`). */
  children: ReactNode;
}

function VirtualItems({ label, items }: { label: string; items: ReactNode[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  // Where the list starts in the page: what is above it scrolls before it. Read after every render
  // (what is above may change: an error, the filters); the state changes only when it moved.
  const [top, setTop] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose: after every render
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const offset = Math.round(list.getBoundingClientRect().top + window.scrollY);
    if (offset !== top) setTop(offset);
  });
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ITEM_ESTIMATE_PX,
    gap: ITEM_GAP_PX,
    overscan: OVERSCAN,
    scrollMargin: top,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  return (
    <chakra.ul
      ref={listRef}
      aria-label={label}
      display="flex"
      flexDirection="column"
      gap={`${ITEM_GAP_PX}px`}
      m="0"
      listStyleType="none"
      px="0"
      // The items not in the page: space above and below. Inline: a class per value would add a
      // style rule to the page at each scroll, and restyle the whole page.
      style={{
        paddingTop: first ? first.start - top : 0,
        paddingBottom: last ? virtualizer.getTotalSize() - (last.end - top) : 0,
      }}
    >
      {rows.map((row) => (
        <HistoryItemSlot.Provider
          key={row.key}
          value={{ index: row.index, total: items.length, measure: virtualizer.measureElement }}
        >
          {items[row.index]}
        </HistoryItemSlot.Provider>
      ))}
    </chakra.ul>
  );
}

export function HistoryItems({ label, children }: HistoryItemsProps) {
  const items = Children.toArray(children);
  if (items.length > VIRTUALIZE_AFTER) return <VirtualItems label={label} items={items} />;
  return (
    <chakra.ul
      aria-label={label}
      display="flex"
      flexDirection="column"
      gap={`${ITEM_GAP_PX}px`}
      m="0"
      p="0"
    >
      {items}
    </chakra.ul>
  );
}
