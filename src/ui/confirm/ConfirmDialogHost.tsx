/**
 * Where the app keeps its confirmation dialog: the dialog's module loads when a confirmation is first
 * asked for (pages open without the dialog's code), then stays, so that it animates its closing and
 * later openings as any dialog does.
 */
import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { confirmSlice, type ConfirmState } from './confirmSlice';

const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

export function ConfirmDialogHost() {
  const open = useSelector(
    (root: { [confirmSlice.reducerPath]: ConfirmState }) => root[confirmSlice.reducerPath].open,
  );
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog />
    </Suspense>
  );
}
