import { useState } from 'react';

const sameItems = <T>(a: readonly T[] | null, b: readonly T[] | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.length === b.length &&
    a.every((item, index) => Object.is(item, b[index])));

/**
 * The list given, or the one given at an earlier render when it holds the same items in the same
 * order: a list computed at each render keeps its identity while its content stays, so that what
 * is memoised on it (a memoised field's definition) is not built again.
 */
export function useSameList<T>(list: readonly T[] | null): readonly T[] | null {
  const [kept, setKept] = useState(list);
  if (sameItems(kept, list)) return kept;
  // React's pattern for state derived from props: the component renders again at once.
  setKept(list);
  return list;
}
