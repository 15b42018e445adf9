/**
 * The results' rupteur tabs (spec 001 §2.3), virtualised against the window: every tab's header is
 * in the page (the keyboard reaches each 'Ouvrir' / 'Fermer'), but of the open tabs' values only
 * those in view and a few around are; empty space in each list stands for the others, so the page
 * scrolls and measures as if they were all there. A filter change over ten open tabs then renders
 * the dozen values in view, not the hundreds the tabs list.
 *
 * Printing renders every value (`usePrinting`): the printed page lists them all, as the screen
 * would. The browser's find-in-page finds the values in view only (the CSV export and the PDF
 * report have them all).
 */
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { FilterChoices, LibraryRupteur, SelectedFilterValue } from '@/api/catalogueTypes';
import { usePrinting } from '@/lib/hooks/usePrinting';
import { measureWithoutLayout } from '@/ui/virtual/measureWithoutLayout';
import { stillFillsView, useDocumentTop, type RenderedItems } from '@/ui/virtual/useDocumentTop';
import { libraryItemsOf, type TabSpan } from './libraryItems';
import type { PsiValueWindow } from './PsiValueList';
import { RupteurTab } from './RupteurTab';

/** Values rendered beyond the window's edges, above and below. */
const OVERSCAN = 4;

/** Heights from the resize observer, never read in React's commit (a forced layout). */
const measureItem = measureWithoutLayout();

/**
 * The items are in the page's flow (the space of those not in the page is padding): a height
 * measured anew moves nothing on screen, and the browser's scroll anchoring keeps the view in
 * place when space above it changes. The virtualiser must not scroll for it too.
 */
const neverAdjustScroll = () => false;

export interface LibraryTabsProps {
  rupteurs: readonly LibraryRupteur[];
  openTabs: readonly number[];
  onToggle: (id: number) => void;
  characteristicsOf: Readonly<Record<string, SelectedFilterValue[]>>;
  choices: FilterChoices;
}

const ALL_SHOWN: Omit<PsiValueWindow, 'to'> = { from: 0, spaceAbove: 0, spaceBelow: 0 };

/** The values of the tab at `span` that are in the window of items `first` to `last`. */
function windowOf(
  span: TabSpan,
  first: number,
  last: number,
  virtualizer: Virtualizer<Window, Element>,
): PsiValueWindow {
  const items = virtualizer.measurementsCache;
  const rowsStart = items[span.firstRow]!.start;
  const rowsEnd = items[span.end]!.start;
  const from = Math.max(first, span.firstRow);
  const to = Math.min(last + 1, span.end);
  if (from >= to) {
    // None in view: the space of them all, above when the window is past the tab.
    const above = first >= span.end;
    return {
      from: 0,
      to: 0,
      spaceAbove: above ? rowsEnd - rowsStart : 0,
      spaceBelow: above ? 0 : rowsEnd - rowsStart,
    };
  }
  return {
    from: from - span.firstRow,
    to: to - span.firstRow,
    spaceAbove: items[from]!.start - rowsStart,
    spaceBelow: rowsEnd - items[to - 1]!.end,
  };
}

export const LibraryTabs = memo(function LibraryTabs({
  rupteurs,
  openTabs,
  onToggle,
  characteristicsOf,
  choices,
}: LibraryTabsProps) {
  const printing = usePrinting();
  const { items, spans } = useMemo(() => libraryItemsOf(rupteurs, openTabs), [rupteurs, openTabs]);
  const listRef = useRef<HTMLUListElement>(null);
  // The items in the page, for the list's moves that need no new window (useDocumentTop).
  const renderedRef = useRef<RenderedItems | null>(null);
  const stillFills = useCallback(
    (next: number) => stillFillsView(renderedRef.current, next, window.scrollY, window.innerHeight),
    [],
  );
  const top = useDocumentTop(listRef, stillFills);
  const getItemKey = useCallback((index: number) => items[index]!.key, [items]);
  const estimateSize = useCallback((index: number) => items[index]!.size, [items]);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    scrollMargin: top,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    measureElement: measureItem,
  });
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = neverAdjustScroll;
  const inView = virtualizer.getVirtualItems();
  const firstItem = inView[0];
  const lastItem = inView[inView.length - 1];
  const first = firstItem?.index ?? 0;
  const last = lastItem?.index ?? -1;
  useLayoutEffect(() => {
    renderedRef.current =
      firstItem && lastItem && !printing
        ? {
            top,
            start: firstItem.start,
            end: lastItem.end,
            atFirst: firstItem.index === 0,
            atLast: lastItem.index === items.length - 1,
          }
        : null;
  });
  return (
    <ul ref={listRef} className="library-tabs" aria-label="Rupteurs">
      {rupteurs.map((rupteur, position) => {
        const span = spans[position]!;
        const shown: PsiValueWindow = printing
          ? { ...ALL_SHOWN, to: rupteur.psiValuesAsArray.length }
          : span.open
            ? windowOf(span, first, last, virtualizer)
            : { ...ALL_SHOWN, to: 0 };
        return (
          <RupteurTab
            key={rupteur.id}
            rupteur={rupteur}
            open={span.open}
            onToggle={onToggle}
            characteristicsOf={characteristicsOf}
            choices={choices}
            span={span}
            measure={virtualizer.measureElement}
            {...shown}
          />
        );
      })}
    </ul>
  );
});
