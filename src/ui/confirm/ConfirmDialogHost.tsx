/**
 * Where the app keeps its confirmation dialog: the dialog's module loads when a confirmation is first
 * asked for (pages open without the dialog's code), then stays, so that it animates its closing and
 * later openings as any dialog does.
 */
import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { useOpenedOnce } from '@/ui/dialog/useOpenedOnce';
import { confirmSlice, type ConfirmState } from './confirmSlice';

const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

export function ConfirmDialogHost() {
  const open = useSelector(
    (root: { [confirmSlice.reducerPath]: ConfirmState }) => root[confirmSlice.reducerPath].open,
  );
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog />
    </Suspense>
  );
}
