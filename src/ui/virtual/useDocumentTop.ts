import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Where an element starts in the page: its top plus the window's scroll. */
function documentTopOf(element: HTMLElement): number {
  return Math.round(element.getBoundingClientRect().top + window.scrollY);
}

/**
 * Where an element starts in the page (its top plus the window's scroll), for a list virtualised
 * against the window (TanStack Virtual's `scrollMargin`): what is above it scrolls before it.
 * Read before the first paint, then whenever the page or the element's container changes size
 * (what is above may change: an error, the filters, the chips, the header), in the resize
 * observer's callback, where the browser's layout is done: read in React's commit, or in a task
 * after a render, it forced a layout of the page at each change of the list. The state changes
 * only when the element moved.
 *
 * `stillFills(top)`, when given, tells whether the items in the page still fill the view with the
 * element at `top`: such a move (the chips' row above a list growing by a line) is applied at the
 * next scroll, when the virtualiser next reads the margin, not at once: at once, it rendered the
 * list again in the frame after the one that showed the change, for an item out of view.
 */
export function useDocumentTop(
  ref: RefObject<HTMLElement | null>,
  stillFills?: (top: number) => boolean,
): number {
  const [top, setTop] = useState(0);
  const shown = useRef(0);
  const pending = useRef<number | null>(null);
  const apply = useCallback((offset: number) => {
    pending.current = null;
    shown.current = offset;
    setTop(offset);
  }, []);
  const readTop = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const offset = documentTopOf(element);
    if (offset === shown.current) pending.current = null;
    else if (stillFills?.(offset)) pending.current = offset;
    else apply(offset);
  }, [ref, stillFills, apply]);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The first read is always applied: the state's 0 stood for nothing.
    const offset = documentTopOf(element);
    if (offset !== shown.current) apply(offset);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(readTop);
    observer.observe(document.documentElement);
    if (element.parentElement) observer.observe(element.parentElement);
    const applyPending = () => {
      if (pending.current !== null) apply(pending.current);
    };
    window.addEventListener('scroll', applyPending, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', applyPending);
    };
  }, [ref, readTop, apply]);
  return top;
}

/** The items a virtualised list has in the page, in the page's coordinates, for `top`. */
export interface RenderedItems {
  /** The list's top they were placed for. */
  top: number;
  /** The first one's start and the last one's end. */
  start: number;
  end: number;
  /** The first one is the list's first; the last one is its last. */
  atFirst: boolean;
  atLast: boolean;
}

/**
 * Whether `rendered`, with the list moved to start at `top`, still covers the window's view
 * (`scrollY` to `scrollY + viewHeight`): then the list need not render again for the move.
 */
export function stillFillsView(
  rendered: RenderedItems | null,
  top: number,
  scrollY: number,
  viewHeight: number,
): boolean {
  if (!rendered) return false;
  const shift = top - rendered.top;
  return (
    (rendered.atFirst || rendered.start + shift <= scrollY) &&
    (rendered.atLast || rendered.end + shift >= scrollY + viewHeight)
  );
}
