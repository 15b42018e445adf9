/**
 * A virtualised list's row height (TanStack Virtual's `measureElement`) that never reads the element:
 * the resize observer's entry (measured after the browser's own layout), else the size known for
 * that row's key, else the estimate (`estimatePx`, or the virtualiser's own `estimateSize`). The library's default reads `offsetHeight` when a row mounts,
 * which forces a layout of the page in the middle of React's commit, once per new row.
 */
import type { Virtualizer } from '@tanstack/react-virtual';

export function measureWithoutLayout(estimatePx?: number) {
  return function measure<S extends Element | Window>(
    element: Element,
    entry: ResizeObserverEntry | undefined,
    instance: Virtualizer<S, Element>,
  ): number {
    const box = entry?.borderBoxSize?.[0];
    if (box) return Math.round(box.blockSize);
    const index = instance.indexFromElement(element);
    const key = instance.options.getItemKey(index);
    return instance.itemSizeCache.get(key) ?? estimatePx ?? instance.options.estimateSize(index);
  };
}
