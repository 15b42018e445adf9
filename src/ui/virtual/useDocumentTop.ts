import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Where an element starts in the page (its top plus the window's scroll), for a list virtualised
 * against the window (TanStack Virtual's `scrollMargin`): what is above it scrolls before it.
 * Read before the first paint, then whenever the page or the element's container changes size
 * (what is above may change: an error, the filters, the chips, the header), in the resize
 * observer's callback, where the browser's layout is done: read in React's commit, or in a task
 * after a render, it forced a layout of the page at each change of the list. The state changes
 * only when the element moved.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  const readTop = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const offset = Math.round(element.getBoundingClientRect().top + window.scrollY);
    setTop((current) => (current === offset ? current : offset));
  }, [ref]);
  useLayoutEffect(() => {
    readTop();
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(readTop);
    observer.observe(document.documentElement);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, [ref, readTop]);
  return top;
}
