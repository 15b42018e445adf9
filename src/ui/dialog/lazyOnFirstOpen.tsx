/**
 * A dialog whose code loads at its first opening: before, the page neither loads nor starts it; from
 * then on it stays mounted, so that it animates its closing and later openings as any dialog does.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useOpenedOnce } from './useOpenedOnce';

export function lazyOnFirstOpen<P extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Dialog = lazy(load);
  return function DialogOnFirstOpen(props: P) {
    if (!useOpenedOnce(props.open)) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
