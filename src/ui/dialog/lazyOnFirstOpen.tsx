/**
 * A dialog whose code loads at its first opening: before, the page neither loads nor starts it; from
 * then on it stays mounted, so that it animates its closing and later openings as any dialog does.
 *
 * At the first opening the dialog mounts closed and opens right after: mounted already open, it
 * would not know which element had the focus before it, and could not give it back on close.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useOpenedOnce } from './useOpenedOnce';

/** Tells its host once it has mounted (that is, once the lazy dialog beside it has loaded). */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

export function lazyOnFirstOpen<P extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Dialog = lazy(load);
  return function DialogOnFirstOpen(props: P) {
    const [mounted, setMounted] = useState(false);
    const [onMount] = useState(() => () => setMounted(true));
    if (!useOpenedOnce(props.open)) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} open={props.open && mounted} />
        <Mounted onMount={onMount} />
      </Suspense>
    );
  };
}
