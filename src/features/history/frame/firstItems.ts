/**
 * The history screens' first items in the page's first paint (spec 000 §2, spec 001 §2.5). On
 * `/espace-personnel#/historique`, the page's inline script asks for the list before the app loads
 * (src/app/boot/shellPicker.ts); when the answer comes while the frame is still shown, it draws the
 * list's result bar and first items in place of the frame's loading view (`drawFirstItems`), the
 * same elements as the screen's own items (each site's item: siteItems.ts, on itemElements.ts;
 * `firstItems.test.tsx` holds each equal to FloorHistoryView's, CarbonHistoryView's and
 * ThermalHistoryView's), styled by the same classes (HistoryStyles, in the frame's CSS). The app
 * then keeps them in place until its own list is there (`src/lib/frameNodes.ts`).
 *
 * Plain DOM, no React: this runs in the inline script, before any module has loaded.
 */
import type { CarbonHistoryDatas, FloorHistoryDatas, HistoryOrder } from '@/api/types';
import type { ThermalHistorySummary } from '@/api/thermalHistoryTypes';
import type { SiteId } from '@/config/sites';
import { FRAME_KEEP_ATTRIBUTE } from '@/lib/frameNodes';
import { resultCount } from '../historyFormat';
import { element, type ItemPlace } from './itemElements';
import { carbonItem, floorItem, systemLabelsOf, thermalItem } from './siteItems';

/** How many items the frame draws: a phone's or a desktop's screen of them, and a few more. */
export const FIRST_ITEMS_COUNT = 10;

/** Marks the frame's loading view of the list, which the first items replace. */
export const HISTORY_LOADING_ATTRIBUTE = 'data-history-loading';
/** Marks the frame's result bar, a template the first items' body starts with. */
export const RESULT_BAR_TEMPLATE_ATTRIBUTE = 'data-history-result-bar';
/** The name of the body the inline script drew (result bar and first items), kept by the app. */
export const FIRST_ITEMS_NODE = 'history-first-items';

/** A list's first items, as the screen shows them once loaded, and what its result bar says. */
export interface FirstItems {
  /** The list's accessible name (the screen's `listLabel`). */
  label: string;
  total: number;
  /** The sort the list is in, and the sorts offered (null: the result bar's own). */
  order: string;
  orders: ReadonlyArray<{ label: string; value: string }> | null;
  items: HTMLElement[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A site's list in an answer: what its screen says of it, and how one of its items is drawn. */
interface SiteList extends Omit<FirstItems, 'items'> {
  length: number;
  draw: (index: number, place: ItemPlace) => HTMLElement;
}

/** The list of the answer's `datas` as the site's screen reads it; null when it holds none. */
function siteListOf(doc: Document, site: SiteId, datas: Record<string, unknown>): SiteList | null {
  if (site === 'floor' && Array.isArray(datas.data)) {
    const { data, total = data.length } = datas as unknown as FloorHistoryDatas;
    return {
      label: 'Mes configurations',
      total,
      order: 'DESC' satisfies HistoryOrder,
      orders: null,
      length: data.length,
      draw: (index, place) => floorItem(doc, data[index]!, place),
    };
  }
  if (site === 'carbon' && Array.isArray(datas.clusters)) {
    const carbon = datas as unknown as CarbonHistoryDatas;
    const labels = systemLabelsOf(carbon);
    return {
      label: 'Mes simulations',
      total: carbon.total ?? carbon.clusters.length,
      order: 'DESC' satisfies HistoryOrder,
      orders: Array.isArray(carbon.orders) && carbon.orders.length > 0 ? carbon.orders : null,
      length: carbon.clusters.length,
      draw: (index, place) => carbonItem(doc, carbon.clusters[index]!, labels, place),
    };
  }
  if (site === 'general' && Array.isArray(datas.list)) {
    const list = datas.list as ThermalHistorySummary[];
    return {
      label: 'Mes simulations',
      total: list.length,
      order: 'createdAt-DESC',
      orders: null,
      length: list.length,
      draw: (index, place) => thermalItem(doc, list[index]!, place),
    };
  }
  return null;
}

/**
 * The first items of an answer to the screen's first request (HISTORY_FIRST_REQUESTS), as the
 * screen's saga reads it; null when it holds no item, or is not a list the screen would show.
 */
export function firstItemsOf(
  doc: Document,
  site: SiteId,
  body: unknown,
  count = FIRST_ITEMS_COUNT,
): FirstItems | null {
  if (!isObject(body) || body.success !== true || !isObject(body.datas)) return null;
  const list = siteListOf(doc, site, body.datas);
  if (!list || list.length === 0) return null;
  const { length, draw, ...shown } = list;
  const items = Array.from({ length: Math.min(count, length) }, (_, index) =>
    draw(index, { index, total: list.total }),
  );
  return { ...shown, items };
}

/**
 * Draws the list's first items in place of the frame's loading view under `root`: the result bar
 * (the frame's template, with the count and the sorts of the answer) and the items. False when
 * there is nothing to draw, or nowhere (the app has replaced the frame).
 */
export function drawFirstItems(root: ParentNode, site: SiteId, body: unknown): boolean {
  const loading = root.querySelector(`[${HISTORY_LOADING_ATTRIBUTE}]`);
  const template = root.querySelector<HTMLTemplateElement>(
    `template[${RESULT_BAR_TEMPLATE_ATTRIBUTE}]`,
  );
  const doc = loading?.ownerDocument;
  if (!loading || !template || !doc) return false;
  const first = firstItemsOf(doc, site, body);
  if (!first) return false;
  const bar = template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!bar) return false;
  const count = bar.querySelector('.history-result-total');
  if (count) count.textContent = resultCount(first.total);
  const select = bar.querySelector('select');
  if (select && first.orders)
    select.replaceChildren(
      ...first.orders.map((choice) =>
        element(doc, 'option', { value: choice.value }, [choice.label]),
      ),
    );
  if (select) select.value = first.order;
  const list = element(
    doc,
    'ul',
    { class: 'history-items', 'aria-label': first.label },
    first.items,
  );
  const drawn = element(
    doc,
    'div',
    { class: 'history-body', [FRAME_KEEP_ATTRIBUTE]: FIRST_ITEMS_NODE },
    [bar, list],
  );
  loading.replaceWith(drawn);
  return true;
}
