/**
 * The DOM of a history item as the screens' HistoryItemCard renders it (the same elements, classes
 * and attributes, in the order React writes them), for the first items the page's inline script
 * draws before the app loads (firstItems.ts). Plain DOM, no React: it runs in the inline script.
 */
import { VIRTUALIZE_AFTER } from '../historyTypes';

/** The text of each item's delete button (DeleteButton's). */
export const DELETE_TEXT = 'Supprimer';

export type Child = Node | string | false | null | undefined;

/** An element with its attributes (in the order React writes them) and children. */
export function element(
  doc: Document,
  tag: string,
  attributes: Record<string, string | undefined> = {},
  children: Child[] = [],
): HTMLElement {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined) node.setAttribute(name, value);
  for (const child of children)
    if (child !== false && child !== null && child !== undefined && child !== '')
      node.append(child);
  return node;
}

/** Where an item stands in the list, as the app's virtualised list says it. */
export interface ItemPlace {
  index: number;
  total: number;
}

/** HistoryItemCard: the item's own content, then 'Ouvrir' and 'Supprimer'. */
export function itemCard(
  doc: Document,
  {
    href,
    openLabel,
    deleteLabel,
    place,
  }: { href: string; openLabel: string; deleteLabel: string; place: ItemPlace | null },
  children: Child[],
): HTMLElement {
  const virtual = place && place.total > VIRTUALIZE_AFTER ? place : null;
  return element(
    doc,
    'li',
    {
      class: 'history-item',
      'data-index': virtual ? String(virtual.index) : undefined,
      'aria-setsize': virtual ? String(virtual.total) : undefined,
      'aria-posinset': virtual ? String(virtual.index + 1) : undefined,
    },
    [
      element(doc, 'div', { class: 'history-item-body' }, [
        ...children,
        element(doc, 'div', { class: 'history-item-actions' }, [
          // As the router's link writes it (its mark for the routes it discovers).
          element(
            doc,
            'a',
            { class: 'history-item-open', 'aria-label': openLabel, 'data-discover': 'true', href },
            ['Ouvrir'],
          ),
          element(
            doc,
            'button',
            { type: 'button', class: 'history-item-delete', 'aria-label': deleteLabel },
            [DELETE_TEXT],
          ),
        ]),
      ]),
    ],
  );
}

export const time = (doc: Document, dateTime: string, text: string) =>
  element(doc, 'time', { datetime: dateTime }, [text]);

export const muted = (doc: Document, children: Child[]) =>
  element(doc, 'p', { class: 'history-item-muted' }, children);

export const title = (doc: Document, text: string) =>
  element(doc, 'h3', { class: 'history-item-title' }, [text]);
