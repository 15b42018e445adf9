/**
 * Where the app keeps its confirmation dialog: the dialog's module loads when a confirmation is first
 * asked for (lazyOnFirstOpen: pages open without the dialog's code).
 */
import { useSelector } from 'react-redux';
import { lazyOnFirstOpen } from '@/ui/dialog/lazyOnFirstOpen';
import { confirmSlice, type ConfirmState } from './confirmSlice';

const ConfirmDialog = lazyOnFirstOpen<{ open: boolean }>(() =>
  import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

export function ConfirmDialogHost() {
  const open = useSelector(
    (root: { [confirmSlice.reducerPath]: ConfirmState }) => root[confirmSlice.reducerPath].open,
  );
  return <ConfirmDialog open={open} />;
}
