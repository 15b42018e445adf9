/**
 * `deleteThenReload(...)`: the one delete flow of every screen (spec 000 §4, spec 001 §8, spec 002 §8):
 * confirmation dialog, the delete call, then the dialog closes, a toast gives the outcome, and the
 * list reloads or a follow-up runs.
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

/** A toast text: fixed, or read from the response body. */
export type ToastText<B extends ApiBody> = string | ((body: B) => string);

export interface DeleteThenReloadOptions<A extends unknown[], B extends ApiBody> {
  /** The confirmation text; the specification's 'cette simulation' one by default. */
  message?: string;
  operation: ApiOperation<A, B>;
  args: A;
  /** Put once the user has confirmed, before the call (a row's busy flag, say). */
  started?: Action;
  /** Put once the call has answered, right after the dialog has closed. */
  finished?: Action;
  /** The success toast; by default the server's message, else `DELETE_SUCCESS_FALLBACK`. */
  successMessage?: ToastText<B>;
  /** The error toast; by default the server's error (`errorMessageOf`). */
  failureMessage?: ToastText<B>;
  /** The action that reloads the list, put after either toast; omitted when nothing is reloaded. */
  reload?: Action;
  /** Runs after the success toast (navigate away, reload only in some cases...). */
  onSuccess?: (body: B) => Saga<void>;
}

function textOf<B extends ApiBody>(text: ToastText<B>, body: B): string {
  return typeof text === 'function' ? text(body) : text;
}

const serverSuccessMessage = (body: ApiBody) => body.message || DELETE_SUCCESS_FALLBACK;

export function* deleteThenReload<A extends unknown[], B extends ApiBody>({
  message = DELETE_CONFIRM_MESSAGE,
  operation,
  args,
  started,
  finished,
  successMessage = serverSuccessMessage,
  failureMessage = (body) => errorMessageOf(body),
  reload,
  onSuccess,
}: DeleteThenReloadOptions<A, B>): Saga<B | null> {
  const accepted: boolean = yield call(confirm, {
    title: 'Suppression',
    message,
    confirmLabel: 'Supprimer',
  });
  if (!accepted) return null;
  if (started) yield put(started);
  const body = yield* callApi(operation, ...args);
  yield put(confirmClosed());
  if (finished) yield put(finished);
  if (body.success) {
    yield toast('success', textOf(successMessage, body));
  } else {
    yield toast('error', textOf(failureMessage, body));
  }
  if (reload) yield put(reload);
  if (body.success && onSuccess) yield* onSuccess(body);
  return body;
}
