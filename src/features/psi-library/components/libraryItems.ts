/**
 * The results' tabs as one column of items, for the list virtualised against the window
 * (`LibraryTabs`): each rupteur's header, then, when its tab is open, one item per PSI value, then
 * the space to the next tab. The virtualiser places them one after the other from their heights
 * (measured once in the page, estimated before), and the page renders only the values in view.
 */
import type { LibraryRupteur } from '@/api/catalogueTypes';

/** A header's height before it is measured (48 px thumbnail, 12 px padding above and below). */
export const HEAD_ESTIMATE_PX = 73;
/** A value's height before it is measured (its reminder and its five figures on one line). */
export const ROW_ESTIMATE_PX = 88;
/** Between two tabs (LibraryStyles: the tabs' gap). */
export const TAB_GAP_PX = 12;
/** Below an open tab's last value: the panel's padding and the tab's borders (LibraryStyles). */
export const PANEL_END_PX = 8 + 2;

export type LibraryItem =
  | { kind: 'head'; key: string; size: number }
  | { kind: 'row'; key: string; size: number }
  | { kind: 'end'; key: string; size: number };

/** Where one tab's items are in the column: its header, its first value, its end. */
export interface TabSpan {
  head: number;
  /** The index of its first value (its end's when it shows none). */
  firstRow: number;
  end: number;
  open: boolean;
}

export interface LibraryItems {
  items: LibraryItem[];
  /** One per rupteur, in the same order. */
  spans: TabSpan[];
}

export function libraryItemsOf(
  rupteurs: readonly LibraryRupteur[],
  openTabs: readonly number[],
): LibraryItems {
  const open = new Set(openTabs);
  const items: LibraryItem[] = [];
  const spans: TabSpan[] = [];
  rupteurs.forEach((rupteur, position) => {
    const isOpen = open.has(rupteur.id);
    const head = items.length;
    items.push({ kind: 'head', key: `h${rupteur.id}`, size: HEAD_ESTIMATE_PX });
    if (isOpen)
      for (const psi of rupteur.psiValuesAsArray)
        items.push({ kind: 'row', key: `r${psi.id}`, size: ROW_ESTIMATE_PX });
    const gap = position < rupteurs.length - 1 ? TAB_GAP_PX : 0;
    spans.push({ head, firstRow: head + 1, end: items.length, open: isOpen });
    items.push({ kind: 'end', key: `e${rupteur.id}`, size: (isOpen ? PANEL_END_PX : 2) + gap });
  });
  return { items, spans };
}
