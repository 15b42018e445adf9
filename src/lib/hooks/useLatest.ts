import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref to the latest value rendered, for a callback that reads it when called: the callback then
 * stays the same from render to render, and the memoised children it is given need not render again
 * when the value changes. Updated in a layout effect: before any event that follows the render.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}
