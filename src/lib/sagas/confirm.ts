/**
 * `confirm(options)`: opens the confirmation dialog and resolves to true when the user accepts,
 * false when they cancel. After acceptance the dialog stays open, busy, until `confirmClosed`.
 */
import type { Saga } from '@/lib/sagas/types';
import { put, race, take } from 'redux-saga/effects';
import {
  confirmAccepted,
  confirmDismissed,
  confirmOpened,
  type ConfirmOptions,
} from '@/ui/confirm/confirmSlice';

export function* confirm(options: ConfirmOptions): Saga<boolean> {
  yield put(confirmOpened(options));
  const { accepted } = yield race({
    accepted: take(confirmAccepted.type),
    dismissed: take(confirmDismissed.type),
  });
  return Boolean(accepted);
}
