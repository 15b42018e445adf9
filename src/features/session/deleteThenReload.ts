/**
 * `deleteThenReload(...)`: the delete flow of the history screens (spec 000 §4): confirmation dialog,
 * the delete call, then the dialog closes, a toast gives the server's message, and the list reloads.
 * Resolves to the response body, or null when the user cancelled.
 */
import type { Saga } from '@/lib/sagas/types';
import type { Action } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import type { ApiBody } from '@/api/http';
import { errorMessageOf } from '@/api/errors';
import { confirm } from '@/lib/sagas/confirm';
import { toast } from '@/lib/sagas/toast';
import { confirmClosed } from '@/ui/confirm/confirmSlice';
import { callApi, type ApiOperation } from './callApi';

export const DELETE_CONFIRM_MESSAGE = 'Êtes-vous sûr de vouloir supprimer cette simulation ?';
export const DELETE_SUCCESS_FALLBACK = 'La suppression a bien été effectuée.';

export interface DeleteThenReloadOptions<A extends unknown[], B extends ApiBody> {
  message?: string;
  operation: ApiOperation<A, B>;
  args: A;
  /** The action that reloads the list; omitted when the caller navigates away instead. */
  reload?: Action;
}

export function* deleteThenReload<A extends unknown[], B extends ApiBody>({
  message = DELETE_CONFIRM_MESSAGE,
  operation,
  args,
  reload,
}: DeleteThenReloadOptions<A, B>): Saga<B | null> {
  const accepted: boolean = yield call(confirm, {
    title: 'Suppression',
    message,
    confirmLabel: 'Supprimer',
  });
  if (!accepted) return null;
  const body = yield* callApi(operation, ...args);
  yield put(confirmClosed());
  if (body.success) {
    yield toast('success', body.message || DELETE_SUCCESS_FALLBACK);
  } else {
    yield toast('error', errorMessageOf(body));
  }
  if (reload) yield put(reload);
  return body;
}
